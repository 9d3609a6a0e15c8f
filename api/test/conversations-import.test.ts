/**
 * Importing conversations (POST /api/v1/import): ChatGPT (JSON and ZIP, with branches), Claude
 * and Duet exports become the person's threads with their titles, times and branches; a second
 * import adds nothing; foreign or broken files change nothing (oversized ones:
 * oversized-uploads.test.ts); imported messages are
 * found by search; only the signed-in owner sees them.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import {
  chatGptBranched,
  chatGptExport,
  chatGptLinear,
  claudeExport,
  duetConversation,
} from './support/import-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const json = (value: unknown) => strToU8(JSON.stringify(value));

function upload(client: TestClient, bytes: Uint8Array, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return client.request('POST', '/api/v1/import', { body: form, headers });
}

let n = 0;
const person = () => {
  n += 1;
  return signedUp(t, { email: `p${n}@example.com`, username: `importer${n}` });
};

async function history(client: TestClient, threadId: string) {
  const answer = await client.get(`/api/v1/chat/threads/${threadId}/history`);
  expect(answer.status).toBe(200);
  return answer.body.steps as any[];
}

const counts = async () => ({ threads: await t.db.thread.count(), steps: await t.db.step.count() });

describe('a ChatGPT export', () => {
  it('becomes threads with their titles, times and branches; the current branch is shown', async () => {
    const ada = await person();
    const answer = await upload(ada, json(chatGptExport()), 'conversations.json');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ source: 'chatgpt', imported: 2, skipped: 0, messages: 9 });
    expect(answer.body.conversations.map((c: any) => c.title)).toEqual(['Green tea', 'Trip to Lisbon']);

    const tea = answer.body.conversations[0].id;
    const thread = (await ada.get(`/api/v1/chat/threads/${tea}/history`)).body.thread;
    expect(thread).toMatchObject({
      name: 'Green tea',
      created_at: '2024-03-05T09:00:00.000Z',
      updated_at: '2024-03-05T09:01:30.500Z',
      step_count: 7,
      agent_type: 'private_brain',
      thread_type: 'private_chat',
      first_message_preview: 'How do I brew green tea?',
      last_message_preview: 'What about matcha?', // the person's last message on the shown branch
    });
    expect(thread.metadata).toMatchObject({ imported_from: 'chatgpt' });

    const steps = await history(ada, tea);
    expect(steps.map((s) => [s.step_type, s.input ?? s.output])).toEqual([
      ['USER_MESSAGE', 'How do I brew green tea?'],
      ['ASSISTANT_MESSAGE', 'Use water at about 80 °C for two minutes.'],
      ['USER_MESSAGE', 'What about matcha?'],
      ['ASSISTANT_MESSAGE', 'Whisk matcha with 70 °C water until frothy.\n\nServe it right away.'],
    ]);
    expect(steps.map((s) => [s.sibling_index, s.sibling_count])).toEqual([
      [0, 1],
      [1, 2],
      [1, 2],
      [0, 1],
    ]);
    expect(steps[2].parent_id).toBe(steps[1].id);
    expect(steps[1]).toMatchObject({
      created_at: '2024-03-05T09:00:30.000Z',
      status: 'completed',
      parent_id: steps[0].id,
    });
    expect(steps[1].metadata.agent_model).toBe('gpt-4o');

    // The edited prompt's older version is there, with its own answer; so is the first answer.
    expect((await ada.post(`/api/v1/chat/steps/${steps[2].sibling_ids[0]}/select`)).status).toBe(200);
    expect((await history(ada, tea)).map((s) => s.input ?? s.output)).toEqual([
      'How do I brew green tea?',
      'Use water at about 80 °C for two minutes.',
      'What about oolong?',
      'Oolong likes 90 °C.',
    ]);
    expect((await ada.post(`/api/v1/chat/steps/${steps[1].sibling_ids[0]}/select`)).status).toBe(200);
    expect((await history(ada, tea)).map((s) => s.input ?? s.output)).toEqual([
      'How do I brew green tea?',
      'Use boiling water.',
    ]);

    const lisbon = await history(ada, answer.body.conversations[1].id);
    expect(lisbon.map((s) => s.input ?? s.output)).toEqual([
      'Where can I see azulejos?',
      'The National Tile Museum in Lisbon.',
    ]);
  });

  it('reads the ZIP of a data export (conversations.json beside chat.html and files)', async () => {
    const ada = await person();
    const zip = zipSync({
      'chat.html': strToU8('<html>…</html>'),
      'user.json': json({ id: 'user-1' }),
      'conversations.json': json(chatGptExport()),
      'file-abc.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    const answer = await upload(ada, zip, 'chatgpt-export.zip');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 2, messages: 9 });
  });

  it('twice adds nothing: they are reported as already here', async () => {
    const ada = await person();
    expect((await upload(ada, json([chatGptBranched()]), 'conversations.json')).body.imported).toBe(1);
    const before = await counts();
    const again = await upload(ada, json(chatGptExport()), 'conversations.json');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ imported: 1, skipped: 1, messages: 2 });
    const third = await upload(ada, json(chatGptExport()), 'conversations.json');
    expect(third.body).toMatchObject({ imported: 0, skipped: 2, messages: 0, conversations: [] });
    expect((await counts()).threads).toBe(before.threads + 1);
  });
});

describe('Claude and Duet exports', () => {
  it('a Claude export: text blocks kept, thinking left out, untitled named from the first message', async () => {
    const ada = await person();
    const answer = await upload(ada, json(claudeExport()), 'conversations.json');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ source: 'claude', imported: 2, messages: 4 });
    const [sourdough, untitled] = answer.body.conversations;
    expect(sourdough.title).toBe('Sourdough starter');
    expect(untitled.title).toBe('Name a good kvetch synonym');
    const thread = (await ada.get(`/api/v1/chat/threads/${sourdough.id}/history`)).body.thread;
    expect(thread).toMatchObject({ created_at: '2024-04-01T08:00:00.000Z', updated_at: '2024-04-01T08:05:00.000Z' });
    expect((await history(ada, sourdough.id)).map((s) => s.input ?? s.output)).toEqual([
      'How often should I feed my starter?',
      'Once a day at room temperature; weekly in the fridge.',
    ]);
  });

  it('a Duet conversation, an array of them and an account ZIP: branches and the shown one kept', async () => {
    const ada = await person();
    const one = await upload(ada, json(duetConversation()), 'bike-repair.json');
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ source: 'duet', imported: 1, messages: 4 });
    const id = one.body.conversations[0].id;
    expect((await ada.get(`/api/v1/chat/threads/${id}/history`)).body.thread).toMatchObject({
      name: 'Bike repair',
      pinned: true,
    });
    const steps = await history(ada, id);
    expect(steps.map((s) => s.input ?? s.output)).toEqual([
      'My chain keeps slipping',
      'Check the derailleur hanger.',
      'It was bent, thanks!',
    ]);
    expect(steps[1]).toMatchObject({ sibling_index: 0, sibling_count: 2 });

    const array = await upload(ada, json([duetConversation(), duetConversation('duet-thread-2')]), 'threads.json');
    expect(array.body).toMatchObject({ imported: 1, skipped: 1 });
    const zip = zipSync({
      'profile.json': json({}),
      'conversations/2024-06-01-bike-repair.json': json(duetConversation('duet-thread-3')),
      'conversations/2024-06-02-more.json': json(duetConversation('duet-thread-4')),
    });
    expect((await upload(ada, zip, 'duet-export.zip')).body).toMatchObject({ imported: 2, messages: 8 });
  });
});

describe('files that are not an export change nothing', () => {
  it('foreign JSON, broken JSON, a PNG, an empty ZIP, a damaged conversation: 400 with what was expected', async () => {
    const ada = await person();
    const before = await counts();
    const damaged = chatGptExport();
    (damaged[1] as any).mapping = { x: 'not a node' };
    const cases: Array<[Uint8Array, string, RegExp]> = [
      [json({ hello: 'world' }), 'data.json', /not a ChatGPT, Claude or Duet export/],
      [json([{ name: 'x' }]), 'list.json', /not a ChatGPT, Claude or Duet export/],
      [strToU8('[{"id": "conv-1", "mapping": {'), 'conversations.json', /not complete JSON/],
      [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'photo.png',
        /not a ChatGPT, Claude or Duet export/,
      ],
      [zipSync({ 'notes.txt': strToU8('hi') }), 'export.zip', /holds no conversations/],
      [json(damaged), 'conversations.json', /damaged/],
      [json([]), 'conversations.json', /no conversations/],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.zip', /ZIP file is damaged|holds no conversations/],
    ];
    for (const [bytes, name, message] of cases) {
      const answer = await upload(ada, bytes, name);
      expect([name, answer.status]).toEqual([name, 400]);
      expect(answer.body.detail).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('one import at a time per person: a second while the first uploads is a 429', async () => {
    const ada = await person();
    const boundary = 'duet-import-test';
    let push!: (chunk: string | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => (chunk === null ? controller.close() : controller.enqueue(strToU8(chunk)));
      },
    });
    push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="conversations.json"\r\nContent-Type: application/json\r\n\r\n`,
    );
    // The event the second request must come after: the first has taken the person's import lock.
    const locks = t.app.services.locks;
    const acquire = locks.acquire;
    const locked = new Promise<void>((resolve) => {
      locks.acquire = async (key) => {
        const lock = await acquire.call(locks, key);
        if (lock) resolve();
        return lock;
      };
    });
    const first = ada.raw('POST', '/api/v1/import', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    await locked;
    locks.acquire = acquire;
    const second = await upload(ada, json([chatGptLinear('conv-second')]), 'conversations.json');
    expect(second.status).toBe(429);
    expect(second.body.detail).toMatch(/already running/);
    push(`${JSON.stringify([chatGptLinear('conv-first')])}\r\n--${boundary}--\r\n`);
    push(null);
    const answer = await first;
    expect(answer.status).toBe(201);
    expect((await answer.json()).imported).toBe(1);
    expect((await upload(ada, json([chatGptLinear('conv-second')]), 'conversations.json')).status).toBe(201);
  });

  it('a request without a file is a 400; not multipart is a 415', async () => {
    const ada = await person();
    const form = new FormData();
    form.append('other', 'x');
    expect((await ada.request('POST', '/api/v1/import', { body: form })).status).toBe(400);
    expect((await ada.request('POST', '/api/v1/import', { json: chatGptExport() })).status).toBe(415);
  });
});

describe('search and who may see', () => {
  it('imported messages are found by viewer.searchThreads; others never see them; signed out is 401', async () => {
    const ada = await person();
    const imported = await upload(ada, json(chatGptExport()), 'conversations.json');
    const lisbon = imported.body.conversations[1].id;
    const search = await ada.gql(
      `query ($q: String!) { viewer { searchThreads(query: $q) { edges { stepId snippet node { databaseId name } } } } }`,
      { q: 'azulejos' },
    );
    expect(search.data.viewer.searchThreads.edges).toEqual([
      expect.objectContaining({ node: { databaseId: lisbon, name: 'Trip to Lisbon' }, stepId: expect.any(String) }),
    ]);
    expect((await ada.get('/api/v1/chat/threads/search?q=matcha')).body.results.map((r: any) => r.name)).toEqual([
      'Green tea',
    ]);

    const eve = await person();
    expect((await eve.get(`/api/v1/chat/threads/${lisbon}/count`)).status).toBe(404);
    expect((await eve.get(`/api/v1/chat/threads/${lisbon}/history`)).status).toBe(404);
    const eveSearch = await eve.gql(`{ viewer { searchThreads(query: "azulejos") { edges { cursor } } } }`);
    expect(eveSearch.data.viewer.searchThreads.edges).toEqual([]);
    // Eve imports the same file: her own copies, Ada's untouched.
    expect((await upload(eve, json([chatGptLinear()]), 'conversations.json')).body).toMatchObject({
      imported: 1,
      skipped: 0,
    });

    const before = await counts();
    const anonymous = await upload(t.client(), json(chatGptExport()), 'conversations.json');
    expect(anonymous.status).toBe(401);
    // A cross-site form post with Ada's cookie is refused before anything is read.
    const forged = await upload(ada, json([chatGptLinear('conv-forged')]), 'conversations.json', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
