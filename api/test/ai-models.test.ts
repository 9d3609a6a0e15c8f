/**
 * Connecting models from the app (ai-models/): the first account is an admin; it adds a real
 * OpenAI-compatible server on 127.0.0.1, tests it (a wrong key said in plain words), lets people use
 * two of its models and sets the defaults; a person picks one per conversation, the choice is kept,
 * the answer names its model and the server saw the request for it. Keys are sealed, never sent back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedModelEnv } from '../../eval/connected-model.js';
import { searchMemories } from '../src/memories/memories.js';
import { i18nFor } from '../src/words/i18n.js';
import { freePort } from './support/server-process.js';
import { readSse } from './support/sse.js';
import { startScriptedOpenAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let ai: Awaited<ReturnType<typeof startScriptedOpenAI>>;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;
const KEY = 'sk-right-0123456789';
const MODELS = ['chat-a', 'chat-b', 'nomic-embed-text'];

beforeAll(async () => {
  ai = await startScriptedOpenAI({ apiKey: KEY, models: MODELS });
  t = await startTestApp();
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const CONNECTION = `id name kind baseUrl hasApiKey fromEnvironment
  lastTest { ok models checks { check ok message } }
  models { id name allowed supportsTools }`;

async function addConnection(apiKey: string) {
  const res = await admin.gql(
    `mutation($k: String) { addAiConnection(name: "Scripted", kind: openai_compatible, baseUrl: "${ai.baseUrl}", apiKey: $k) {
      __typename ... on AiConnection { ${CONNECTION} } ... on Error { message } } }`,
    { k: apiKey },
  );
  expect(res.errors).toBeUndefined();
  return res.data.addAiConnection;
}

const modelId = (connection: { models: Array<{ id: string; name: string }> }, name: string) =>
  connection.models.find((m) => m.name === name)!.id;

/** Sends over REST's stream (with a model, if given) and returns the answer's step. */
async function answer(client: TestClient, threadId: string, input: string, model?: string) {
  const query = `thread_id=${threadId}&input=${encodeURIComponent(input)}${model ? `&model=${model}` : ''}`;
  const res = await client.raw('GET', `/api/v1/chat/stream?${query}`);
  expect(res.status).toBe(200);
  for await (const _ of readSse(res)) {
    // the whole answer
  }
  const steps = (await client.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as any[];
  return steps.at(-1);
}

const newThread = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;

let connection: any;

describe('the AI models page', () => {
  it('makes the first account an admin, and only it', async () => {
    expect((await admin.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(true);
    expect((await bob.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(false);
  });

  it('adds a connection and tests it at once: a wrong key is said in plain words', async () => {
    const added = await addConnection('sk-wrong');
    expect(added).toMatchObject({ __typename: 'AiConnection', hasApiKey: true, fromEnvironment: false, models: [] });
    expect(added.lastTest.ok).toBe(false);
    expect(added.lastTest.checks[0]).toEqual({
      check: 'models',
      ok: false,
      message: 'The server refused the key (401).',
    });
    connection = added;
  });

  it('with the right key: the models listed, a completion, an embedding; the key sealed and never sent back', async () => {
    const fixed = await admin.gql(
      `mutation($id: ID!, $k: String) { updateAiConnection(id: $id, apiKey: $k) { ... on AiConnection { id } } }`,
      { id: connection.id, k: KEY },
    );
    expect(fixed.data.updateAiConnection.id).toBe(connection.id);
    const tested = await admin.gql(
      `mutation($id: ID!) { testAiConnection(id: $id) { ... on AiConnection { ${CONNECTION} } } }`,
      { id: connection.id },
    );
    connection = tested.data.testAiConnection;
    expect(connection.lastTest.ok).toBe(true);
    expect(connection.lastTest.models).toEqual(MODELS);
    expect(connection.lastTest.checks.map((c: any) => [c.check, c.ok])).toEqual([
      ['models', true],
      ['completion', true],
      ['embedding', true],
    ]);
    expect(connection.models.map((m: any) => [m.name, m.allowed])).toEqual(MODELS.map((m) => [m, false]));
    // The server really was asked for a completion and an embedding, with the key.
    expect(ai.requests.some((r) => r.model === 'chat-a' && r.stream !== true)).toBe(true);
    expect(ai.embeddingRequests.at(-1)).toMatchObject({ model: 'nomic-embed-text' });

    const row = await t.db.aiConnection.findUniqueOrThrow({ where: { id: connection.id } });
    expect(row.apiKeyCipher).toBeTruthy();
    expect(row.apiKeyCipher).not.toContain(KEY);
    const page = await admin.gql(`{ aiSettings { connections { ${CONNECTION} } } }`);
    expect(JSON.stringify(page)).not.toContain(KEY);
    const rest = await admin.get('/api/v1/admin/ai');
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain(KEY);
    expect(rest.body.connections[0]).toMatchObject({ id: connection.id, has_api_key: true, base_url: ai.baseUrl });
  });

  it('says in plain words when nothing answers at the address, and when the server has no such model', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/v1`; // nothing listens there
    const dead = await admin.gql(
      `mutation($url: String!) { addAiConnection(name: "Nowhere", kind: openai_compatible, baseUrl: $url) {
        ... on AiConnection { id lastTest { ok checks { check ok message } } } } }`,
      { url: closed },
    );
    const nowhere = dead.data.addAiConnection;
    expect(nowhere.lastTest.ok).toBe(false);
    expect(nowhere.lastTest.checks[0]).toEqual({
      check: 'models',
      ok: false,
      message: `Couldn't reach ${closed}: nothing answered there.`,
    });
    await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id: nowhere.id });

    const asked = await admin.gql(
      `mutation($id: ID!) { testAiConnection(id: $id, chatModel: "gpt-9") { ... on AiConnection { lastTest { checks { check ok message } } } } }`,
      { id: connection.id },
    );
    expect(asked.data.testAiConnection.lastTest.checks[1]).toEqual({
      check: 'completion',
      ok: false,
      message: 'No model named “gpt-9” on this server.',
    });
  });

  it('offers people the models an admin allows, the offline brain too', async () => {
    for (const name of ['chat-a', 'chat-b']) {
      const res = await admin.gql(
        `mutation($id: ID!) { updateAiModel(id: $id, allowed: true) { ... on AiModel { name allowed } } }`,
        { id: modelId(connection, name) },
      );
      expect(res.data.updateAiModel).toEqual({ name, allowed: true });
    }
    const offered = (await bob.gql('{ aiModels { id name offline } }')).data.aiModels;
    expect(offered.map((m: any) => m.name).sort()).toEqual(['chat-a', 'chat-b', 'duet-local']);
    const rest = await bob.get('/api/v1/models');
    expect(rest.body.models.map((m: any) => m.name).sort()).toEqual(['chat-a', 'chat-b', 'duet-local']);
  });
});

describe('a model per conversation', () => {
  it('keeps the choice, names the model in the answer, and the server is asked for that model', async () => {
    const thread = await newThread(bob);
    const chatB = modelId(connection, 'chat-b');
    const chosen = await bob.gql(
      `mutation($t: ID!, $m: ID!) { chooseThreadModel(threadId: $t, model: $m) { ... on Thread { model { name } } } }`,
      { t: thread, m: chatB },
    );
    expect(chosen.data.chooseThreadModel.model.name).toBe('chat-b');
    ai.enqueue({ kind: 'text', chunks: ['Hello ', 'from B.'] });
    const step = await answer(bob, thread, 'Tell me something');
    expect(step.output).toBe('Hello from B.');
    expect(step.metadata).toMatchObject({ agent_model: 'chat-b', model_key: chatB });
    expect(ai.requests.at(-1)).toMatchObject({ model: 'chat-b', stream: true });
    // The conversation's own model names it, not the instance's model for judgements (the offline one here).
    await t.app.services.chat.runs.settled();
    expect(ai.titleRequests.at(-1)).toMatchObject({ model: 'chat-b' });
    const titled = await bob.gql(`query($id: ID!) { thread(id: $id) { name } }`, { id: thread });
    expect(titled.data.thread.name).toBe('Scripted conversation title');
    // After a reload the conversation still has it, over both APIs, and so does the answer.
    const again = await bob.gql(`query($id: ID!) { thread(id: $id) { model { name } } }`, { id: thread });
    expect(again.data.thread.model.name).toBe('chat-b');
    const listed = (await bob.get('/api/v1/chat/threads')).body.threads.find((x: any) => x.id === thread);
    expect(listed.model_id).toBe(chatB);
    // The last choice is the person's default: a new conversation starts with it.
    const next = await newThread(bob);
    ai.enqueue({ kind: 'text', chunks: ['Still B.'] });
    expect((await answer(bob, next, 'And now?')).metadata.agent_model).toBe('chat-b');
  });

  it('takes a model with the message, over REST, and keeps it', async () => {
    const thread = await newThread(bob);
    ai.enqueue({ kind: 'text', chunks: ['A here.'] });
    const step = await answer(bob, thread, 'Hi', modelId(connection, 'chat-a'));
    expect(step.metadata.agent_model).toBe('chat-a');
    expect(ai.requests.at(-1)!.model).toBe('chat-a');
    const patched = await bob.request('PATCH', `/api/v1/chat/threads/${thread}`, {
      json: { model: modelId(connection, 'chat-b') },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.model_id).toBe(modelId(connection, 'chat-b'));
  });

  it('refuses a model people may not use with a clear 400, and changes nothing', async () => {
    const thread = await newThread(bob);
    const embed = modelId(connection, 'nomic-embed-text');
    const res = await bob.gql(
      `mutation($t: ID!, $m: ID!) { chooseThreadModel(threadId: $t, model: $m) { __typename ... on Error { message } } }`,
      { t: thread, m: embed },
    );
    expect(res.data.chooseThreadModel).toEqual({
      __typename: 'ValidationError',
      message: 'That model is not available: choose another one.',
    });
    const rest = await bob.request('PATCH', `/api/v1/chat/threads/${thread}`, {
      json: { model: 'no-such-model', name: 'Renamed' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('That model is not available: choose another one.');
    const row = await t.db.thread.findUniqueOrThrow({ where: { id: thread } });
    expect(row).toMatchObject({ chatModel: null, name: null });
    // Someone else's conversation does not exist for bob.
    const adminThread = await newThread(admin);
    const foreign = await bob.request('PATCH', `/api/v1/chat/threads/${adminThread}`, {
      json: { model: modelId(connection, 'chat-a') },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers with the default chat model when nobody chose, and a model without tools answers without them', async () => {
    const chatA = modelId(connection, 'chat-a');
    const set = await admin.gql(
      `mutation($m: ID) { updateAiDefaults(defaultChatModel: $m) { ... on AiSettings { defaultChatModel { name } } } }`,
      { m: chatA },
    );
    expect(set.data.updateAiDefaults.defaultChatModel.name).toBe('chat-a');
    const thread = await newThread(admin);
    ai.enqueue({ kind: 'text', chunks: ['Default A.'] });
    const step = await answer(admin, thread, 'Hello');
    expect(step.metadata.agent_model).toBe('chat-a');
    expect(ai.requests.at(-1)!.tools).toBeDefined();

    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsTools: false) { __typename } }`, {
      id: chatA,
    });
    ai.enqueue({ kind: 'text', chunks: ['No tools here.'] });
    const plain = await answer(admin, thread, 'Again');
    expect(ai.requests.at(-1)!.tools).toBeUndefined();
    expect(plain.metadata).toMatchObject({ agent_model: 'chat-a', without_tools: true });
    const gql = await admin.gql(
      `query($id: ID!) { node(id: $id) { ... on Step { agentModel answeredWithoutTools answeredOffline } } }`,
      { id: Buffer.from(`Step:${plain.id}`).toString('base64') },
    );
    expect(gql.data.node).toEqual({ agentModel: 'chat-a', answeredWithoutTools: true, answeredOffline: false });
    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsTools: true) { __typename } }`, {
      id: chatA,
    });
  });

  it("answers a twin's visitors with its owner's twin model, which must take tools", async () => {
    await bob.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Bob builds boats' } });
    const chatB = modelId(connection, 'chat-b');
    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsTools: false) { __typename } }`, {
      id: chatB,
    });
    const refused = await bob.gql(
      `mutation($m: ID) { updateTwinAccess(model: $m, style: strict) { __typename ... on Error { message } } }`,
      { m: chatB },
    );
    expect(refused.data.updateTwinAccess.__typename).toBe('ValidationError');
    // Nothing changed: the style stays as it was.
    expect((await bob.get('/api/v1/twin/access')).body).toMatchObject({ style: 'adaptive' });
    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsTools: true) { __typename } }`, {
      id: chatB,
    });
    const put = await bob.request('PUT', '/api/v1/twin/access', { json: { model: chatB } });
    expect(put.status).toBe(200);
    expect(put.body.model).toMatchObject({ id: chatB, name: 'chat-b' });

    const visitor = t.client();
    const started = await visitor.gql(
      'mutation { startTwinChat(username: "bob") { ... on StartChatPayload { threadId } } }',
    );
    const threadId = started.data.startTwinChat.threadId;
    ai.enqueue({ kind: 'text', chunks: ['Bob builds boats.'] });
    const step = await answer(visitor, threadId, 'What does Bob do?');
    expect(step.metadata.agent_model).toBe('chat-b');
    expect(ai.requests.at(-1)!.model).toBe('chat-b');
  });
});

describe('images', () => {
  /** A 1×1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  async function sendWithImage(client: TestClient, threadId: string) {
    const data = new FormData();
    data.append('files', new File([PNG], 'dot.png', { type: 'image/png' }));
    const up = await client.request('POST', '/api/v1/upload/files', { body: data, headers: { 'x-duet-csrf': '1' } });
    const elements = encodeURIComponent(JSON.stringify(up.body.files.map((f: { element: unknown }) => f.element)));
    const res = await client.raw(
      'GET',
      `/api/v1/chat/stream?thread_id=${threadId}&input=What%20is%20this%3F&elements=${elements}`,
    );
    for await (const _ of readSse(res)) {
      // the whole answer
    }
    return JSON.stringify(ai.requests.at(-1)!.messages);
  }

  it('go to a model that sees images as images, and are described by name to one that does not', async () => {
    const chatA = modelId(connection, 'chat-a');
    const thread = await newThread(bob);
    await bob.request('PATCH', `/api/v1/chat/threads/${thread}`, { json: { model: chatA } });
    ai.enqueue({ kind: 'text', chunks: ['A dot.'] });
    const blind = await sendWithImage(bob, thread);
    expect(blind).toContain('dot.png (image/png, 70 bytes, an image this model cannot see)');
    expect(blind).not.toContain('image_url');

    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsImages: true) { __typename } }`, {
      id: chatA,
    });
    ai.enqueue({ kind: 'text', chunks: ['A dot, I see it.'] });
    const seeing = await sendWithImage(bob, thread);
    expect(seeing).toContain('dot.png (image/png, 70 bytes, shown below)');
    expect(seeing).toContain(`"image_url":{"url":"data:image/png;base64,${PNG.toString('base64')}"}`);
    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, supportsImages: false) { __typename } }`, {
      id: chatA,
    });
  });
});

describe('the embedding model', () => {
  it('embeds again in the background when it changes, with progress, and search works meanwhile', async () => {
    await bob.gql('mutation { createMemory(content: "I keep bees on the roof") { __typename } }');
    const embed = modelId(connection, 'nomic-embed-text');
    const changed = await admin.gql(
      `mutation($m: ID) { updateAiDefaults(embeddingModel: $m) { ... on AiSettings { embeddingModelName reembedding { model done total } } } }`,
      { m: embed },
    );
    const progress = changed.data.updateAiDefaults.reembedding;
    expect(changed.data.updateAiDefaults.embeddingModelName).toBe('nomic-embed-text');
    expect(progress.model).toBe('nomic-embed-text');
    expect(progress.total).toBeGreaterThan(0);
    expect(progress.done).toBeLessThan(progress.total);
    // Meanwhile the brain's search still finds a memory, by its words.
    const bobId = (await bob.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
    const found = await searchMemories(t.db, bobId, 'bees', { limit: 5, recall: t.app.services.recall });
    expect(found.map((m) => m.content)).toContain('I keep bees on the roof');

    await t.app.services.recall.drain();
    const after = (await admin.gql('{ aiSettings { reembedding { model done total } } }')).data.aiSettings.reembedding;
    expect(after).toEqual({ model: 'nomic-embed-text', done: after.total, total: after.total });
    expect(
      ai.embeddingRequests.some((r) => r.model === 'nomic-embed-text' && r.input.includes('I keep bees on the roof')),
    ).toBe(true);
  });
});

describe('connections are for an admin in a browser', () => {
  it("refuses an admin's access token a change (403), and reads are fine", async () => {
    const created = await admin.gql('mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }');
    const token = created.data.createAccessToken.token as string;
    const script = t.client();
    script.headers.authorization = `Bearer ${token}`;
    expect((await script.get('/api/v1/admin/ai')).status).toBe(200);
    const refused = await script.post('/api/v1/admin/ai/connections', {
      name: 'Evil',
      kind: 'openai-compatible',
      base_url: 'http://127.0.0.1:9/v1',
    });
    expect(refused.status).toBe(403);
    expect(await t.db.aiConnection.count({ where: { name: 'Evil' } })).toBe(0);
  });

  it('says which address is wrong in words, with a 400, for a bad base URL', async () => {
    const res = await admin.post('/api/v1/admin/ai/connections', {
      name: 'X',
      kind: 'ollama',
      base_url: 'ftp://example',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'base_url', message: expect.stringContaining('http://') });
  });
});

describe('environment variables win over the page', () => {
  it('shows the environment connection read-only and its model as the locked default', async () => {
    const env = await startTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: KEY,
      AI_MODEL: 'chat-a',
    });
    try {
      const owner = await signedUp(env);
      const page = await owner.gql(
        '{ aiSettings { connections { name fromEnvironment hasApiKey models { id name allowed } } defaultChatModel { id name } lockedBy { defaultChatModel utilityModel embeddingModel } } }',
      );
      expect(page.data.aiSettings).toEqual({
        connections: [
          {
            name: 'Environment',
            fromEnvironment: true,
            hasApiKey: true,
            models: [{ id: 'env', name: 'chat-a', allowed: true }],
          },
        ],
        defaultChatModel: { id: 'env', name: 'chat-a' },
        lockedBy: { defaultChatModel: 'AI_MODEL', utilityModel: 'AI_MODEL', embeddingModel: 'AI_EMBEDDING_MODEL' },
      });
      const removed = await owner.gql(
        'mutation { removeAiConnection(id: "env") { __typename ... on Error { message } } }',
      );
      expect(removed.data.removeAiConnection).toEqual({
        __typename: 'ValidationError',
        message: 'Set by environment variables: change them instead.',
      });
      // The built-in and the environment's connections are named in Duet's words, in the reader's language.
      const de = i18nFor('de');
      const inGerman = { 'accept-language': 'de-DE', 'content-type': 'application/json' };
      const named = await owner.request('POST', '/graphql', {
        body: JSON.stringify({ query: '{ aiSettings { connections { name } } aiModels { id connectionName } }' }),
        headers: inGerman,
      });
      expect(de._('label.connection.environment')).not.toBe('Environment');
      expect(named.body.data.aiSettings.connections).toEqual([{ name: de._('label.connection.environment') }]);
      expect(named.body.data.aiModels).toEqual(
        expect.arrayContaining([
          { id: 'local', connectionName: de._('label.connection.built-in') },
          { id: 'env', connectionName: de._('label.connection.environment') },
        ]),
      );
      const settings = await owner.request('GET', '/api/v1/admin/ai', { headers: inGerman });
      expect(settings.body.connections.map((c: { name: string }) => c.name)).toEqual([
        de._('label.connection.environment'),
      ]);
      const models = await owner.request('GET', '/api/v1/models', { headers: inGerman });
      expect(models.body.models.map((m: { connection_name: string }) => m.connection_name)).toEqual(
        expect.arrayContaining([de._('label.connection.built-in'), de._('label.connection.environment')]),
      );
      const thread = (await owner.post('/api/v1/chat/private-brain/start')).body.thread_id;
      ai.enqueue({ kind: 'text', chunks: ['From the environment.'] });
      expect((await answer(owner, thread, 'Hello')).metadata.agent_model).toBe('chat-a');
    } finally {
      await env.close();
    }
  });
});

describe('npm run eval -- --model', () => {
  it('points the eval at a connected model by its name, with its key and the embedding model of its server', async () => {
    const env = { NODE_ENV: 'test', DATABASE_URL: t.config.database.url };
    expect(await connectedModelEnv('chat-a', env)).toEqual({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'chat-a',
      AI_API_KEY: KEY,
      AI_EMBEDDING_MODEL: 'nomic-embed-text',
    });
    await expect(connectedModelEnv('gpt-9', env)).rejects.toThrow(
      'No connected model is named "gpt-9": there are chat-a, chat-b, nomic-embed-text.',
    );
  });
});

describe('Ollama on this machine', () => {
  it('is offered when it answers at its address, added by that address, and offered no more', async () => {
    const ollama = await startScriptedOpenAI({ models: ['llama3.1', 'nomic-embed-text'] });
    const address = ollama.baseUrl.replace(/\/v1$/, '');
    const app = await startTestApp({ OLLAMA_URL: address });
    try {
      const owner = await signedUp(app);
      const found = async () => (await owner.gql('{ aiSettings { ollamaFound } }')).data.aiSettings.ollamaFound;
      expect(await found()).toBe(address);
      expect((await owner.get('/api/v1/admin/ai')).body.ollama_found).toBe(address);
      const added = await owner.gql(
        `mutation($url: String!) { addAiConnection(name: "Ollama", kind: ollama, baseUrl: $url) { ... on AiConnection { kind lastTest { ok models } } } }`,
        { url: address },
      );
      // Its OpenAI-compatible API is under /v1 of its address.
      expect(added.data.addAiConnection).toEqual({
        kind: 'ollama',
        lastTest: { ok: true, models: ['llama3.1', 'nomic-embed-text'] },
      });
      expect(await found()).toBeNull();
    } finally {
      await app.close();
      await ollama.close();
    }
  });

  it('is not offered when nothing answers there', async () => {
    const app = await startTestApp({ OLLAMA_URL: 'http://127.0.0.1:9' });
    try {
      const owner = await signedUp(app);
      expect((await owner.gql('{ aiSettings { ollamaFound } }')).data.aiSettings.ollamaFound).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('who is an admin', () => {
  it('is only whom ADMIN_EMAILS names when it names anyone, not whoever signs up first', async () => {
    const app = await startTestApp({ ADMIN_EMAILS: 'Boss@Example.com' });
    try {
      const first = await signedUp(app);
      const boss = await signedUp(app, { email: 'boss@example.com', username: 'boss' });
      expect((await first.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(false);
      expect((await boss.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(true);
      expect((await first.get('/api/v1/admin/ai')).status).toBe(404);
      expect((await boss.get('/api/v1/admin/ai')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
