/**
 * How many a list holds (`totalCount`) beside its pages: the person's threads (with the kind and
 * "outside projects" filters), a project's threads, documents (with a search) and memories (with a
 * visibility); each counts the whole list with its filters, not the page, and only the owner's
 * rows. The library pages on the database past any size, backwards too; another person's lists
 * are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let adaId: string;
let bob: TestClient;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  adaId = (await ada.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
  const bobId = (await bob.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
  projectId = (await t.db.project.create({ data: { userId: adaId, name: 'Garden' } })).id;
  const at = (i: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, i));
  const thread = (userId: string, i: number, extra: object = {}) => ({
    userId,
    name: `Thread ${i}`,
    stepCount: 2,
    updatedAt: at(i),
    ...extra,
  });
  await t.db.thread.createMany({
    data: [
      ...Array.from({ length: 103 }, (_, i) => thread(adaId, i)),
      ...Array.from({ length: 4 }, (_, i) => thread(adaId, 200 + i, { projectId })),
      thread(adaId, 300, { agentType: 'profile_pal' }),
      // Not listed, so not counted: no message yet, and a temporary chat.
      thread(adaId, 301, { stepCount: 0 }),
      thread(adaId, 302, { temporary: true }),
      ...Array.from({ length: 5 }, (_, i) => thread(bobId, 400 + i)),
    ],
  });
  const document = (userId: string, i: number, name: string) => ({
    userId,
    name,
    status: 'ready',
    createdAt: at(i),
  });
  await t.db.document.createMany({
    data: [
      ...Array.from({ length: 130 }, (_, i) => document(adaId, i, `notes-${i}.txt`)),
      ...Array.from({ length: 3 }, (_, i) => document(adaId, 500 + i, `tomatoes-${i}.pdf`)),
      document(bobId, 600, 'tomatoes-bob.pdf'),
    ],
  });
  await t.db.memory.createMany({
    data: [
      ...Array.from({ length: 7 }, (_, i) => ({ userId: adaId, content: `Fact ${i}`, source: 'owner' })),
      ...Array.from({ length: 2 }, (_, i) => ({
        userId: adaId,
        content: `Public ${i}`,
        source: 'owner',
        visibility: 'public',
      })),
      { userId: bobId, content: 'Bob keeps bees', source: 'owner' },
    ],
  });
});
afterAll(() => t.close());

describe('totalCount', () => {
  it('counts the whole list with its filters, whatever the page', async () => {
    const res = await ada.gql(
      `query ($project: ID!) { viewer {
        all: threads(first: 1) { totalCount edges { cursor } }
        recent: threads(first: 5, outsideProjects: true) { totalCount }
        pal: threads(first: 5, kind: profile_pal) { totalCount }
        project(id: $project) { threads(first: 2) { totalCount edges { cursor } } }
        documents: documentsConnection(first: 3) { totalCount edges { cursor } }
        tomatoes: documentsConnection(first: 1, search: "tomatoes") { totalCount }
        memories: memoriesConnection(first: 2) { totalCount edges { cursor } }
        public: memoriesConnection(first: 2, visibility: public) { totalCount }
      } }`,
      { project: projectId },
    );
    expect(res.errors).toBeUndefined();
    const v = res.data.viewer;
    expect(v.all.totalCount).toBe(108);
    expect(v.all.edges).toHaveLength(1);
    expect(v.recent.totalCount).toBe(104);
    expect(v.pal.totalCount).toBe(1);
    expect(v.project.threads.totalCount).toBe(4);
    expect(v.project.threads.edges).toHaveLength(2);
    expect(v.documents.totalCount).toBe(133);
    expect(v.documents.edges).toHaveLength(3);
    expect(v.tomatoes.totalCount).toBe(3);
    expect(v.memories.totalCount).toBe(9);
    expect(v.public.totalCount).toBe(2);
  });

  it('is only the owner’s: another person’s lists are not found', async () => {
    const userId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const peek = await bob.gql(
      `query ($id: ID!) { node(id: $id) { ... on User {
        documentsConnection(first: 1) { totalCount } threads(first: 1) { totalCount } } } }`,
      { id: userId },
    );
    expect(peek.errors?.map((e) => e.message)).toEqual(['Not found', 'Not found']);
    const project = await bob.gql(`query ($id: ID!) { viewer { project(id: $id) { threads { totalCount } } } }`, {
      id: projectId,
    });
    expect(project.data.viewer.project).toBeNull();
    const own = await bob.gql('{ viewer { documentsConnection(first: 1) { totalCount } threads { totalCount } } }');
    expect(own.data.viewer).toEqual({ documentsConnection: { totalCount: 1 }, threads: { totalCount: 5 } });
  });
});

describe('the library, page by page', () => {
  const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String) { viewer {
    documentsConnection(first: $first, after: $after, last: $last, before: $before, search: $search) {
      edges { cursor node { name } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
  const page = async (variables: Record<string, unknown>) => {
    const res = await ada.gql(PAGE, variables);
    expect(res.errors).toBeUndefined();
    return res.data.viewer.documentsConnection;
  };
  const names = (c: { edges: Array<{ node: { name: string } }> }) => c.edges.map((e) => e.node.name);

  it('every document once, newest first, past the first 100', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const next = await page({ first: 100, after });
      seen.push(...names(next));
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(133);
    expect(new Set(seen).size).toBe(133);
    expect(seen.slice(0, 4)).toEqual(['tomatoes-2.pdf', 'tomatoes-1.pdf', 'tomatoes-0.pdf', 'notes-129.txt']);
    expect(seen.at(-1)).toBe('notes-0.txt');
  });

  it('backwards from a cursor, and within a search', async () => {
    const first = await page({ first: 10 });
    const back = await page({ last: 3, before: first.pageInfo.endCursor });
    expect(names(back)).toEqual(names(first).slice(6, 9));
    expect(back.pageInfo.hasPreviousPage).toBe(true);
    const found = await page({ first: 2, search: 'tomatoes' });
    expect(names(found)).toEqual(['tomatoes-2.pdf', 'tomatoes-1.pdf']);
    const rest = await page({ first: 2, search: 'tomatoes', after: found.pageInfo.endCursor });
    expect(names(rest)).toEqual(['tomatoes-0.pdf']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('a cursor that is not one is bad input', async () => {
    const res = await ada.gql(PAGE, { first: 2, after: 'bm90IGEgY3Vyc29y' });
    expect(res.errors?.map((e) => [e.extensions.code, e.message])).toEqual([['BAD_USER_INPUT', 'Invalid cursor']]);
  });
});
