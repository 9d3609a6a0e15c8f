import { t } from '@lingui/core/macro';

/**
 * A limit typed in a field: empty is no limit; otherwise a whole number. Anything else is refused
 * here with a message (sent as JSON, a NaN would arrive as null: no limit at all).
 */
export function limitValue(text: string): number | null {
  const typed = text.trim().replaceAll(',', '');
  if (typed === '') return null;
  if (!/^\d+$/.test(typed)) throw new Error(t`A limit is a whole number, or empty for none.`);
  return Number(typed);
}

export const limitText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
