/**
 * An OpenAI-compatible speech-to-text server on 127.0.0.1: GET /v1/models lists a whisper-like
 * model, and POST /v1/audio/transcriptions reads the multipart form the AI SDK sends, keeps what it
 * received (the model, the file's bytes and media type, the other fields) and answers `{ text }`
 * with the transcript the test set (and `duration`, when set). Without `transcriptions` it is a server with no such route (a
 * chat-only server: 404, as Ollama answers). It is the edge of the process: the rest runs for real.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedAudio {
  model: string;
  bytes: Uint8Array;
  /** The file part's Content-Type. */
  mediaType: string;
  fileName: string;
  /** The form's other fields (response_format, language …). */
  fields: Record<string, string>;
  authorization: string | undefined;
}

export interface ScriptedAudioOptions {
  /** What GET /models lists (default: whisper-small). */
  models?: string[];
  /** Whether /audio/transcriptions is served (default true). */
  transcriptions?: boolean;
}

export interface ScriptedAudioServer {
  baseUrl: string;
  /** What the transcriptions answer with (default: "scripted transcript"). */
  transcript: string;
  /** The recording's length the answers report (`duration`, as verbose_json has it); undefined: none. */
  duration: number | undefined;
  received: ReceivedAudio[];
  close(): Promise<void>;
}

export async function startScriptedAudioServer(options: ScriptedAudioOptions = {}): Promise<ScriptedAudioServer> {
  const models = options.models ?? ['whisper-small'];
  const state: ScriptedAudioServer = {
    baseUrl: '',
    transcript: 'scripted transcript',
    duration: undefined,
    received: [],
    close: async () => undefined,
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/v1/models') {
      return json(200, { object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'test' })) });
    }
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions' && options.transcriptions !== false) {
      // The multipart form, read by the platform's own parser.
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob)) return json(400, { error: { message: 'no file', type: 'invalid_request_error' } });
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string' && key !== 'model') fields[key] = value;
      });
      state.received.push({
        model: String(form.get('model')),
        bytes: new Uint8Array(await file.arrayBuffer()),
        mediaType: file.type,
        fileName: 'name' in file ? String(file.name) : '',
        fields,
        authorization: req.headers.authorization,
      });
      return json(200, {
        text: state.transcript,
        ...(state.duration === undefined ? {} : { duration: state.duration }),
      });
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('404 page not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
