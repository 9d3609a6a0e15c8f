/**
 * Input built to break Duet: deeply nested JSON, odd content types, oversized bodies, broken
 * cursors, file names no header can carry. Each gets a clear 4xx with a message, never a 500,
 * and leaves the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** JSON text of objects nested `depth` deep (written out: JSON.stringify itself would overflow). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const json = (text: string) => ({ body: text, headers: { 'content-type': 'application/json' } });
const profileRow = () => t.db.profile.findFirstOrThrow({ where: { user: { username: 'ada' } } });

describe('JSON nested 5,000 deep', () => {
  it.each(['metadata', 'twin_metadata', 'projects'])(
    'in the profile’s %s (REST): 400, profile unchanged',
    async (field) => {
      const before = await profileRow();
      const value = field === 'projects' ? `[{"title":"x","extra":${nested(5000)}}]` : nested(5000);
      const res = await ada.request('PUT', '/api/v1/profile', json(`{"${field}":${value}}`));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The input is nested too deeply (limit 32 levels)');
      expect(await profileRow()).toEqual(before);
    },
  );

  it('in a new thread’s metadata (REST): 400, no thread', async () => {
    const before = await t.db.thread.count();
    const res = await ada.request(
      'POST',
      '/api/v1/chat/threads',
      json(`{"agent_type":"private_brain","metadata":${nested(5000)}}`),
    );
    expect(res.status).toBe(400);
    expect(await t.db.thread.count()).toBe(before);
  });

  it('in GraphQL variables and inline: BAD_USER_INPUT, profile unchanged', async () => {
    const before = await profileRow();
    const query = JSON.stringify('mutation ($m: JSON) { updateProfile(input: { metadata: $m }) { __typename } }');
    const viaVariables = await ada.request(
      'POST',
      '/graphql',
      json(`{"query":${query},"variables":{"m":${nested(5000)}}}`),
    );
    expect(viaVariables.status).toBeLessThan(500);
    expect(viaVariables.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const inline = await ada.gql(
      `mutation { updateProfile(input: { metadata: ${'{a: '.repeat(40)}1${'}'.repeat(40)} }) { __typename } }`,
    );
    expect(JSON.stringify(inline)).toMatch(/nested too deeply/);
    expect(await profileRow()).toEqual(before);
  });

  it('a modest nesting still works', async () => {
    const res = await ada.request('PUT', '/api/v1/profile', json(`{"metadata":${nested(10)}}`));
    expect(res.status).toBe(200);
  });
});

describe('the NUL character (PostgreSQL cannot store it)', () => {
  const NUL = 'Text may not contain the NUL character (\\u0000).';

  it.each(['/api/v1/chat/threads/%00/history', '/api/v1/profile/public/ad%00a', '/api/v1/chat/threads?q=%00'])(
    'in an address (%s): 400 with a message',
    async (path) => {
      const res = await ada.get(path);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(NUL);
    },
  );

  it('in a REST body: 400, profile unchanged', async () => {
    const before = await profileRow();
    const res = await ada.request('PUT', '/api/v1/profile', json('{"bio":"hello\\u0000world"}'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NUL);
    expect(await profileRow()).toEqual(before);
  });

  it('in GraphQL input: BAD_USER_INPUT, nothing stored', async () => {
    const before = await profileRow();
    const res = await ada.gql(
      'mutation ($bio: String) { updateProfile(input: { bio: $bio }) { __typename ... on ValidationError { message } } }',
      { bio: 'a\u0000b' },
    );
    expect(JSON.stringify(res)).toContain('NUL character');
    expect(await profileRow()).toEqual(before);
    const threads = await t.db.thread.count();
    const created = await ada.request(
      'POST',
      '/api/v1/chat/threads',
      json('{"agent_type":"private_brain","name":"a\\u0000b"}'),
    );
    expect(created.status).toBe(400);
    expect(await t.db.thread.count()).toBe(threads);
  });
});

describe('unpaired UTF-16 surrogates (legal JSON: "\\ud800"): stored as U+FFFD, never a 500', () => {
  // JSON text with the escapes themselves (JSON.stringify writes them for an unpaired surrogate).
  const BAD = 'a\\ud800b\\udfff';
  const GOOD = 'a\ufffdb\ufffd';
  const newThread = async () => (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;

  it('in a REST body: profile fields, a thread’s name and its metadata (as an object and as JSON text)', async () => {
    const profile = await ada.request(
      'PUT',
      '/api/v1/profile',
      json(`{"bio":"${BAD}","skills":["${BAD}"],"metadata":{"${BAD}":"${BAD}"}}`),
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ bio: GOOD, skills: [GOOD], metadata: { [GOOD]: GOOD } });
    const thread = await ada.request(
      'POST',
      '/api/v1/chat/threads',
      json(`{"agent_type":"private_brain","name":"${BAD}","metadata":${JSON.stringify(`{"k":"${BAD}"}`)}}`),
    );
    expect(thread.status).toBe(201);
    expect(thread.body).toMatchObject({ name: GOOD, metadata: { k: GOOD } });
    const renamed = await ada.request('PATCH', `/api/v1/chat/threads/${thread.body.id}`, json(`{"name":"${BAD}"}`));
    expect(renamed.status).toBe(200);
  });

  it('in a new account, and in a file name sent as UTF-16', async () => {
    const registered = await t
      .client()
      .request(
        'POST',
        '/api/v1/auth/register',
        json(
          `{"email":"sur@example.com","password":"long enough pass","username":"sur-rogate","display_name":"${BAD}"}`,
        ),
      );
    expect(registered.status).toBe(201);
    expect(registered.body.user.display_name).toBe(GOOD);
    const part = `--b\r\nContent-Disposition: form-data; name="files"; filename*=utf-16le''%00%D8.txt\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n`;
    const up = await ada.request('POST', '/api/v1/upload/files', {
      body: part,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(up.status).toBe(201);
    expect(up.body.files[0].name).toMatch(/^\ufffd/);
  });

  it('in GraphQL variables (POST and GET), and in a subscription’s', async () => {
    const query = JSON.stringify(
      'mutation ($t: String!) { createStory(title: $t, content: $t) { __typename ... on Story { title content } } }',
    );
    const posted = await ada.request('POST', '/graphql', json(`{"query":${query},"variables":{"t":"${BAD}"}}`));
    expect(posted.body).toEqual({
      data: { createStory: { __typename: 'Story', title: GOOD, content: GOOD } },
      extensions: { cost: expect.any(Object) },
    });
    const get = await ada.request(
      'GET',
      `/graphql?query=${encodeURIComponent('query ($u: String!) { publicProfile(username: $u) { username } }')}&variables=${encodeURIComponent(`{"u":"${BAD}"}`)}`,
    );
    expect(get.body).toEqual({ data: { publicProfile: null }, extensions: { cost: expect.any(Object) } });
    const thread = await newThread();
    const send = JSON.stringify(
      'subscription ($id: ID!, $i: String!) { sendMessage(threadId: $id, input: $i) { __typename } }',
    );
    const stream = await ada.raw('POST', '/graphql', {
      body: `{"query":${send},"variables":{"id":"${thread}","i":"${BAD}"}}`,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    });
    const events = await collectSse(stream, (m) => m.event === 'complete');
    expect(JSON.stringify(events)).not.toMatch(/INTERNAL_SERVER_ERROR|"errors"/);
    expect((await t.db.step.findFirstOrThrow({ where: { threadId: thread, stepType: 'USER_MESSAGE' } })).input).toBe(
      GOOD,
    );
  });

  it('in JSON read from a query string (the stream’s elements) and in an imported file', async () => {
    const thread = await newThread();
    const elements = encodeURIComponent(`[{"type":"text","name":"${BAD}","content":"${BAD}"}]`);
    const sent = await ada.raw('GET', `/api/v1/chat/stream?thread_id=${thread}&input=hi&elements=${elements}`);
    expect(sent.status).toBeLessThan(500);
    await sent.text();
    const file = new FormData();
    const claude = `[{"uuid":"sur-1","name":"${BAD}","created_at":"2024-03-05T09:00:00Z","chat_messages":[{"uuid":"m1","sender":"human","text":"${BAD}","created_at":"2024-03-05T09:00:00Z"}]}]`;
    file.append('file', new Blob([claude], { type: 'application/json' }), 'conversations.json');
    const imported = await ada.request('POST', '/api/v1/import', { body: file });
    expect(imported.status).toBe(201);
    expect(imported.body.conversations).toEqual([{ id: expect.any(String), title: GOOD }]);
  });
});

describe('/graphql request bodies', () => {
  it('an unknown content type is a 415 with a GraphQL error, not a stack trace', async () => {
    const res = await ada.request('POST', '/graphql', {
      body: 'abc',
      headers: { 'content-type': 'application/x-foo' },
    });
    expect(res.status).toBe(415);
    expect(res.body.errors[0]).toEqual({
      message: 'Content-Type must be application/json',
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('a body over 1 MB is a 413, declared or chunked', async () => {
    const big = JSON.stringify({ query: '{ __typename }', padding: 'a'.repeat(1_100_000) });
    const declared = await ada.request('POST', '/graphql', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(declared.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const response = await ada.raw('POST', '/graphql', {
      body: chunked,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    // Under the limit, the same way, it works.
    const small = await ada.request('POST', '/graphql', {
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(small.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: expect.any(Object) } });
  });
});

describe('cursors', () => {
  it.each(['%%%', 'bm90IGEgY3Vyc29y', ''])('a malformed cursor (%j) is bad user input', async (cursor) => {
    const res = await ada.gql('query ($c: String) { viewer { threads(first: 5, after: $c) { edges { cursor } } } }', {
      c: cursor,
    });
    if (cursor === '') {
      expect(res.errors).toBeUndefined();
      return;
    }
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Invalid cursor');
  });
});

describe('file names', () => {
  it('a name sent as raw UTF-8 bytes (browsers, curl) is read as UTF-8', async () => {
    const boundary = 'b0undary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="日本語.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(head, 'utf8'),
      Buffer.from('hello'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ada.request('POST', '/api/v1/upload/files', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.status).toBe(201);
    expect(up.body.files[0].name).toBe('日本語.txt');
  });

  const upload = async (client: TestClient, name: string, bytes = 'hello') => {
    const body = new FormData();
    body.append('files', new Blob([bytes], { type: 'text/plain' }), name);
    return client.request('POST', '/api/v1/upload/files', { body });
  };

  it.each(['日本語.txt', 'party 🎉.txt', 'invoice\u202Etxt.exe', 'tab\there.txt', 'quote".txt'])(
    '%j uploads and downloads with an RFC 6266 name',
    async (name) => {
      const up = await upload(ada, name);
      expect(up.status).toBe(201);
      const stored: string = up.body.files[0].name;
      expect([...stored].filter((c) => c < ' ' || c === '\u202e' || c === '"')).toEqual([]);
      const down = await ada.raw('GET', up.body.files[0].url);
      expect(down.status).toBe(200);
      expect(await down.text()).toBe('hello');
      const disposition = down.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^inline; filename=("[\x20-\x7e]*"|[\x21-\x7e]+)(;|$)/);
      if (/[^\x20-\x7e]/.test(stored)) {
        expect(disposition).toContain(
          `filename*=UTF-8''${encodeURIComponent(stored).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        );
      }
    },
  );

  it('a name with another control character (which no valid part header carries) is a 400 that says so, nothing stored', async () => {
    const before = await t.db.upload.count();
    const up = await upload(ada, 'bell\u0007.txt');
    expect(up.status).toBe(400);
    expect(up.body.error.message).toBe(
      'A file name has characters that cannot be uploaded (control characters). Rename the file and try again.',
    );
    expect(await t.db.upload.count()).toBe(before);
  });
});
