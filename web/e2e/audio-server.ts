/**
 * A real OpenAI-compatible speech server on 127.0.0.1 for the voice journey: it lists its models
 * and writes down what it is sent at /v1/audio/transcriptions (multipart, as OpenAI's API takes
 * it), answering with the transcript the test gives. It keeps each upload (the model asked for,
 * the file's type and bytes) so that the test can see the browser's recording reached it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upload {
  model: string;
  type: string;
  bytes: Buffer;
}

/** The parts of a multipart/form-data body, by name. */
function parts(body: Buffer, boundary: string) {
  const found = new Map<string, { type: string; bytes: Buffer }>();
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length + 2; // past the CRLF
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start, next - 2); // before the CRLF ahead of the next delimiter
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name)
      found.set(name, { type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '', bytes: part.subarray(split + 4) });
    at = next;
  }
  return found;
}

export async function startAudioServer(options: { models: string[]; transcript: string }) {
  const uploads: Upload[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.url?.endsWith('/models')) {
      json(200, { object: 'list', data: options.models.map((id) => ({ id, object: 'model' })) });
      return;
    }
    const boundary = /boundary=([^;]+)/.exec(req.headers['content-type'] ?? '')?.[1];
    if (req.url?.endsWith('/audio/transcriptions') && boundary) {
      const form = parts(Buffer.concat(chunks), boundary.replace(/^"|"$/g, ''));
      const file = form.get('file');
      const model = form.get('model')?.bytes.toString('utf8') ?? '';
      if (!file || !options.models.includes(model)) {
        json(400, { error: { message: 'A file and a known model are required' } });
        return;
      }
      uploads.push({ model, type: file.type, bytes: file.bytes });
      json(200, { text: options.transcript });
      return;
    }
    json(404, { error: { message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    uploads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
