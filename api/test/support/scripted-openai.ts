/**
 * A real OpenAI-compatible server on 127.0.0.1. Chat completions are scripted
 * per request: streamed text (optionally slow), a tool call, an HTTP error,
 * a stall, or a connection dropped mid-answer. Embeddings come from a function
 * the test gives (the local embedding by default), or fail with a status. It
 * lists its models (GET /models), may ask for a key (401 without it), and
 * answers a request that is not streamed with the script's text at once. It
 * is the edge of the process: everything on our side runs for real.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FACT_INSTRUCTIONS } from '../../src/agent/fact-picking.js';
import { FORGET_INSTRUCTIONS, JUDGE_INSTRUCTIONS } from '../../src/agent/memory-judgements.js';
import { STORY_INSTRUCTIONS } from '../../src/agent/story-reading.js';
import { TITLE_INSTRUCTIONS } from '../../src/agent/titles.js';
import { createAnswerGate } from '../../src/agent/local/answer-gate.js';
import { localEmbedding } from '../../src/recall/local-embedding.js';
import {
  asksFor,
  chunk,
  completion,
  embeddingInput,
  embeddings,
  failure,
  readJson,
  writeToolCalls,
} from './openai-wire.js';
import { startTestApp } from './test-app.js';

export type Script =
  /** Streamed text; while the server's `gate` is held it pauses after `holdAfter` chunks (1 by default). */
  | { kind: 'text'; chunks: string[]; delayMs?: number; holdAfter?: number }
  | { kind: 'tool'; name: string; args: Record<string, unknown> }
  | { kind: 'http_error'; status: number }
  /** Streams `chunks`, then goes silent without ending. */
  | { kind: 'stall'; chunks: string[] }
  /** Streams `chunks`, then drops the connection. */
  | { kind: 'drop'; chunks: string[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ScriptedOptions {
  /**
   * What GET /models lists (default: scripted-model, scripted-model-2, scripted-embed); given, a
   * completion for a model not in it is refused (404), as real servers do.
   */
  models?: string[];
  /** The key every request must bear (Authorization: Bearer …); 401 otherwise. */
  apiKey?: string;
}

export async function startScriptedOpenAI(options: ScriptedOptions = {}) {
  const models = options.models ?? ['scripted-model', 'scripted-model-2', 'scripted-embed'];
  const scripts: Script[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const titleRequests: Array<Record<string, unknown>> = [];
  const titles: string[] = [];
  const factRequests: Array<Record<string, unknown>> = [];
  const factAnswers: Array<{ facts: Array<{ statement: number; fact: string }> } | { status: number }> = [];
  const sockets = new Set<import('node:net').Socket>();
  const embeddingRequests: Array<{ model: string; input: string[] }> = [];
  const judgeRequests: Array<Record<string, unknown>> = [];
  const judgeAnswers: Array<Record<string, unknown> | { status: number }> = [];
  let embed: (text: string) => number[] = localEmbedding;
  let embeddingStatus: number | null = null;
  let titleDelayMs = 0;
  let titlesAnswered = 0;
  /** Runs before the next embeddings answer (then is forgotten): something that happens meanwhile. */
  let beforeEmbedding: (() => Promise<void>) | null = null;
  /** Answers the client went away from before they ended (a cancelled provider call). */
  let cancelled = 0;
  /** Held by a test: text answers pause mid-stream until it is released (src/agent/local/answer-gate.ts). */
  const gate = createAnswerGate();
  const server = http.createServer(async (req, res) => {
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) cancelled++;
      gone.abort();
    });
    const parsed = await readJson(req);
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      failure(res, 401, 'Incorrect API key provided');
      return;
    }
    // Ollama's own list (the AI models page asks it to find Ollama on this machine).
    if (req.method === 'GET' && req.url === '/api/tags') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ models: models.map((name) => ({ name, model: name })) }));
      return;
    }
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'test' })) }),
      );
      return;
    }
    if (req.url?.endsWith('/embeddings')) {
      const input = embeddingInput(parsed);
      embeddingRequests.push({ model: String(parsed.model), input });
      const meanwhile = beforeEmbedding;
      beforeEmbedding = null;
      await meanwhile?.();
      if (embeddingStatus) failure(res, embeddingStatus, 'scripted embeddings failure');
      else embeddings(res, parsed.model, input, embed);
      return;
    }
    // Thread titles (api/src/agent/titles.ts) are answered on their own, outside the script.
    if (asksFor(parsed, TITLE_INSTRUCTIONS)) {
      titleRequests.push(parsed);
      if (titleDelayMs) await sleep(titleDelayMs);
      completion(res, titles.shift() ?? 'Scripted conversation title');
      titlesAnswered++;
      return;
    }
    // Memory suggestions (api/src/agent/fact-picking.ts): by default every statement is kept as written.
    if (asksFor(parsed, FACT_INSTRUCTIONS)) {
      factRequests.push(parsed);
      const answer = factAnswers.shift();
      if (answer && 'status' in answer) {
        failure(res, answer.status);
        return;
      }
      const prompt = String((parsed.messages as Array<{ content?: unknown }>)[1]?.content ?? '');
      const keepAll = {
        facts: [...prompt.matchAll(/^(\d+): (.*)$/gm)].map((m) => ({ statement: Number(m[1]), fact: m[2] })),
      };
      completion(res, JSON.stringify(answer ?? keepAll));
      return;
    }
    // Memory judgements (api/src/agent/memory-judgements.ts): by default "add" and "forget none".
    const judging = asksFor(parsed, JUDGE_INSTRUCTIONS);
    // Stories read for the profile (api/src/agent/story-reading.ts): by default nothing found.
    const reading = asksFor(parsed, STORY_INSTRUCTIONS);
    if (judging || reading || asksFor(parsed, FORGET_INSTRUCTIONS)) {
      judgeRequests.push(parsed);
      const answer =
        judgeAnswers.shift() ??
        (judging
          ? { action: 'add', memory: null }
          : reading
            ? { interests: [], skills: [], achievements: [], bio: null }
            : { memories: [] });
      if (typeof answer.status === 'number') {
        failure(res, answer.status);
        return;
      }
      completion(res, JSON.stringify(answer));
      return;
    }
    requests.push(parsed);
    // A server that was told its models refuses others, as real ones do.
    if (options.models && typeof parsed.model === 'string' && !models.includes(parsed.model)) {
      failure(res, 404, `The model \`${parsed.model}\` does not exist`);
      return;
    }
    const script = scripts.shift() ?? { kind: 'text', chunks: ['(no script)'] };
    if (script.kind === 'http_error') {
      failure(res, script.status);
      return;
    }
    if (parsed.stream !== true) {
      completion(res, script.kind === 'tool' ? '' : script.chunks.join(''));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    if (script.kind === 'tool') {
      writeToolCalls(res, [{ id: 'call_1', name: script.name, args: JSON.stringify(script.args) }]);
      return;
    }
    // The last write handed to the socket: on Node 26 a response's writes wait for the socket, so a
    // drop ends it only once they are out.
    let written = Promise.resolve();
    for (const [i, text] of script.chunks.entries()) {
      if (res.destroyed) return;
      written = new Promise((resolve) => res.write(chunk({ content: text }), () => resolve()));
      if (script.kind === 'text' && script.delayMs) await sleep(script.delayMs);
      if (script.kind === 'text' && i + 1 === (script.holdAfter ?? 1)) await gate.pass('', gone.signal);
    }
    if (script.kind === 'stall') return; // silent, never ends
    if (script.kind === 'drop') {
      // Close the connection mid-answer with what was written sent first (end, not destroy: a reset
      // could overtake the chunks still on their way).
      await written;
      res.socket?.end();
      return;
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    titleRequests,
    /** Titles the next title requests get (else 'Scripted conversation title'). */
    titleWith: (...t: string[]) => titles.push(...t),
    /** Titles are answered this much later from now on (a slow model). */
    titleAfter: (ms: number) => {
      titleDelayMs = ms;
    },
    /** How many title requests have been answered. */
    titlesAnswered: () => titlesAnswered,
    factRequests,
    /** What the next memory-suggestion requests get: the model's JSON (statement numbers and facts), or an HTTP error. */
    factsWith: (...answers: typeof factAnswers) => factAnswers.push(...answers),
    cancelled: () => cancelled,
    judgeRequests,
    /** What the next judgements (memories, stories) answer: the model's JSON, or an HTTP error. */
    judgeWith: (...answers: Array<Record<string, unknown> | { status: number }>) => judgeAnswers.push(...answers),
    /** Every embeddings request: the model asked for and the texts sent together. */
    embeddingRequests,
    /** How texts become vectors from now on. */
    embedWith: (fn: (text: string) => number[]) => {
      embed = fn;
    },
    /** Something to do while the next embeddings request is answered (a memory deleted meanwhile…). */
    meanwhileEmbedding: (fn: () => Promise<void>) => {
      beforeEmbedding = fn;
    },
    /** Embeddings answer with this HTTP status from now on (null: they work again). */
    embeddingsFailWith: (status: number | null) => {
      embeddingStatus = status;
    },
    enqueue: (...s: Script[]) => scripts.push(...s),
    /** hold(): text answers pause after `holdAfter` chunks; release(): they go on; whenWaiting(): one is paused. */
    gate,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app with a scripted server as its OpenAI-compatible provider (no retries); close() stops both. */
export async function startAppWithScriptedAI(env: Record<string, string> = {}) {
  const ai = await startScriptedOpenAI();
  const t = await startTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'scripted-model',
    AI_MAX_RETRIES: '0',
    ...env,
  });
  return {
    ai,
    t,
    async close() {
      await t.close();
      await ai.close();
    },
  };
}
