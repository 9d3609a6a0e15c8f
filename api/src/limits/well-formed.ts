/**
 * Text every part of Duet can store and send. JSON may carry an unpaired UTF-16 surrogate (the
 * escape "\ud800", which JSON.stringify writes for half an emoji); no database or encoder can
 * store one as it is. Where input enters (REST bodies and query JSON, GraphQL parameters, file
 * names, imported files), each becomes U+FFFD, the replacement character, as TextEncoder, Node's
 * Buffer and a browser's fetch would make of it: docs/decisions/unpaired-surrogates.md says why.
 */

const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNPAIRED_ALL = new RegExp(UNPAIRED.source, 'g');

/** The text with each unpaired surrogate replaced by U+FFFD (the same string when there is none). */
export function wellFormedText(text: string): string {
  return UNPAIRED.test(text) ? text.replace(UNPAIRED_ALL, '\ufffd') : text;
}

/**
 * `value` with every string in it well formed, keys too, at any depth (without recursion, so a
 * hostile nesting cannot overflow the stack). Objects and arrays are changed in place: it is meant
 * for what JSON.parse (or a parser like it) just made.
 */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return wellFormedText(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      current.forEach((item: unknown, i) => {
        if (typeof item === 'string') current[i] = wellFormedText(item);
        else if (item !== null && typeof item === 'object') stack.push(item);
      });
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      const cleanKey = wellFormedText(key);
      if (typeof item === 'string') record[key] = wellFormedText(item);
      else if (item !== null && typeof item === 'object') stack.push(item);
      if (cleanKey !== key) {
        Object.defineProperty(record, cleanKey, {
          value: record[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
        delete record[key];
      }
    }
  }
  return value;
}

/** JSON.parse for text a client sent, its strings well formed; throws as JSON.parse does. */
export function parseClientJson(text: string): unknown {
  return wellFormed(JSON.parse(text) as unknown);
}
