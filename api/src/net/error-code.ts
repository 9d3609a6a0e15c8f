/**
 * The system error code of a failed call ("ECONNREFUSED", "ENOTFOUND"…), wherever it sits: on the
 * error itself or on one of its causes (fetch, undici and the AI SDK wrap the socket's error).
 */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
