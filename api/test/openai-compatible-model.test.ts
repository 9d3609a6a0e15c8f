/**
 * Our OpenAI-compatible model (api/src/agent/openai-stream/) against the
 * AI SDK's own (@ai-sdk/openai-compatible), both talking to a real
 * chat-completions server on 127.0.0.1: the same call must send the same
 * request and turn the same response into the same stream parts; errors must
 * be the SDK's APICallError with its message and retry flag.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4CallOptions,
  type LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAICompatibleModel } from '../src/agent/openai-stream/model.js';

interface Received {
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** What the server answers: raw writes (each written separately, with a pause), or an HTTP error. */
type Answer =
  { writes: (string | Buffer)[]; end?: 'end' | 'drop' | 'hang'; redirect?: boolean } | { status: number; body: string };

let server: http.Server;
let baseUrl = '';
let answer: Answer = { writes: [] };
const received: Received[] = [];
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    received.push({ body: JSON.parse(raw) as Record<string, unknown>, headers: req.headers });
    const a = answer;
    if ('status' in a) {
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
      return;
    }
    if ('redirect' in a && a.redirect && !req.url?.includes('moved')) {
      res.writeHead(307, { location: `${req.url}?moved=1` }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    open.add(res);
    res.on('close', () => open.delete(res));
    for (const w of a.writes) {
      // Written out before the next (on Node 26 a response's writes wait for the socket, and an
      // end of the socket would overtake them).
      await new Promise<void>((r) => res.write(w, () => r()));
      await new Promise((r) => setTimeout(r, 2));
    }
    if (a.end === 'drop')
      res.socket?.end(); // closed mid-answer, after what was written (a reset could overtake it)
    else if (a.end !== 'hang') res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const settings = () => ({ baseUrl, apiKey: 'sk-test', model: 'test-model' });
const ours = () => createOpenAICompatibleModel(settings());
const sdks = (): LanguageModelV4 =>
  createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: baseUrl,
    apiKey: 'sk-test',
    includeUsage: true,
  }).chatModel('test-model');

const chunk = (
  delta: Record<string, unknown> | null,
  finish: string | null = null,
  extra: Record<string, unknown> = {},
) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: delta === null ? [] : [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  })}\n\n`;

async function partsOf(model: LanguageModelV4, options: LanguageModelV4CallOptions) {
  const { stream, request } = await model.doStream(options);
  const parts: LanguageModelV4StreamPart[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { parts, request };
}

/** The answer's text, from its text-delta parts. */
const textOf = (parts: LanguageModelV4StreamPart[]) =>
  parts.map((p) => (p.type === 'text-delta' ? p.delta : '')).join('');

/** Parts with errors reduced to their message (the error classes differ in stack and cause). */
const comparable = (parts: LanguageModelV4StreamPart[]) =>
  parts.map((p) =>
    p.type === 'error' ? { type: 'error', message: (p.error as Error).message ?? String(p.error) } : p,
  );

const simple: LanguageModelV4CallOptions = {
  prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
};

/** Serves `a` to the SDK's model and to ours; returns both results. */
async function both(a: Answer, options: LanguageModelV4CallOptions = simple) {
  answer = a;
  received.length = 0;
  const sdk = await partsOf(sdks(), options);
  const mine = await partsOf(ours(), options);
  return { sdk, mine, requests: [...received] };
}

describe('OpenAI-compatible model: the request', () => {
  it('sends the request the SDK sends (messages with tool calls and results, tools, tool choice, stream options)', async () => {
    const options: LanguageModelV4CallOptions = {
      prompt: [
        { role: 'system', content: 'You are a private brain.' },
        { role: 'user', content: [{ type: 'text', text: 'what do I love?' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Let me look.' },
            {
              type: 'tool-call',
              toolCallId: 'call_1',
              toolName: 'search_memories',
              input: { query: 'love' },
            },
            { type: 'tool-call', toolCallId: 'call_2', toolName: 'get_profile', input: {} },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'call_1',
              toolName: 'search_memories',
              output: { type: 'json', value: { count: 1, memories: ['I love climbing'] } },
            },
            {
              type: 'tool-result',
              toolCallId: 'call_2',
              toolName: 'get_profile',
              output: { type: 'error-text', value: 'no profile' },
            },
          ],
        },
        { role: 'assistant', content: [{ type: 'text', text: 'Climbing.' }] },
        { role: 'user', content: [{ type: 'text', text: 'thanks' }] },
      ],
      tools: [
        {
          type: 'function',
          name: 'search_memories',
          description: 'Search what the user told you',
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string' } },
            required: ['query'],
          },
        },
        {
          type: 'function',
          name: 'get_profile',
          description: undefined,
          inputSchema: { type: 'object', properties: {} },
        },
      ],
      toolChoice: { type: 'auto' },
    };
    const { sdk, mine, requests } = await both(
      { writes: [chunk({ content: 'ok' }, 'stop'), 'data: [DONE]\n\n'] },
      options,
    );
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(requests[1]!.body).toMatchObject({
      model: 'test-model',
      stream: true,
      stream_options: { include_usage: true },
      tool_choice: 'auto',
    });
    expect(mine.request?.body).toEqual(requests[1]!.body);
    expect(JSON.parse(JSON.stringify(sdk.request?.body))).toEqual(requests[0]!.body);
    expect(requests[1]!.headers.authorization).toBe('Bearer sk-test');
    expect(requests[1]!.headers['content-type']).toBe('application/json');
  });

  it('leaves calls it does not handle (here: a temperature) to the SDK model', async () => {
    const { requests, mine } = await both(
      { writes: [chunk({ content: 'warm' }, 'stop'), 'data: [DONE]\n\n'] },
      { ...simple, temperature: 0.3 },
    );
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(requests[1]!.body.temperature).toBe(0.3);
    expect(mine.parts.filter((p) => p.type === 'text-delta').map((p) => p.delta)).toEqual(['warm']);
  });
});

describe('OpenAI-compatible model: the stream, part for part as the SDK', () => {
  it('text in pieces, usage and the finish reason', async () => {
    const { sdk, mine } = await both({
      writes: [
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: 'You ' }),
        chunk({ content: 'love ' }),
        chunk({ content: 'climbing!' }),
        chunk({}, 'stop'),
        chunk(null, null, {
          usage: {
            prompt_tokens: 12,
            completion_tokens: 3,
            total_tokens: 15,
            prompt_tokens_details: { cached_tokens: 2 },
          },
        }),
        'data: [DONE]\n\n',
      ],
    });
    expect(mine.parts).toEqual(sdk.parts);
    expect(textOf(mine.parts)).toBe('You love climbing!');
    expect(mine.parts.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 12, noCache: 10, cacheRead: 2 }, outputTokens: { total: 3 } },
    });
  });

  it('two tool calls streamed in pieces (arguments split mid-token), after some reasoning', async () => {
    const { sdk, mine } = await both({
      writes: [
        chunk({ role: 'assistant', reasoning_content: 'The user asks about ' }),
        chunk({ reasoning_content: 'memories.' }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_a',
              type: 'function',
              function: { name: 'search_memories', arguments: '' },
            },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"que' } }] }),
        chunk({
          tool_calls: [
            {
              index: 1,
              id: 'call_b',
              type: 'function',
              function: { name: 'get_profile', arguments: '{}' },
            },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'ry": "climbing"}' } }] }),
        chunk({}, 'tool_calls'),
        'data: [DONE]\n\n',
      ],
    });
    expect(mine.parts).toEqual(sdk.parts);
    expect(mine.parts.filter((p) => p.type === 'tool-call')).toEqual([
      expect.objectContaining({
        toolCallId: 'call_a',
        toolName: 'search_memories',
        input: '{"query": "climbing"}',
      }),
      expect.objectContaining({ toolCallId: 'call_b', toolName: 'get_profile', input: '{}' }),
    ]);
    expect(mine.parts.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'tool-calls' },
    });
  });

  it('SSE framing: CRLF lines, comments and event fields, events and UTF-8 characters split across packets', async () => {
    const one = chunk({ content: 'Grüße 🧗 ' }).replace(/\n/g, '\r\n');
    const bytes = Buffer.from(one);
    const emoji = bytes.indexOf(Buffer.from('🧗'));
    const { sdk, mine } = await both({
      writes: [
        ': keep-alive comment\n\n',
        'event: message\n' + chunk({ content: 'Hello ' }),
        // Split inside the 4-byte emoji (so inside the line), and another event inside its JSON.
        bytes.subarray(0, emoji + 2),
        bytes.subarray(emoji + 2),
        chunk({ content: 'end.' }).slice(0, 20),
        chunk({ content: 'end.' }).slice(20),
        chunk({}, 'stop'),
        'data: [DONE]\n\n',
      ],
    });
    expect(mine.parts).toEqual(sdk.parts);
    expect(textOf(mine.parts)).toBe('Hello Grüße 🧗 end.');
  });

  it('an error object in the stream, a chunk that is not JSON, and a stream that ends without a finish reason', async () => {
    const errored = await both({
      writes: [
        chunk({ content: 'Partial ' }),
        `data: ${JSON.stringify({ error: { message: 'rate limited mid-stream', type: 'server_error' } })}\n\n`,
      ],
    });
    expect(comparable(errored.mine.parts)).toEqual(comparable(errored.sdk.parts));
    expect(comparable(errored.mine.parts)).toContainEqual({
      type: 'error',
      message: expect.stringContaining('rate limited mid-stream'),
    });

    const garbage = await both({
      writes: [chunk({ content: 'Partial ' }), 'data: {not json\n\n', chunk({}, 'stop')],
    });
    expect(garbage.mine.parts.map((p) => p.type)).toEqual(garbage.sdk.parts.map((p) => p.type));
    expect(garbage.mine.parts.find((p) => p.type === 'finish')).toMatchObject({
      finishReason: { unified: 'stop' },
    });

    const unfinished = await both({ writes: [chunk({ content: 'Partial ' })] });
    expect(comparable(unfinished.mine.parts)).toEqual(comparable(unfinished.sdk.parts));
    expect(comparable(unfinished.mine.parts)).toContainEqual({
      type: 'error',
      message: 'Response stream ended without a finish reason.',
    });
  });
});

describe('OpenAI-compatible model: a redirect', () => {
  it('is followed (through the SDK model) and the answer streams', async () => {
    answer = {
      writes: [chunk({ content: 'Moved ' }), chunk({ content: 'here.' }, 'stop')],
      redirect: true,
    };
    received.length = 0;
    const { parts } = await partsOf(ours(), simple);
    expect(textOf(parts)).toBe('Moved here.');
    // Ours got the 307; the SDK's fetch asked again and followed it: the same request each time.
    expect(received).toHaveLength(3);
    for (const r of received) expect(r.body).toEqual(received[0]!.body);
  });
});

describe('OpenAI-compatible model: failures', () => {
  async function callError(model: LanguageModelV4) {
    try {
      await model.doStream(simple);
    } catch (error) {
      return error;
    }
    throw new Error('doStream did not throw');
  }

  it('HTTP errors are APICallErrors with the provider message; 429 and 5xx are retryable, 400 is not', async () => {
    for (const [status, retryable] of [
      [429, true],
      [503, true],
      [400, false],
    ] as const) {
      answer = {
        status,
        body: JSON.stringify({ error: { message: `scripted ${status}`, type: 'x' } }),
      };
      const [sdkError, myError] = [await callError(sdks()), await callError(ours())];
      expect(APICallError.isInstance(myError)).toBe(true);
      const e = myError as APICallError;
      expect(e.message).toBe((sdkError as APICallError).message);
      expect(e.message).toBe(`scripted ${status}`);
      expect(e.statusCode).toBe(status);
      expect(e.isRetryable).toBe(retryable);
    }
  });

  it('an unreachable server is a retryable APICallError', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await callError(
      createOpenAICompatibleModel({ ...settings(), baseUrl: `http://127.0.0.1:${port}/v1` }),
    );
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).isRetryable).toBe(true);
    expect((error as APICallError).message).toMatch(/Cannot connect to API: .*ECONNREFUSED/);
  });

  it('a connection dropped mid-answer errors the stream after the text that came', async () => {
    answer = { writes: [chunk({ content: 'Half an ' })], end: 'drop' };
    const { stream } = await ours().doStream(simple);
    const reader = stream.getReader();
    const deltas: string[] = [];
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          if (value.type === 'text-delta') deltas.push(value.delta);
        }
      })(),
    ).rejects.toThrow();
    expect(deltas).toEqual(['Half an ']);
  });

  it('aborting the call closes the connection to the provider', async () => {
    answer = { writes: [chunk({ content: 'Forever ' })], end: 'hang' };
    const controller = new AbortController();
    const { stream } = await ours().doStream({ ...simple, abortSignal: controller.signal });
    const reader = stream.getReader();
    expect((await reader.read()).value).toMatchObject({ type: 'stream-start' });
    await expect.poll(() => open.size).toBe(1);
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect.poll(() => open.size).toBe(0);
  });
});
