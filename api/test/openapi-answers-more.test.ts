/**
 * What REST answers is what its OpenAPI document says (api/src/rest/openapi/), beyond a person's own
 * basics (openapi-answers.test.ts): the library, projects, profile suggestions, notifications, the
 * twin and its owner's side, models, usage, recordings, tools and their approvals, and the admin area. The first
 * account (the admin), a second person and a visitor go through the routes over HTTP, with a real
 * MCP server, a scripted OpenAI-compatible model server and a page server on 127.0.0.1; every answer
 * is checked against the document (support/openapi-answers.ts). The operations driven here are
 * DRIVEN_MORE (support/openapi-coverage.ts); the last test checks that each was driven.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from './support/document-files.js';
import { startMcpServer, type TestMcpServer } from './support/mcp-server.js';
import { checkedClient, DocumentedAnswers, servedOverHttp } from './support/openapi-answers.js';
import { DRIVEN_MORE } from './support/openapi-coverage.js';
import { startPageServer, type PageServer } from './support/page-servers.js';
import { startScriptedOpenAI } from './support/scripted-openai.js';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
let mcp: TestMcpServer;
let pages: PageServer;
let ai: Awaited<ReturnType<typeof startScriptedOpenAI>>;
let served: Awaited<ReturnType<typeof servedOverHttp>>;
let answers: DocumentedAnswers;
let admin: ReturnType<typeof checkedClient>;
let bob: ReturnType<typeof checkedClient>;
let visitor: ReturnType<typeof checkedClient>;
const person = () => checkedClient(served.client(), answers);
const BOB = { email: 'bob@example.com', username: 'bob', password: USER.password };

beforeAll(async () => {
  mcp = await startMcpServer();
  pages = await startPageServer();
  ai = await startScriptedOpenAI({ models: ['chat-a'] });
  t = await startTestApp({ FETCH_ALLOW_HOSTS: `${new URL(mcp.url).host},127.0.0.1:${pages.port}` });
  served = await servedOverHttp(t.app);
  answers = new DocumentedAnswers(await (await fetch(`${served.base}/api/v1/openapi.json`)).json());
  admin = person();
  bob = person();
  visitor = person();
  expect((await admin.post('/api/v1/auth/register', USER)).status).toBe(201);
  expect((await bob.post('/api/v1/auth/register', BOB)).status).toBe(201);
  expect((await admin.put('/api/v1/profile', { public: true, interests: ['bees'] })).status).toBe(200);
});
afterAll(async () => {
  await t?.app.services.chat.runs.settled();
  await served?.close();
  await t?.close();
  await Promise.all([mcp?.close(), pages?.close(), ai?.close()]);
});

/** A multipart body with one file in `field`. */
function form(field: string, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return { body };
}
const pdf = () => form('files', textPdf([['The hives are on the roof.']]), 'hives.pdf', 'application/pdf');
/** The JSON data of a stream's events. */
const events = (sse: string) =>
  sse
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)));

describe('Documents', () => {
  it('adds files and a link, reads, rereads, publishes and deletes them', async () => {
    const [doc] = (await admin.call('POST', '/api/v1/documents', pdf())).body.documents;
    await t.app.services.reading.whenRead(doc.id, AbortSignal.timeout(60_000));
    const link = await admin.post('/api/v1/documents/links', { url: `http://127.0.0.1:${pages.port}/article` });
    expect(link.status).toBe(201);
    expect((await admin.post('/api/v1/documents/links', { url: 5 })).status).toBe(400);
    expect((await admin.get('/api/v1/documents?q=hives')).body.documents).toHaveLength(1);
    expect((await admin.get('/api/v1/documents/quota')).body.documents).toBe(2);
    expect((await admin.get(`/api/v1/documents/${doc.id}?passages=true`)).body.passages.length).toBeGreaterThan(0);
    expect((await admin.patch(`/api/v1/documents/${doc.id}`, { visibility: 'public' })).status).toBe(200);
    expect((await admin.patch(`/api/v1/documents/${doc.id}`, { visibility: 'all' })).status).toBe(400);
    expect((await visitor.get(`/api/v1/twin/${USER.username}/documents/${doc.id}`)).status).toBe(200);
    expect((await bob.get(`/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await admin.post(`/api/v1/documents/${doc.id}/reread`)).status).toBe(200);
    await t.app.services.reading.whenRead(doc.id, AbortSignal.timeout(60_000));
    expect((await admin.delete(`/api/v1/documents/${link.body.document.id}`)).body.deleted).toBe(true);
  });
});

describe('Projects', () => {
  it('makes a project, moves a conversation and a document in and out, searches it, deletes it', async () => {
    const { project } = (await admin.post('/api/v1/projects', { name: 'Bees' })).body;
    expect((await admin.post('/api/v1/projects', { name: '' })).status).toBe(400);
    expect((await admin.get('/api/v1/projects')).body.projects).toHaveLength(1);
    expect((await admin.patch(`/api/v1/projects/${project.id}`, { instructions: 'Be brief.' })).status).toBe(200);
    const started = await admin.post(`/api/v1/projects/${project.id}/chat`);
    expect(started.body.thread.project_id).toBe(project.id);
    const { thread_id: outside } = (await admin.post('/api/v1/chat/private-brain/start')).body;
    expect((await admin.put(`/api/v1/projects/${project.id}/conversations/${outside}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/projects/${project.id}/conversations/${outside}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/projects/${project.id}/conversations/${outside}`)).status).toBe(404);
    const files = await admin.call('POST', `/api/v1/projects/${project.id}/files`, pdf());
    expect(files.status).toBe(201);
    const fileId = files.body.documents[0].id;
    expect((await admin.delete(`/api/v1/projects/${project.id}/files/${fileId}`)).body.document.project_id).toBeNull();
    expect((await admin.put(`/api/v1/projects/${project.id}/files/${fileId}`)).body.document.project_id).toBe(
      project.id,
    );
    expect((await admin.get(`/api/v1/projects/${project.id}/search?q=bees`)).status).toBe(200);
    expect((await admin.get(`/api/v1/projects/${project.id}/search?q=bees&limit=99`)).status).toBe(400);
    const read = (await admin.get(`/api/v1/projects/${project.id}`)).body;
    expect(read.project.instructions).toBe('Be brief.');
    expect(read.files.map((f: { id: string }) => f.id)).toEqual([fileId]);
    expect((await bob.get(`/api/v1/projects/${project.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/projects/${project.id}?conversations=delete`)).body.deleted).toBe(true);
  });
});

describe('Profile suggestions and notifications', () => {
  it('suggests from stories, accepts and dismisses; the bell', async () => {
    expect((await bob.post('/api/v1/profile/update-from-stories')).status).toBe(400);
    const story = await admin.client.gql(
      'mutation ($c: String!) { createStory(content: $c, title: "My week") { ... on Story { id } } }',
      { c: "I love typography. I'm good at React Native. I built an app used by 200k climbers." },
    );
    expect(story.errors).toBeUndefined();
    const added = (await admin.post('/api/v1/profile/update-from-stories')).body.added;
    expect(added.length).toBeGreaterThan(1);
    expect((await admin.get('/api/v1/profile/suggestions')).body.suggestions).toHaveLength(added.length);
    expect((await admin.post(`/api/v1/profile/suggestions/${added[0].id}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/v1/profile/suggestions/${added[1].id}/dismiss`)).status).toBe(200);
    expect((await admin.post(`/api/v1/profile/suggestions/${added[1].id}/dismiss`)).status).toBe(400);

    const bell = (await admin.get('/api/v1/notifications')).body.notifications;
    expect(bell.length).toBeGreaterThan(0);
    expect((await admin.get('/api/v1/notifications?limit=0')).status).toBe(400);
    expect((await admin.post(`/api/v1/notifications/${bell[0].id}/read`)).body.is_read).toBe(true);
    expect((await admin.post('/api/v1/notifications/read-all')).body.unread_notifications).toBe(0);
    expect((await admin.get('/api/v1/notifications/stats')).body).toEqual({ unread_notifications: 0 });
  });
});

describe('Twin', () => {
  it('a visitor talks to the twin; its owner reads, revises, counts and sets who may', async () => {
    expect((await visitor.get(`/api/v1/twin/${USER.username}`)).body.access).toBe('everyone');
    expect((await visitor.get('/api/v1/twin/nobody-here')).status).toBe(404);
    const chat = await visitor.post(`/api/v1/twin/${USER.username}/threads`, {});
    expect(chat.status).toBe(201);
    expect((await visitor.post(`/api/v1/twin/${USER.username}/threads`, {})).status).toBe(200);
    const stream = await visitor.get(
      `/api/v1/chat/stream?thread_id=${chat.body.thread_id}&input=What%20do%20you%20love`,
    );
    expect(stream.body).toContain('event: done');

    const list = (await admin.get('/api/v1/twin/conversations')).body;
    expect(list.conversations.map((c: { thread_id: string }) => c.thread_id)).toContain(chat.body.thread_id);
    const read = (await admin.get(`/api/v1/twin/conversations/${chat.body.thread_id}`)).body;
    const reply = read.steps.find((s: { output: string | null }) => s.output);
    const revised = await admin.post(`/api/v1/twin/conversations/${chat.body.thread_id}/steps/${reply.id}/revise`, {
      output: 'I love bees.',
    });
    expect(revised.body.step.output).toBe('I love bees.');
    expect((await admin.get('/api/v1/twin/insights?days=30')).body.days).toBe(30);
    expect((await admin.get('/api/v1/twin/insights?days=5')).status).toBe(400);
    expect((await admin.get('/api/v1/twin/access')).body.mode).toBe('everyone');
    expect((await admin.put('/api/v1/twin/access', { style: 'strict' })).body.style).toBe('strict');
    expect((await admin.put('/api/v1/twin/access', { mode: 'sometimes' })).status).toBe(400);
    // Voice: refused while the owner has not allowed it, then while the server has no speech model
    // (api/test/twin-voice-chat.test.ts writes a visitor's recording down).
    const recording = { body: new Uint8Array([82, 73, 70, 70]), headers: { 'content-type': 'audio/wav' } };
    const voice = `/api/v1/twin/${USER.username}/voice/transcriptions`;
    expect((await visitor.call('POST', voice, recording)).status).toBe(403);
    expect((await admin.put('/api/v1/twin/access', { voice_chat: true })).body.voice_chat).toBe(true);
    expect((await visitor.call('POST', voice, recording)).status).toBe(409);
    const visitorAnswer = (await admin.get(`/api/v1/twin/conversations/${chat.body.thread_id}`)).body.steps.find(
      (s: { output: string | null }) => s.output,
    );
    const hear = { json: { message_id: visitorAnswer.id, part: 0 } };
    expect((await visitor.call('POST', `/api/v1/twin/${USER.username}/voice/speech`, hear)).status).toBe(409);
    expect((await admin.put('/api/v1/twin/access', { voice_chat: false })).body.voice_chat).toBe(false);
  });
});

describe('Models, tools and their approvals', () => {
  it('connects a model server, allows its model, and a tool call of it waits for a yes', async () => {
    const added = await admin.post('/api/v1/admin/ai/connections', {
      name: 'Scripted',
      kind: 'openai-compatible',
      base_url: ai.baseUrl,
    });
    expect(added.status).toBe(201);
    const model = added.body.models[0];
    expect((await admin.post(`/api/v1/admin/ai/connections/${added.body.id}/test`, {})).status).toBe(200);
    expect((await admin.patch(`/api/v1/admin/ai/connections/${added.body.id}`, { name: 'Scripted AI' })).status).toBe(
      200,
    );
    const allowed = await admin.patch(`/api/v1/admin/ai/models/${model.id}`, { allowed: true, supports_tools: true });
    expect(allowed.body.allowed).toBe(true);
    expect((await admin.patch('/api/v1/admin/ai/defaults', { default_chat_model: 'local' })).status).toBe(200);
    expect((await admin.get('/api/v1/admin/ai')).body.connections).toHaveLength(1);
    expect((await bob.get('/api/v1/admin/ai')).status).toBe(404);
    expect((await admin.get('/api/v1/models')).body.models.map((m: { id: string }) => m.id)).toContain(model.id);
    // No speech-to-text model is chosen here: a recording is refused (api/test/voice.test.ts writes one down).
    const recording = { body: new Uint8Array([82, 73, 70, 70]), headers: { 'content-type': 'audio/wav' } };
    expect((await bob.call('POST', '/api/v1/voice/transcriptions', recording)).status).toBe(409);
    const notAudio = { body: 'hello', headers: { 'content-type': 'text/plain' } };
    expect((await bob.call('POST', '/api/v1/voice/transcriptions', notAudio)).status).toBe(415);
    // Nor a voice model: reading aloud is refused (api/test/voice-speech.test.ts reads answers aloud).
    expect((await bob.post('/api/v1/voice/speech', { message_id: 'none', part: 0 })).status).toBe(409);
    expect((await bob.post('/api/v1/voice/speech', { part: 0 })).status).toBe(400);
    const spare = await admin.post('/api/v1/admin/ai/connections', {
      name: 'Spare',
      kind: 'ollama',
      base_url: ai.baseUrl,
    });
    expect((await admin.delete(`/api/v1/admin/ai/connections/${spare.body.id}`)).body).toEqual({ id: spare.body.id });

    const server = (await admin.post('/api/v1/tools/servers', { name: 'Notebook', url: mcp.url })).body;
    expect((await admin.post('/api/v1/tools/servers', { name: 'x', url: 'not a url' })).status).toBe(400);
    expect((await admin.get('/api/v1/tools/servers')).body.servers.length).toBeGreaterThan(0);
    expect((await admin.get(`/api/v1/tools/servers/${server.id}`)).body.name).toBe('Notebook');
    expect((await admin.patch(`/api/v1/tools/servers/${server.id}`, { name: 'Notebook' })).status).toBe(200);
    expect((await admin.post(`/api/v1/tools/servers/${server.id}/refresh`)).status).toBe(200);
    const note = server.tools.find((tool: { name: string }) => tool.name === 'create_note');
    expect((await admin.patch(`/api/v1/tools/servers/${server.id}/tools/${note.id}`, { policy: 'ask' })).status).toBe(
      200,
    );
    expect((await bob.get(`/api/v1/tools/servers/${server.id}`)).status).toBe(404);
    expect((await admin.get('/api/v1/tools/oauth/callback?state=unknown&code=x')).status).toBe(404);

    const { thread_id: thread } = (await admin.post('/api/v1/chat/private-brain/start')).body;
    ai.enqueue({ kind: 'tool', name: 'notebook__create_note', args: { title: 'Buy milk' } });
    const asked = await admin.get(`/api/v1/chat/stream?thread_id=${thread}&input=Save%20a%20note&model=${model.id}`);
    const waiting = events(asked.body).find((e) => e.tool_status_update?.status === 'awaiting_approval');
    const approval = waiting.tool_status_update.approval_id;
    expect((await admin.get(`/api/v1/tools/approvals/${approval}`)).body.status).toBe('pending');
    ai.enqueue({ kind: 'text', chunks: ['Saved.'] });
    expect((await admin.post(`/api/v1/tools/approvals/${approval}/decision`, { decision: 'allow_once' })).status).toBe(
      201,
    );
    expect((await admin.post(`/api/v1/tools/approvals/${approval}/decision`, { decision: 'deny' })).status).toBe(409);
    await t.app.services.chat.runs.settled();
    expect((await admin.delete(`/api/v1/tools/servers/${server.id}`)).status).toBe(204);
  });
});

describe('Usage', () => {
  it('a person’s own, and everyone’s with limits and prices', async () => {
    expect((await admin.get('/api/v1/usage?days=7')).body.limits).toBeDefined();
    expect((await admin.get('/api/v1/usage?format=csv')).headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await admin.get('/api/v1/usage?days=0')).status).toBe(400);
    expect((await admin.get('/api/v1/admin/usage')).body.people).toBeDefined();
    expect((await admin.get('/api/v1/admin/usage?format=csv')).status).toBe(200);
    const limits = await admin.put('/api/v1/admin/usage/limits', { unit: 'messages', daily: 100, monthly: null });
    expect(limits.body).toEqual({ unit: 'messages', daily: 100, monthly: null });
    const bobId = (await admin.get('/api/v1/admin/people?query=bob')).body.people[0].id;
    expect((await admin.put(`/api/v1/admin/usage/people/${bobId}/limits`, { daily: 5 })).body.own_limits).toEqual({
      daily: 5,
    });
    const price = { model: 'chat-a', input_per_million: 1, output_per_million: 2 };
    expect((await admin.put('/api/v1/admin/usage/prices', price)).body.prices).toHaveLength(1);
    expect((await bob.get('/api/v1/admin/usage')).status).toBe(404);
  });
});

describe('Admin', () => {
  it('people, sign-up policy, invitations, audit, and the MCP servers for everyone', async () => {
    const bobId = (await admin.get('/api/v1/admin/people?status=active')).body.people.find(
      (p: { username: string }) => p.username === 'bob',
    ).id;
    expect((await admin.get('/api/v1/admin/people?status=gone')).status).toBe(400);
    expect((await admin.post(`/api/v1/admin/people/${bobId}/disable`)).body.status).toBe('disabled');
    expect((await admin.post(`/api/v1/admin/people/${bobId}/enable`)).body.status).toBe('active');
    expect((await admin.post(`/api/v1/admin/people/${bobId}/password-reset`)).status).toBe(200);
    expect((await admin.post(`/api/v1/admin/people/${bobId}/approve`)).status).toBe(400);
    expect((await admin.put(`/api/v1/admin/people/${bobId}/admin`, { admin: true })).body.is_admin).toBe(true);
    expect((await admin.put(`/api/v1/admin/people/${bobId}/admin`, { admin: 'yes' })).status).toBe(400);
    expect((await admin.put(`/api/v1/admin/people/${bobId}/admin`, { admin: false })).body.is_admin).toBe(false);

    expect((await admin.patch('/api/v1/admin/settings', { signup_policy: 'approval' })).status).toBe(200);
    expect((await admin.get('/api/v1/admin/settings')).body).toEqual({ signup_policy: 'approval' });
    for (const name of ['carol', 'dave']) {
      const waiting = await person().post('/api/v1/auth/register', {
        ...BOB,
        email: `${name}@example.com`,
        username: name,
      });
      expect(waiting.status).toBe(202);
    }
    const pending = (await admin.get('/api/v1/admin/people?status=pending')).body.people;
    expect((await admin.post(`/api/v1/admin/people/${pending[0].id}/approve`)).body.status).toBe('active');
    expect((await admin.post(`/api/v1/admin/people/${pending[1].id}/decline`)).body).toEqual({ id: pending[1].id });
    expect((await admin.delete(`/api/v1/admin/people/${bobId}`)).body).toEqual({ id: bobId });

    const made = await admin.post('/api/v1/admin/invitations', { max_uses: 2, note: 'For the club' });
    expect(made.status).toBe(201);
    expect((await admin.get('/api/v1/admin/invitations')).body.invitations).toHaveLength(1);
    expect((await admin.delete(`/api/v1/admin/invitations/${made.body.invitation.id}`)).body.state).toBe('revoked');
    expect((await admin.get('/api/v1/admin/audit?limit=5')).body.entries).toHaveLength(5);

    const shared = await admin.post('/api/v1/admin/tools/servers', { name: 'Shared notebook', url: mcp.url });
    expect(shared.status).toBe(201);
    const id = shared.body.id;
    expect((await admin.get('/api/v1/admin/tools/servers')).body.servers).toHaveLength(1);
    expect((await admin.get(`/api/v1/admin/tools/servers/${id}`)).body.tools.length).toBeGreaterThan(0);
    expect((await admin.patch(`/api/v1/admin/tools/servers/${id}`, { name: 'Notebook for all' })).status).toBe(200);
    expect((await admin.post(`/api/v1/admin/tools/servers/${id}/refresh`)).status).toBe(200);
    const tool = shared.body.tools[0].id;
    const off = await admin.patch(`/api/v1/admin/tools/servers/${id}/tools/${tool}`, { enabled_for_everyone: false });
    expect(off.body.enabled_for_everyone).toBe(false);
    expect((await visitor.get('/api/v1/admin/tools/servers')).status).toBe(404);
    expect((await admin.delete(`/api/v1/admin/tools/servers/${id}`)).status).toBe(204);
  });
});

it('drove every operation DRIVEN_MORE lists, each answer checked', () => {
  expect(DRIVEN_MORE.filter((op) => !answers.seen.has(op))).toEqual([]);
});
