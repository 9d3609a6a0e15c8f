/**
 * OpenTelemetry traces (monitoring/traces.ts): with OTEL_EXPORTER_OTLP_ENDPOINT set, one message
 * sent over GraphQL makes one trace on a real OTLP/HTTP receiver: the HTTP request, the GraphQL
 * operation, the database's statements and the model call, with the run's and thread's ids, and
 * none of the message's words. Without an endpoint no SDK starts and nothing records.
 */
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.js';
import { readSse } from './support/sse.js';
import { startServer } from './support/server-process.js';
import { freshDatabase, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const WORDS = 'my favourite colour is periwinkle-4711';
const SEND = `subscription Send($threadId: ID!, $input: String!) {
  sendMessage(threadId: $threadId, input: $input) { __typename ... on RunEventBase { runId threadId } }
}`;
const SERVER = 2;
const CLIENT = 3;

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());

/** Sends `input` over GraphQL (a subscription over SSE, as the web app does); returns the run's id. */
async function send(client: TestClient, threadId: string, input: string): Promise<string> {
  const response = await client.raw('POST', '/graphql', {
    json: { query: SEND, variables: { threadId, input } },
    headers: { accept: 'text/event-stream' },
  });
  let runId = '';
  for await (const m of readSse(response)) {
    if (m.event === 'complete') break;
    if (m.event === 'next') runId ||= JSON.parse(m.data).data.sendMessage.runId ?? '';
  }
  return runId;
}

async function messageSent(t: TestApp) {
  const ada = await signedUp(t);
  // A query on Yoga's own path, beside the subscription on the SSE path.
  expect((await ada.gql('query Me { viewer { id } }')).data.viewer.id).toBeTruthy();
  const threadId = (await ada.post('/api/v1/chat/private-brain/start', {})).body.thread_id as string;
  const runId = await send(ada, threadId, WORDS);
  await t.app.services.chat.runs.settled();
  return { threadId, runId };
}

describe('traces', () => {
  it('are off without an endpoint: no SDK, nothing recorded or sent', async () => {
    const off = await startTestApp();
    try {
      expect(off.config.traces).toBeNull();
      expect(off.app.traces).toBeNull();
      await messageSent(off);
      expect(trace.getTracer('check').startSpan('check').isRecording()).toBe(false);
      expect(receiver.spans).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('follow one message from the HTTP request to the model call, in one trace, without its words', async () => {
    const t = await startTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'duet-test' });
    let ids: { threadId: string; runId: string };
    try {
      ids = await messageSent(t);
      // Everything ended so far goes to the receiver now: no wait on the batch's timer.
      await t.app.traces!.flush();
    } finally {
      await t.close();
    }
    const spans = await receiver.until((all) => all.some((s) => s.attributes['gen_ai.operation.name'] === 'chat'));
    expect(receiver.refused).toEqual([]);

    // The offline brain's steps: a tool call (it remembers), then the answer's words.
    const calls = spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'chat');
    const model = calls.find((s) => Number(s.attributes['gen_ai.usage.output_tokens']) > 0)!;
    expect(model).toMatchObject({
      name: 'chat duet-local',
      kind: CLIENT,
      resource: { 'service.name': 'duet-test' },
      attributes: {
        'gen_ai.provider.name': 'duet.local',
        'gen_ai.request.model': 'duet-local',
        'duet.run_id': ids.runId,
        'duet.thread_id': ids.threadId,
      },
    });
    expect(calls.every((s) => s.traceId === model.traceId && s.attributes['duet.run_id'] === ids.runId)).toBe(true);

    const inTrace = spans.filter((s) => s.traceId === model.traceId);
    const byId = new Map(inTrace.map((s) => [s.spanId, s]));
    const ancestors = (s: ReceivedSpan): ReceivedSpan[] => {
      const parent = s.parentSpanId ? byId.get(s.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const http = inTrace.find((s) => s.kind === SERVER && s.name === 'POST /graphql')!;
    expect(http.attributes).toMatchObject({ 'http.route': '/graphql', 'http.response.status_code': 200 });
    expect(http.attributes['duet.request_id']).toMatch(/^[\w.:-]+$/);
    const graphql = inTrace.find((s) => s.name === 'subscription Send')!;
    expect(graphql.attributes).toMatchObject({
      'graphql.operation.type': 'subscription',
      'graphql.operation.name': 'Send',
    });
    const answer = inTrace.find((s) => s.name === 'answer')!;
    expect(answer.attributes).toMatchObject({ 'duet.run_id': ids.runId, 'duet.thread_id': ids.threadId });
    // The model call runs in the answer, which the operation started, in the request.
    expect(ancestors(model).map((s) => s.spanId)).toEqual(
      expect.arrayContaining([answer.spanId, graphql.spanId, http.spanId]),
    );
    // The query on Yoga's path: its operation's span in its request's trace, with its statements.
    const query = spans.find((s) => s.name === 'query Me')!;
    expect(query.attributes).toMatchObject({ 'graphql.operation.type': 'query', 'graphql.operation.name': 'Me' });
    const queryTrace = spans.filter((s) => s.traceId === query.traceId);
    expect(queryTrace.map((s) => s.name)).toEqual(expect.arrayContaining(['POST /graphql', 'query Me']));
    // The database's work for it: Prisma's spans and the read layer's statements.
    const database = inTrace.filter((s) => s.name.startsWith('prisma:') || 'db.system.name' in s.attributes);
    expect(database.some((s) => s.name.startsWith('prisma:'))).toBe(true);
    expect(
      database.some(
        (s) => s.attributes['db.system.name'] === 'sqlite' || s.attributes['db.system.name'] === 'postgresql',
      ),
    ).toBe(true);

    // No span of the whole run (sign-up included) holds the message, a password or a token.
    const text = JSON.stringify(spans);
    expect(text).not.toContain('periwinkle');
    expect(text).not.toContain('correct horse');
    expect(text).not.toMatch(/duet_session=/);
  });

  it('are sent by the built server too, the last ones as it stops', async () => {
    const server = await startServer({
      DATABASE_URL: await freshDatabase(),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'duet-built',
    });
    expect((await fetch(`${server.url}/readyz`, { headers: { 'x-request-id': 'built-readyz-1' } })).status).toBe(200);
    // SIGTERM closes the app, which sends the spans still in the batch before the process ends.
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const probe = receiver.spans.find((s) => s.attributes['duet.request_id'] === 'built-readyz-1')!;
    expect(probe).toMatchObject({ name: 'GET /readyz', kind: SERVER, resource: { 'service.name': 'duet-built' } });
    // Prisma's spans from the bundle's client, in the probe's trace.
    expect(receiver.spans.some((s) => s.traceId === probe.traceId && s.name.startsWith('prisma:'))).toBe(true);
  });
});
