import { currentLocale } from '../i18n';

/**
 * "1 conversation", "1,204 messages": a count with its English noun, the number grouped as the
 * language in use groups it. Being replaced by ICU plurals (`plural` from `@lingui/core/macro`),
 * which other languages can translate; new code uses those.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString(currentLocale())} ${n === 1 ? one : many}`;
}
