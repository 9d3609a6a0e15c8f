/**
 * An OpenAI-compatible audio server on 127.0.0.1, for the API's tests and the browser journeys
 * alike (api/test/voice*.test.ts, web/e2e/voice.spec.ts). GET /v1/models lists its models (default:
 * a whisper-like one). POST /v1/audio/transcriptions reads the multipart form the AI SDK and browsers
 * send, keeps what it received (the model, the file's bytes and media type, the other fields) and
 * answers `{ text }` with the transcript the test set (and `duration`, when set). POST
 * /v1/audio/speech reads `{ model, input, voice, response_format, speed }`, keeps it, and answers
 * real speech: espeak-ng says the input into a WAV (a Debian package CI installs). There is no MP3
 * encoder here, so every format is answered as WAV with Content-Type audio/wav, as OpenAI-compatible
 * clients accept. Without `transcriptions` or `speech` it is a server with no such route (404, as a
 * chat-only server answers). It is the edge of the process: the rest runs for real.
 */
import { execFile } from 'node:child_process';
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

/** What a request to /audio/speech asked for. */
export interface ReceivedSpeech {
  model: string;
  input: string;
  voice: string | undefined;
  responseFormat: string | undefined;
  speed: number | undefined;
  authorization: string | undefined;
}

export interface ScriptedAudioOptions {
  /** What GET /models lists (default: whisper-small). */
  models?: string[];
  /** Whether /audio/transcriptions is served (default true). */
  transcriptions?: boolean;
  /** Whether /audio/speech is served (default true). */
  speech?: boolean;
}

export interface ScriptedAudioServer {
  baseUrl: string;
  /** What the transcriptions answer with (default: "scripted transcript"). */
  transcript: string;
  /** The recording's length the answers report (`duration`, as verbose_json has it); undefined: none. */
  duration: number | undefined;
  received: ReceivedAudio[];
  /** Each request to /audio/speech, in order. */
  spoken: ReceivedSpeech[];
  /** Set: /audio/speech answers this status with an error instead of speech. */
  speechFailure: number | undefined;
  close(): Promise<void>;
}

/** The WAV espeak-ng says `text` into. */
/**
 * espeak-ng's voice for a text, found from its letters as a multilingual voice model finds the
 * language (the request names none): Japanese kana or kanji, Arabic, else its default (English; it
 * reads German, Spanish or French words well enough). Read in another language's voice, Japanese is
 * spelled out letter by letter and takes minutes.
 */
function voiceOf(text: string): string[] {
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) return ['-v', 'ja'];
  if (/[\u0600-\u06ff]/.test(text)) return ['-v', 'ar'];
  return [];
}

/** Words a minute: brisk, so that a journey hears an answer in seconds. */
const SPEED = '300';

function say(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'espeak-ng',
      [...voiceOf(text), '-s', SPEED, '--stdout', text],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

export async function startScriptedAudioServer(options: ScriptedAudioOptions = {}): Promise<ScriptedAudioServer> {
  const models = options.models ?? ['whisper-small'];
  const state: ScriptedAudioServer = {
    baseUrl: '',
    transcript: 'scripted transcript',
    duration: undefined,
    received: [],
    spoken: [],
    speechFailure: undefined,
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
    if (req.method === 'POST' && req.url === '/v1/audio/speech' && options.speech !== false) {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      if (typeof body.input !== 'string' || body.input.trim() === '') {
        return json(400, { error: { message: 'input is required', type: 'invalid_request_error' } });
      }
      state.spoken.push({
        model: String(body.model),
        input: body.input,
        voice: typeof body.voice === 'string' ? body.voice : undefined,
        responseFormat: typeof body.response_format === 'string' ? body.response_format : undefined,
        speed: typeof body.speed === 'number' ? body.speed : undefined,
        authorization: req.headers.authorization,
      });
      if (state.speechFailure !== undefined) {
        return json(state.speechFailure, { error: { message: 'the voice is down', type: 'server_error' } });
      }
      const wav = await say(body.input);
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': String(wav.byteLength) });
      res.end(wav);
      return;
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
