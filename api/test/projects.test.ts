/**
 * Projects (api/src/projects/): made, renamed, changed and deleted over GraphQL and REST, with
 * clear refusals and a cap; a conversation in "Kitchen renovation" cites the project's file and one
 * outside does not; moving a conversation in changes its next answer; deleting the project with
 * "move conversations out" keeps them; search narrowed to a project. The model's side (instructions
 * in the prompt), memories and export/import: projects-model.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brainTurn, newBrainThread } from './support/brain-turns.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

const csrf = { 'x-duet-csrf': '1' };
const CREATE = `mutation ($name: String!, $instructions: String, $keep: Boolean) {
  createProject(name: $name, instructions: $instructions, keepMemoriesToItself: $keep) {
    __typename ... on Project { id databaseId name instructions keepMemoriesToItself instructionsMaxLength }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const PLAN = 'The splashback tiles are sage green zellige from Fez, ordered for the second of March.';

/** Uploads a file into a project and waits for the reading queue to finish it (the event). */
async function addFile(client: TestClient, projectId: string, name: string, text: string) {
  const form = new FormData();
  form.append('files', new File([new TextEncoder().encode(text)], name, { type: 'text/markdown' }));
  const res = await client.request('POST', `/api/v1/projects/${projectId}/files`, { body: form, headers: csrf });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const doc = res.body.documents[0];
  await t.app.services.reading.whenRead(doc.id, AbortSignal.timeout(60_000));
  return doc.id as string;
}

/** The documents an answer cites (its sources, as the history gives them). */
async function citedIn(client: TestClient, threadId: string): Promise<string[]> {
  const history = await client.get(`/api/v1/chat/threads/${threadId}/history`);
  return (history.body.steps.at(-1).sources ?? []).map((s: any) => s.document_id);
}

describe('a project', () => {
  it('is made, read, renamed and changed over GraphQL and REST', async () => {
    const made = (await ada.gql(CREATE, { name: '  Garden  ', instructions: 'Use metric units.' })).data.createProject;
    expect(made).toMatchObject({
      __typename: 'Project',
      name: 'Garden',
      instructions: 'Use metric units.',
      keepMemoriesToItself: false,
      instructionsMaxLength: 1500,
    });
    const rest = await ada.request('PATCH', `/api/v1/projects/${made.databaseId}`, {
      json: { name: 'Allotment', keep_memories_to_itself: true },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.project).toMatchObject({ name: 'Allotment', instructions: 'Use metric units.' });
    const gql = await ada.gql(
      'mutation ($id: ID!) { updateProject(projectId: $id, instructions: "") { ... on Project { name instructions keepMemoriesToItself } } }',
      { id: made.id },
    );
    expect(gql.data.updateProject).toEqual({ name: 'Allotment', instructions: null, keepMemoriesToItself: true });
    const list = await ada.get('/api/v1/projects');
    expect(list.body).toMatchObject({ max_projects: 100, max_instructions_length: 1500 });
    expect(list.body.projects.map((p: any) => p.name)).toEqual(['Allotment']);
    expect((await ada.gql('{ viewer { projects { name } } }')).data.viewer.projects).toEqual([{ name: 'Allotment' }]);
    const gone = await ada.request('DELETE', `/api/v1/projects/${made.databaseId}`);
    expect(gone.body).toMatchObject({ deleted: true, moved_conversations: 0 });
  });

  it('refuses bad input with a clear 4xx, and nothing changes', async () => {
    const bad = [
      [{ name: '' }, 'Give the project a name'],
      [{ name: 'x'.repeat(101) }, "A project's name can be at most 100 characters"],
      [{ name: 'Ok', instructions: 'y'.repeat(1501) }, "A project's instructions can be at most 1,500 characters"],
      [{ name: 'Ok', keep_memories_to_itself: 'yes' }, 'keepMemoriesToItself must be true or false'],
      [{ name: 42 }, 'The name must be text'],
    ] as const;
    for (const [json, message] of bad) {
      const res = await ada.request('POST', '/api/v1/projects', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const gql = (await ada.gql(CREATE, { name: '   ' })).data.createProject;
    expect(gql).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name' }] });
    expect((await ada.request('DELETE', '/api/v1/projects/nope?conversations=all')).status).toBe(400);
    expect((await ada.request('PATCH', '/api/v1/projects/nope', { json: { name: 'x' } })).status).toBe(404);
    const empty = await ada.request('POST', '/api/v1/projects', { json: { name: 'Empty' } });
    expect((await ada.request('PATCH', `/api/v1/projects/${empty.body.project.id}`, { json: {} })).status).toBe(400);
    await ada.request('DELETE', `/api/v1/projects/${empty.body.project.id}`);
    expect((await ada.get('/api/v1/projects')).body.projects).toEqual([]);
  });

  it('is capped at 100 a person, with what to do', async () => {
    const { id: userId } = await t.db.user.findFirstOrThrow({ where: { username: USER.username } });
    await t.db.project.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({ userId, name: `P${i}` })),
    });
    const res = await ada.request('POST', '/api/v1/projects', { json: { name: 'One more' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^You have 100 projects, as many as Duet keeps\. Delete one/);
    expect(await t.db.project.count({ where: { userId } })).toBe(100);
    await t.db.project.deleteMany({ where: { userId } });
  });
});

describe('"Kitchen renovation"', () => {
  let project: string;
  let file: string;
  let inside: string;
  let outside: string;
  const question = 'Which splashback tiles did we choose?';

  it('answers a conversation in it from its file, and one outside it does not see the file', async () => {
    const made = await ada.request('POST', '/api/v1/projects', {
      json: { name: 'Kitchen renovation', instructions: 'Name the supplier when you can.' },
    });
    project = made.body.project.id;
    file = await addFile(ada, project, 'kitchen-plan.md', `# Kitchen plan\n\n${PLAN}`);

    inside = (await ada.post(`/api/v1/projects/${project}/chat`)).body.thread_id;
    const answer = await brainTurn(ada, question, { thread: inside });
    expect(answer.tools).toContain('search_documents');
    expect(answer.text).toContain('sage green zellige');
    expect(await citedIn(ada, inside)).toEqual([file]);

    outside = await newBrainThread(ada);
    const other = await brainTurn(ada, question, { thread: outside });
    expect(other.text).not.toContain('zellige');
    expect(await citedIn(ada, outside)).toEqual([]);

    const page = await ada.get(`/api/v1/projects/${project}`);
    expect(page.body.conversations.map((c: any) => c.id)).toEqual([inside]);
    // Its count, as the project list and the project's page of conversations give it, agree.
    const counted = await ada.gql('{ viewer { projects { conversationCount threads(first: 5) { totalCount } } } }');
    expect(counted.data.viewer.projects).toEqual([{ conversationCount: 1, threads: { totalCount: 1 } }]);
    expect(page.body.files.map((f: any) => [f.id, f.project_id])).toEqual([[file, project]]);
    // The sidebar's Recent lists only conversations outside projects.
    const recent = await ada.get('/api/v1/chat/threads?outside_projects=true');
    expect(recent.body.threads.map((th: any) => th.id)).toEqual([outside]);
  });

  it('moving a conversation in changes its next answer; moving it out changes it back', async () => {
    const moved = await ada.request('PUT', `/api/v1/projects/${project}/conversations/${outside}`);
    expect(moved.body.thread.project_id).toBe(project);
    const answer = await brainTurn(ada, question, { thread: outside });
    expect(answer.text).toContain('sage green zellige');
    expect(await citedIn(ada, outside)).toEqual([file]);

    const out = await ada.gql(
      'mutation ($t: ID!) { moveThreadToProject(threadId: $t) { ... on Thread { project { name } } } }',
      { t: outside },
    );
    expect(out.data.moveThreadToProject.project).toBeNull();
    expect((await brainTurn(ada, question, { thread: outside })).text).not.toContain('zellige');
    expect(await citedIn(ada, outside)).toEqual([]);
  });

  it('narrows search to its conversations', async () => {
    const wide = await ada.get('/api/v1/chat/threads/search?q=splashback');
    expect(wide.body.results.map((r: any) => r.id).sort()).toEqual([inside, outside].sort());
    const narrow = await ada.get(`/api/v1/projects/${project}/search?q=splashback`);
    expect(narrow.body.results.map((r: any) => r.id)).toEqual([inside]);
    const gql = await ada.gql(
      'query ($p: ID!) { viewer { searchThreads(query: "splashback", project: $p) { edges { node { databaseId } } } } }',
      { p: project },
    );
    expect(gql.data.viewer.searchThreads.edges.map((e: any) => e.node.databaseId)).toEqual([inside]);
    expect((await ada.get(`/api/v1/projects/${project}/search?q=s`)).status).toBe(400);
  });

  it('deleted with "move conversations out" keeps them, and its file goes back to the library', async () => {
    const res = await ada.request('DELETE', `/api/v1/projects/${project}?conversations=move_out`);
    expect(res.body).toMatchObject({ deleted: true, moved_conversations: 1, deleted_conversations: 0, moved_files: 1 });
    const kept = await ada.get(`/api/v1/chat/threads/${inside}/history`);
    expect(kept.status).toBe(200);
    expect(kept.body.steps.length).toBeGreaterThan(0);
    expect((await ada.get(`/api/v1/documents/${file}`)).body.document).toMatchObject({ project_id: null });
    expect((await ada.get(`/api/v1/projects/${project}`)).status).toBe(404);
  });

  it('deleted with its conversations deletes them and its files', async () => {
    const made = await ada.gql(CREATE, { name: 'Attic' });
    const id = made.data.createProject.databaseId;
    const doc = await addFile(ada, id, 'attic.md', '# Attic\n\nThe attic beams are oak.');
    const started = await ada.gql(
      'mutation ($p: ID!) { startProjectChat(projectId: $p) { ... on StartChatPayload { threadId thread { project { name } } } } }',
      { p: id },
    );
    const thread = started.data.startProjectChat.threadId;
    expect(started.data.startProjectChat.thread.project.name).toBe('Attic');
    await brainTurn(ada, 'What are the attic beams made of?', { thread });
    const deleted = await ada.gql(
      'mutation ($p: ID!) { deleteProject(projectId: $p, conversations: DELETE) { ... on DeleteProjectPayload { deletedConversations deletedFiles } } }',
      { p: id },
    );
    expect(deleted.data.deleteProject).toEqual({ deletedConversations: 1, deletedFiles: 1 });
    expect((await ada.get(`/api/v1/chat/threads/${thread}/history`)).status).toBe(404);
    expect((await ada.get(`/api/v1/documents/${doc}`)).status).toBe(404);
  });

  it('keeps its empty conversation to itself: New Chat outside does not open it', async () => {
    const made = await ada.request('POST', '/api/v1/projects', { json: { name: 'Empty chats' } });
    const empty = (await ada.post(`/api/v1/projects/${made.body.project.id}/chat`)).body.thread_id;
    expect((await ada.post(`/api/v1/projects/${made.body.project.id}/chat`)).body.thread_id).toBe(empty);
    const plain = (await ada.post('/api/v1/chat/private-brain/start')).body;
    expect(plain.thread_id).not.toBe(empty);
    expect(plain.thread.project_id).toBeNull();
  });

  it('takes only conversations with the brain', async () => {
    const made = await ada.request('POST', '/api/v1/projects', { json: { name: 'Only brain' } });
    const pal = (await ada.post('/api/v1/chat/profile-pal/start')).body.thread_id;
    const res = await ada.request('PUT', `/api/v1/projects/${made.body.project.id}/conversations/${pal}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Only conversations with your brain can go into a project.');
    const notIn = await ada.request('DELETE', `/api/v1/projects/${made.body.project.id}/conversations/${pal}`);
    expect(notIn.status).toBe(404);
  });
});
