/** A value with every identifier left out (`id`, `threadId`, `step_id`…): people read the rest. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !/^id$|Id$|_id$|^ids$|Ids$|_ids$/.test(key))
        .map(([key, v]) => [key, withoutIds(v)]),
    );
  }
  return value;
}
