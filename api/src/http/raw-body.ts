/**
 * A request's raw body read whole under a byte cap (a recording: rest/voice.ts). A declared
 * Content-Length past the cap is refused before a byte is read; a body without one as soon as it
 * has sent more than the cap, counted as the bytes arrive.
 */
export async function readRawBody(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    parts.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}
