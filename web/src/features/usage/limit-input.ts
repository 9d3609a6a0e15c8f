/**
 * A limit typed in a field: empty is no limit; otherwise a whole number. Anything else is refused
 * here with a message (sent as JSON, a NaN would arrive as null: no limit at all).
 */
export function limitValue(text: string): number | null {
  const t = text.trim().replaceAll(',', '');
  if (t === '') return null;
  if (!/^\d+$/.test(t)) throw new Error('A limit is a whole number, or empty for none.');
  return Number(t);
}

export const limitText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
