/**
 * "Take it with you": one conversation as Markdown (the shown branch) or JSON in the Duet format
 * (every branch), and the whole account as a streamed ZIP that unzips to profile, memories,
 * stories, files and one file per conversation. Owner only: signed out 401, others 404.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { readSse } from './support/sse.js';
import { signedUp, type TestClient } from './support/test-app.js';

let app: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ada: TestClient;
let eve: TestClient;
let threadId: string;
let notes: { id: string; url: string; element: unknown };

async function say(client: TestClient, thread: string, params: Record<string, string>, answer: string) {
  app.ai.enqueue({ kind: 'text', chunks: [answer] });
  const res = await client.raw('GET', `/api/v1/chat/stream?${new URLSearchParams({ thread_id: thread, ...params })}`);
  expect(res.status).toBe(200);
  for await (const _ of readSse(res)) {
    // the whole answer
  }
}

beforeAll(async () => {
  app = await startAppWithScriptedAI();
  ada = await signedUp(app.t);
  eve = await signedUp(app.t, { email: 'eve@example.com', username: 'eve' });

  const data = new FormData();
  data.append('files', new File(['hello notes'], 'notes: draft.txt', { type: 'text/plain' }));
  const uploaded = await ada.request('POST', '/api/v1/upload/files', { body: data, headers: { 'x-duet-csrf': '1' } });
  expect(uploaded.status).toBe(201);
  notes = uploaded.body.files[0];

  threadId = (await ada.post('/api/v1/chat/threads', { agent_type: 'private_brain' })).body.id;
  await say(
    ada,
    threadId,
    { input: 'Where should I go?', elements: JSON.stringify([notes.element]) },
    'Try **Lisbon**.',
  );
  await say(ada, threadId, { input: 'What about food?' }, 'Pastéis de nata.');
  // An edit of the second question makes a branch beside it; the new one is shown.
  const history = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps;
  await say(ada, threadId, { input: 'What about museums?', edit_step_id: history[2].id }, 'The tile museum.');
  const renamed = await ada.request('PATCH', `/api/v1/chat/threads/${threadId}`, {
    json: { name: 'Trip / plans: "Lisbon"', pinned: true },
  });
  expect(renamed.status).toBe(200);

  expect(
    (await ada.gql(`mutation { createMemory(content: "Likes tiles") { __typename } }`)).data.createMemory.__typename,
  ).not.toBe('ValidationError');
  expect(
    (await ada.gql(`mutation { createStory(title: "Summer", content: "I walked along the river.") { __typename } }`))
      .status,
  ).toBe(200);
});
afterAll(() => app.close());

describe('one conversation', () => {
  it('as Markdown: the title, then the shown branch as You / Duet blocks, as a download named after the title', async () => {
    const res = await ada.raw('GET', `/api/v1/chat/threads/${threadId}/export?format=md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Trip plans Lisbon.md"');
    const md = await res.text();
    expect(md.startsWith('# Trip / plans: "Lisbon"\n')).toBe(true);
    const blocks = md.split('\n\n---\n\n').slice(1);
    expect(blocks.map((b) => b.split(' · ')[0])).toEqual(['**You**', '**Duet**', '**You**', '**Duet**']);
    expect(blocks[0]).toContain('Where should I go?');
    expect(blocks[0]).toContain(`[notes: draft.txt](${notes.url})`);
    expect(blocks[1]).toContain('Try **Lisbon**.');
    expect(blocks[2]).toContain('What about museums?');
    expect(blocks[3]).toContain('The tile museum.');
    // The branch that is not shown stays out of the Markdown.
    expect(md).not.toContain('What about food?');
    expect(md).not.toContain('Pastéis');
  });

  it('as JSON: the Duet format with every branch, in seq order, with parents, siblings and attachments', async () => {
    const res = await ada.raw('GET', `/api/v1/chat/threads/${threadId}/export?format=json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Trip plans Lisbon.json"');
    const doc = (await res.json()) as any;
    expect(doc).toMatchObject({
      format: 'duet.conversation',
      version: 1,
      exported_at: expect.any(String),
      thread: {
        id: threadId,
        name: 'Trip / plans: "Lisbon"',
        agent_type: 'private_brain',
        thread_type: 'private_chat',
        pinned: true,
      },
    });
    const m = doc.messages;
    expect(m.map((x: any) => [x.role, x.text, x.on_branch, x.sibling_index])).toEqual([
      ['user', 'Where should I go?', true, 0],
      ['assistant', 'Try **Lisbon**.', true, 0],
      ['user', 'What about food?', false, 0],
      ['assistant', 'Pastéis de nata.', false, 0],
      ['user', 'What about museums?', true, 1],
      ['assistant', 'The tile museum.', true, 0],
    ]);
    expect(m.map((x: any) => x.parent_id)).toEqual([null, m[0].id, m[1].id, m[2].id, m[1].id, m[4].id]);
    expect(m[0].attachments).toEqual([{ name: 'notes: draft.txt', mime_type: 'text/plain', url: notes.url }]);
    expect(m[1].model).toBe('scripted-model');
    expect(m[0]).not.toHaveProperty('model');
    expect(new Date(m[0].created_at).toISOString()).toBe(m[0].created_at);
  });

  it('Markdown is the default; a bad format is a 400 that says what works', async () => {
    const plain = await ada.raw('GET', `/api/v1/chat/threads/${threadId}/export`);
    expect(plain.headers.get('content-type')).toMatch(/^text\/markdown/);
    const bad = await ada.get(`/api/v1/chat/threads/${threadId}/export?format=pdf`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('format must be "md" (Markdown) or "json"');
  });

  it('only for the owner: signed out 401, another person or an unknown id 404', async () => {
    expect((await app.t.client().get(`/api/v1/chat/threads/${threadId}/export?format=json`)).status).toBe(401);
    const other = await eve.get(`/api/v1/chat/threads/${threadId}/export?format=json`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Lisbon');
    expect((await ada.get(`/api/v1/chat/threads/nope/export`)).status).toBe(404);
  });

  it('over GraphQL too: the same file as the download, for the owner only', async () => {
    const query = `query ($id: ID!, $f: ThreadExportFormat) { exportThread(threadId: $id, format: $f) {
      __typename ... on ThreadExport { filename contentType content } ... on NotFoundError { message } } }`;
    // The moment of the export is the one thing that differs between two exports.
    const sameMoment = (text: string) => text.replace(/"exported_at": "[^"]+"/, '"exported_at": "…"');
    for (const format of ['md', 'json'] as const) {
      const download = await ada.raw('GET', `/api/v1/chat/threads/${threadId}/export?format=${format}`);
      const answer = await ada.gql(query, { id: threadId, f: format });
      expect({ ...answer.data.exportThread, content: sameMoment(answer.data.exportThread.content) }).toEqual({
        __typename: 'ThreadExport',
        filename: download.headers.get('content-disposition')!.match(/filename="([^"]+)"/)![1],
        contentType: download.headers.get('content-type'),
        content: sameMoment(await download.text()),
      });
    }
    const other = await eve.gql(query, { id: threadId });
    expect(other.data.exportThread).toEqual({ __typename: 'NotFoundError', message: 'Thread not found' });
    const anonymous = await app.t.client().gql(query, { id: threadId });
    expect(JSON.stringify(anonymous)).not.toContain('Lisbon');
    expect(anonymous.data?.exportThread ?? null).toBeNull();
  });

  it('an untitled thread is named like the app names it', async () => {
    const untitled = (await ada.post('/api/v1/chat/threads', { agent_type: 'private_brain' })).body.id as string;
    const res = await ada.raw('GET', `/api/v1/chat/threads/${untitled}/export?format=md`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Chat ${untitled.slice(-6)}.md"`);
    expect(await res.text()).toBe(`# Chat ${untitled.slice(-6)}\n`);
    await ada.request('DELETE', `/api/v1/chat/threads/${untitled}`);
  });
});

describe('the whole account', () => {
  it('streams a ZIP that unzips to the README, profile, memories, stories, files and conversations', async () => {
    await ada.request('PUT', '/api/v1/account/instructions', { json: { about: 'I tile bathrooms.' } });
    const res = await ada.raw('GET', '/api/v1/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?duet-export-ada-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    expect(res.headers.get('x-duet-export-conversations')).toBe('1');
    expect(res.headers.get('x-duet-export-files')).toBe('1');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip).sort();
    const conversation = names.find((n) => n.startsWith('conversations/'))!;
    expect(conversation).toMatch(
      new RegExp(`^conversations/\\d{4}-\\d{2}-\\d{2}-trip-plans-lisbon-${threadId}\\.json$`),
    );
    expect(names).toEqual(
      [
        conversation,
        'README.txt',
        `files/${notes.id}-notes: draft.txt`,
        'files.json',
        'memories.json',
        'profile.json',
        'projects.json',
        'stories.json',
      ].sort(),
    );
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(strFromU8(zip['README.txt']!)).toContain('1 conversation(s) and 1 file(s)');
    expect(json('projects.json')).toEqual([]);
    expect(json('profile.json')).toMatchObject({
      account: {
        email: 'ada@example.com',
        username: 'ada',
        personal_instructions: { about: 'I tile bathrooms.', style: null },
      },
      profile: { username: 'ada' },
    });
    expect(json('memories.json')).toEqual([expect.objectContaining({ content: 'Likes tiles', visibility: 'private' })]);
    expect(json('stories.json')).toEqual([
      expect.objectContaining({ title: 'Summer', content: 'I walked along the river.' }),
    ]);
    expect(json('files.json')).toEqual([
      expect.objectContaining({
        id: notes.id,
        name: 'notes: draft.txt',
        mime_type: 'text/plain',
        size: 11,
        path: `files/${notes.id}-notes: draft.txt`,
        url: notes.url,
      }),
    ]);
    expect(strFromU8(zip[`files/${notes.id}-notes: draft.txt`]!)).toBe('hello notes');
    const doc = json(conversation);
    expect(doc).toMatchObject({ format: 'duet.conversation', version: 1, thread: { id: threadId } });
    expect(doc.messages).toHaveLength(6);
    expect(doc.messages.filter((m: any) => m.on_branch)).toHaveLength(4);
  });

  it("holds only the signed-in person's data; signed out is 401", async () => {
    const res = await eve.raw('GET', '/api/v1/account/export');
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'files.json',
      'memories.json',
      'profile.json',
      'projects.json',
      'stories.json',
    ]);
    expect(JSON.parse(strFromU8(zip['memories.json']!))).toEqual([]);
    expect(JSON.parse(strFromU8(zip['projects.json']!))).toEqual([]);
    expect(JSON.parse(strFromU8(zip['profile.json']!)).account.email).toBe('eve@example.com');
    const out = await app.t.client().get('/api/v1/account/export');
    expect(out.status).toBe(401);
  });

  it('one export at a time per account: a second while the first streams is a 429; after it ends, fine again', async () => {
    const first = await ada.raw('GET', '/api/v1/account/export');
    const second = await ada.get('/api/v1/account/export');
    expect(second.status).toBe(429);
    expect(second.body.error.message).toMatch(/already being packed/);
    await first.arrayBuffer();
    const third = await ada.raw('GET', '/api/v1/account/export');
    expect(third.status).toBe(200);
    await third.body!.cancel();
    expect((await ada.raw('GET', '/api/v1/account/export')).status).toBe(200);
  });
});
