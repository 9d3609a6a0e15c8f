/**
 * Projects and what the model, memory and exports see of them (api/src/projects/): a conversation
 * in a project sends the model the project's instructions on top of the person's own, one outside
 * does not, and moving it in changes that; a shared link carries neither; a memory learned in a
 * project is marked with it and, when the project keeps its memories to itself, is recalled only
 * there; the Duet format and the account ZIP carry projects, and importing puts them back.
 */
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brainTurn, newBrainThread } from './support/brain-turns.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const KITCHEN = 'Always quote prices in euros and name the supplier.';

describe('with a real model', () => {
  it('sends the project’s instructions on top of the person’s own, only in its conversations', async () => {
    const s = await startAppWithScriptedAI();
    try {
      const ada = await signedUp(s.t);
      await ada.gql('mutation { setPersonalInstructions(about: "I am a nurse.") { __typename } }');
      const project = (await ada.post('/api/v1/projects', { name: 'Kitchen renovation', instructions: KITCHEN })).body
        .project.id;
      const system = () => (s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>)[0]!.content;

      const inside = (await ada.post(`/api/v1/projects/${project}/chat`)).body.thread_id;
      s.ai.enqueue({ kind: 'text', chunks: ['The tiles cost 40 euros.'] });
      await brainTurn(ada, 'What do the tiles cost?', { thread: inside });
      expect(system()).toContain('I am a nurse.');
      expect(system()).toContain('Kitchen renovation');
      expect(system()).toContain(KITCHEN);
      expect(system().indexOf('I am a nurse.')).toBeLessThan(system().indexOf(KITCHEN));

      const outside = await newBrainThread(ada);
      s.ai.enqueue({ kind: 'text', chunks: ['Hello.'] });
      await brainTurn(ada, 'Hello', { thread: outside });
      expect(system()).toContain('I am a nurse.');
      expect(system()).not.toContain(KITCHEN);
      expect(system()).not.toContain('Kitchen renovation');

      // Moved in, its next answer is written with them.
      await ada.request('PUT', `/api/v1/projects/${project}/conversations/${outside}`);
      s.ai.enqueue({ kind: 'text', chunks: ['In euros.'] });
      await brainTurn(ada, 'And the taps?', { thread: outside });
      expect(system()).toContain(KITCHEN);

      // A shared link holds the conversation's text, never the project's instructions or files.
      const share = await ada.post(`/api/v1/chat/threads/${inside}/share`);
      expect(share.status).toBe(201);
      const row = await s.t.db.sharedConversation.findFirstOrThrow({ where: { threadId: inside } });
      expect(JSON.stringify(row)).not.toContain(KITCHEN);
      expect(JSON.stringify(row)).not.toContain('Kitchen renovation');
    } finally {
      await s.close();
    }
  });
});

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** What search_memories found in an answer (the offline brain searches them for a question). */
const memoriesFound = (turn: Awaited<ReturnType<typeof brainTurn>>) =>
  turn.outputs
    .filter((o) => o.name === 'search_memories')
    .flatMap((o) => o.output.memories.map((m: { content: string }) => m.content));

describe('memories learned in a project', () => {
  it('are marked with it, and recalled elsewhere unless it keeps them to itself', async () => {
    const open = (await ada.post('/api/v1/projects', { name: 'Garden' })).body.project.id;
    const closed = (await ada.post('/api/v1/projects', { name: 'Surprise party', keep_memories_to_itself: true })).body
      .project.id;
    const inOpen = (await ada.post(`/api/v1/projects/${open}/chat`)).body.thread_id;
    await brainTurn(ada, 'Remember that the greenhouse faces south.', { thread: inOpen });
    const inClosed = (await ada.post(`/api/v1/projects/${closed}/chat`)).body.thread_id;
    await brainTurn(ada, 'Remember that the party cake is lemon.', { thread: inClosed });

    const listed = await ada.gql('{ viewer { memories { content project { name } } } }');
    expect(listed.data.viewer.memories).toEqual(
      expect.arrayContaining([
        { content: expect.stringContaining('greenhouse'), project: { name: 'Garden' } },
        { content: expect.stringContaining('cake is lemon'), project: { name: 'Surprise party' } },
      ]),
    );

    const outside = await brainTurn(ada, 'Which way does the greenhouse face? What flavour is the party cake?');
    expect(memoriesFound(outside).join(' ')).toContain('greenhouse');
    expect(memoriesFound(outside).join(' ')).not.toContain('lemon');
    expect(outside.text).not.toContain('lemon');

    const again = (await ada.post(`/api/v1/projects/${closed}/chat`)).body.thread_id;
    await brainTurn(ada, 'Hi', { thread: again });
    const inside = await brainTurn(ada, 'What flavour is the party cake?', { thread: again });
    expect(memoriesFound(inside).join(' ')).toContain('lemon');

    // Asking "what do you know about me" outside lists none of the project's kept memories either.
    const known = await brainTurn(ada, 'What do you know about me?');
    expect(JSON.stringify(known.outputs)).not.toContain('lemon');
  });
});

describe('export and import', () => {
  it('carry projects: the conversation file names its project, the ZIP lists them, importing puts them back', async () => {
    const project = (await ada.post('/api/v1/projects', { name: 'Kitchen renovation', instructions: KITCHEN })).body
      .project;
    const thread = (await ada.post(`/api/v1/projects/${project.id}/chat`)).body.thread_id;
    await brainTurn(ada, 'The tiles are sage green.', { thread });

    const file = await ada.get(`/api/v1/chat/threads/${thread}/export?format=json`);
    expect(file.body.thread.project).toEqual({
      id: project.id,
      name: 'Kitchen renovation',
      instructions: KITCHEN,
      keep_memories_to_itself: false,
    });

    const res = await ada.raw('GET', '/api/v1/account/export');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const projects = JSON.parse(strFromU8(zip['projects.json']!));
    expect(projects).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Kitchen renovation', instructions: KITCHEN })]),
    );
    const entry = Object.keys(zip).find((n) => n.startsWith('conversations/') && n.endsWith(`-${thread}.json`))!;
    expect(JSON.parse(strFromU8(zip[entry]!)).thread.project.name).toBe('Kitchen renovation');
    expect(JSON.parse(strFromU8(zip['memories.json']!))[0]).toHaveProperty('project_id');

    // Another person imports the file: the conversation lands in a project of that name, with its instructions.
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
    const form = new FormData();
    form.append('file', new Blob([strToU8(JSON.stringify(file.body))]), 'kitchen.json');
    const imported = await eve.request('POST', '/api/v1/import', { body: form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const mine = (await eve.get('/api/v1/projects')).body.projects;
    expect(mine).toEqual([expect.objectContaining({ name: 'Kitchen renovation', instructions: KITCHEN })]);
    const page = await eve.get(`/api/v1/projects/${mine[0].id}`);
    expect(page.body.conversations).toHaveLength(1);

    // Imported again, or with a project of that name already there: no second project.
    const form2 = new FormData();
    const other = { ...file.body, thread: { ...file.body.thread, id: 'another-thread' } };
    form2.append('file', new Blob([strToU8(JSON.stringify(other))]), 'kitchen-2.json');
    expect((await eve.request('POST', '/api/v1/import', { body: form2 })).status).toBe(201);
    expect((await eve.get('/api/v1/projects')).body.projects).toHaveLength(1);
    expect((await eve.get(`/api/v1/projects/${mine[0].id}`)).body.conversations).toHaveLength(2);
  });
});
