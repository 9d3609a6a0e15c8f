// A scripted OpenAI-compatible chat-completions server for the streaming
// bench, in the bench process (so the chunk timestamps and the client's
// receive times come from one clock). The last user message picks the script:
//   "bench-stall <tag>"                      → the role chunk, then silence until release()
//   "bench-stream <tag> <chunks> <everyMs>" → <chunks> text chunks, one every <everyMs> ms,
//                                             each "[<tag>:<i>:<epoch ms>]", then stop
//   "bench-stream-wait <tag> <chunks> <everyMs> [offsetMs]" → the same, once go() is called (so many
//                                             runs can be started first and then stream together),
//                                             the first chunk offsetMs after go()
//   "bench-first <tag>"                     → one text chunk "[<tag>]" (with the role), written as soon as the
//                                             request is read, then stop; received.get(tag) says when the
//                                             request arrived, when that chunk was written, which model was asked and
//                                             how long the request was (requestChars)
// GET …/models lists `models` (startProvider's option), as a connection's test and the AI models page read it.
import http from 'node:http';
import { now } from './lib.mjs';

const chunk = (delta, finish = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'bench',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function lastUserText(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.role !== 'user') continue;
    if (typeof m.content === 'string') return m.content;
    if (Array.isArray(m.content)) return m.content.map((p) => p.text ?? '').join('');
  }
  return '';
}

/** The API's settings to answer through this provider, with its long stall timeout and no compaction. */
export function providerEnv(provider) {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'bench',
    AI_MAX_RETRIES: '0',
    AI_STALL_MS: '600000',
    // Short threads never reach compaction; keep it out of the figures regardless.
    AI_CONTEXT_TOKENS: '1000000',
  };
}

export async function startProvider({ models = ['bench'] } = {}) {
  const stalled = new Set();
  let go;
  /** Resolves with the time go() was called. */
  const gate = new Promise((resolve) => (go = resolve));
  let waiting = 0;
  const sockets = new Set();
  const stats = { requests: 0, streams: 0, stalls: 0, chunksWritten: 0, nonStreaming: 0 };
  /** Send times of every chunk, by tag: tag → array of epoch ms (index = chunk number). */
  const sent = new Map();
  /** bench-first requests, by tag: { arrivedAt, firstChunkAt, model } (epoch ms, this process's clock). */
  const received = new Map();
  const server = http.createServer(async (req, res) => {
    const arrivedAt = now();
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      stats.requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'bench' })) }),
      );
      return;
    }
    let raw = '';
    for await (const c of req) raw += c;
    const body = JSON.parse(raw || '{}');
    stats.requests += 1;
    const text = lastUserText(body);
    if (!body.stream) {
      // e.g. a compaction summary: answer at once.
      stats.nonStreaming += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'cmpl-bench',
          object: 'chat.completion',
          created: 1,
          model: 'bench',
          choices: [{ index: 0, message: { role: 'assistant', content: 'summary' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const first = /bench-first (\S+)/.exec(text);
    if (first) {
      const firstChunkAt = now();
      res.write(chunk({ role: 'assistant', content: `[${first[1]}]` }));
      received.set(first[1], { arrivedAt, firstChunkAt, model: body.model, requestChars: raw.length });
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    res.write(chunk({ role: 'assistant', content: '' }));
    const stall = /bench-stall (\S+)/.exec(text);
    if (stall) {
      stats.stalls += 1;
      const entry = { res, tag: stall[1] };
      stalled.add(entry);
      res.on('close', () => stalled.delete(entry));
      return;
    }
    const stream = /bench-stream(-wait)? (\S+) (\d+) (\d+)(?: ([\d.]+))?/.exec(text);
    if (stream) {
      stats.streams += 1;
      const [, wait, tag, n, every, offset] = stream;
      let start = performance.now();
      if (wait) {
        waiting += 1;
        start = (await gate) + Number(offset ?? 0);
      }
      const times = [];
      sent.set(tag, times);
      const count = Number(n);
      const interval = Number(every);
      for (let i = 0; i < count; i++) {
        // Absolute schedule (no drift): chunk i is due at start + i * interval.
        const wait = start + i * interval - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (res.destroyed) return;
        const at = now();
        times.push(at);
        res.write(chunk({ content: `[${tag}:${i}:${at.toFixed(3)}]` }));
        stats.chunksWritten += 1;
      }
    } else {
      res.write(chunk({ content: 'ok' }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stats,
    sent,
    received,
    stalledCount: () => stalled.size,
    /** How many bench-stream-wait answers wait for go(). */
    waitingCount: () => waiting,
    /** Starts every bench-stream-wait answer (now and later). */
    go: () => go(performance.now()),
    /** Ends every stalled answer with one chunk and a normal stop. */
    releaseStalled() {
      for (const { res, tag } of stalled) {
        res.write(chunk({ content: `released ${tag}` }));
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      }
      stalled.clear();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
