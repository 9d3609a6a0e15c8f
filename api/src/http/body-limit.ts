/**
 * Reading a request body with a ceiling: at most `limit` bytes are read, whatever the client
 * declares (a body without Content-Length is counted as it arrives).
 */

/** The largest JSON body Duet reads (REST and GraphQL alike). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** The body as text, or null as soon as it passes `limit` bytes (the rest is not read). */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The declared Content-Length, when there is one and it is a number. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
}
