/**
 * The OpenAI-compatible provider against a real chat-completions server on
 * 127.0.0.1 (node:http) that streams SSE chunks: a tool call in pieces, then,
 * once the tool result comes back in the request, the answer, through Duet's agent loop and
 * stream reader (api/src/agent/loop/, api/src/agent/openai-stream/).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentRuntimeWith } from '../src/agent/runtime.js';
import { remember } from '../src/memories/memories.js';
import { agentDeps, Conversation, makeUser, ofType } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

type Reply = (req: ChatRequest, res: http.ServerResponse) => void;

function chunk(delta: object, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

function sse(res: http.ServerResponse, events: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) res.write(e);
  res.end('data: [DONE]\n\n');
}

const toolCallThenAnswer: Reply = (req, res) => {
  const toolMessage = req.messages.find((m) => m.role === 'tool');
  if (!toolMessage) {
    sse(res, [
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [
          { index: 0, id: 'call_abc', type: 'function', function: { name: 'search_memories', arguments: '' } },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"que' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: 'ry": "climb' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: 'ing"}' } }] }),
      chunk({}, 'tool_calls'),
    ]);
    return;
  }
  sse(res, [
    chunk({ role: 'assistant', content: 'You ' }),
    chunk({ content: 'love ' }),
    chunk({ content: 'climbing!' }),
    chunk({}, 'stop'),
  ]);
};

let server: http.Server;
let reply: Reply = toolCallThenAnswer;
const received: ChatRequest[] = [];
let t: TestApp;

describe('openai-compatible provider', () => {
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        const parsed = JSON.parse(body) as ChatRequest;
        received.push(parsed);
        reply(parsed, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await startTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      AI_CONTEXT_TOKENS: '256',
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('streams a tool call, runs the tool on the real database, sends the result back and streams the answer', async () => {
    reply = toolCallThenAnswer;
    received.length = 0;
    const user = await makeUser(t);
    await remember(t.db, { userId: user.id, content: 'I love climbing', source: 'chat' });
    const runtime = createAgentRuntimeWith(agentDeps(t), { maxRetries: 0 });
    expect(runtime.modelName).toBe('test-model');
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    const turn = await chat.send('what do I love?');

    expect(turn.events.filter((e) => e.type !== 'usage').map((e) => e.type)).toEqual([
      'token_info',
      'tool_called',
      'tool_output',
      'text_delta',
      'text_delta',
      'text_delta',
    ]);
    // Each of the two model steps (the tool call, the answer) tells its tokens.
    expect(ofType(turn.events, 'usage')).toHaveLength(2);
    const [called] = ofType(turn.events, 'tool_called');
    expect(called).toEqual({
      type: 'tool_called',
      id: 'call_abc',
      name: 'search_memories',
      displayName: 'Searching memories',
      args: { query: 'climbing' },
    });
    const [output] = ofType(turn.events, 'tool_output');
    expect(output).toMatchObject({ id: 'call_abc', name: 'search_memories', isError: false });
    expect(output!.output).toMatchObject({ count: 1, memories: [{ content: 'I love climbing' }] });
    expect(turn.text).toBe('You love climbing!');

    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first).toMatchObject({ model: 'test-model', stream: true });
    expect(first!.tools!.map((tl) => tl.function.name).sort()).toEqual([
      'calculate',
      'forget',
      'get_profile',
      'list_memories',
      'remember',
      'search_conversations',
      'search_memories',
    ]);
    expect(first!.messages[0]).toMatchObject({ role: 'system' });
    expect(first!.messages.at(-1)).toEqual({ role: 'user', content: 'what do I love?' });
    const toolMessage = second!.messages.find((m) => m.role === 'tool');
    expect(toolMessage).toMatchObject({ tool_call_id: 'call_abc' });
    expect(String(toolMessage!.content)).toContain('I love climbing');
    const assistant = second!.messages.find((m) => m.role === 'assistant');
    expect(assistant!.tool_calls).toEqual([
      expect.objectContaining({ id: 'call_abc', function: expect.objectContaining({ name: 'search_memories' }) }),
    ]);
  });

  it('throws a provider error from run()', async () => {
    reply = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model exploded', type: 'server_error' } }));
    };
    const user = await makeUser(t);
    const runtime = createAgentRuntimeWith(agentDeps(t), { maxRetries: 0 });
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    await expect(chat.send('hello there')).rejects.toThrow(/model exploded/);
  });

  it('retries an overloaded provider (503) and streams the answer; a bad request (400) is not retried', async () => {
    let calls = 0;
    reply = (_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      sse(res, [chunk({ role: 'assistant', content: 'Back ' }), chunk({ content: 'again.' }), chunk({}, 'stop')]);
    };
    const user = await makeUser(t);
    const runtime = createAgentRuntimeWith(agentDeps(t), { maxRetries: 1 });
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    const sent = await chat.send('hello there');
    expect(calls).toBe(2);
    expect(sent.text).toBe('Back again.');

    calls = 0;
    reply = (_req, res) => {
      calls += 1;
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'bad request body', type: 'invalid_request_error' } }));
    };
    await expect(chat.send('hello again')).rejects.toThrow(/bad request body/);
    expect(calls).toBe(1);
    reply = toolCallThenAnswer;
  });

  it('summarises older history with the model when over budget', async () => {
    received.length = 0;
    reply = (req, res) => {
      if (!req.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-2',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: 'test-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: 'The user told long stories about trips.' },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 8, total_tokens: 18 },
          }),
        );
        return;
      }
      sse(res, [chunk({ role: 'assistant', content: 'Noted.' }), chunk({}, 'stop')]);
    };
    const user = await makeUser(t);
    const runtime = createAgentRuntimeWith(agentDeps(t), { maxRetries: 0 });
    const chat = await Conversation.start(t, runtime, user.id, 'private_brain');
    for (let i = 1; i <= 4; i++) {
      chat.history.push({ role: 'user', content: `Trip ${i}: ${'we walked for miles. '.repeat(10)}`, seq: 2 * i - 1 });
      chat.history.push({ role: 'assistant', content: `Lovely ${i}. ${'Tell me more. '.repeat(10)}`, seq: 2 * i });
    }
    const turn = await chat.send('and then?');
    expect(turn.events.slice(0, 2).map((e) => e.type)).toEqual(['compacting_started', 'compacting_completed']);
    expect(ofType(turn.events, 'compacting_completed')[0]).toMatchObject({
      summary: 'The user told long stories about trips.',
      uptoSeq: 6,
    });
    expect(turn.text).toBe('Noted.');
    const [summaryRequest, answerRequest] = received;
    expect(summaryRequest!.stream).toBeFalsy();
    expect(JSON.stringify(summaryRequest!.messages)).toContain('Trip 1: we walked');
    expect(answerRequest!.messages[0]!.content).toContain('The user told long stories about trips.');
    expect(JSON.stringify(answerRequest!.messages)).not.toContain('Trip 1: we walked');
  });
});
