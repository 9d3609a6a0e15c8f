/**
 * Searching conversations as a connection (`viewer.searchThreads`): the threads themselves, with
 * their global ids (the same node `node(id)` reads), best first, the passage that matched and its
 * message on each edge, page after page with no thread twice; narrowed to a project of yours; bad
 * input refused with a message; nobody else's threads or project found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaId: string;
let projectId: string;

const SEARCH = `query ($q: String!, $first: Int, $after: String, $project: ID) { viewer {
  searchThreads(query: $q, first: $first, after: $after, project: $project) {
    edges { cursor snippet highlights { start end } stepId stepDatabaseId node { id databaseId name } }
    pageInfo { hasNextPage endCursor } } } }`;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  adaId = (await ada.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
  const bobId = (await bob.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
  projectId = (await t.db.project.create({ data: { userId: adaId, name: 'Boats' } })).id;
  // Equally good matches (the same words, as long): the most recently updated come first. Their
  // times run against the order they are made in, so a page cut in another order would show.
  const at = (i: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, (i * 7) % 25));
  await t.db.thread.createMany({
    data: [
      ...Array.from({ length: 23 }, (_, i) => ({
        userId: adaId,
        name: `Kayak trip ${i}`,
        stepCount: 2,
        updatedAt: at(i),
      })),
      ...Array.from({ length: 2 }, (_, i) => ({
        userId: adaId,
        name: `Kayak repair ${i}`,
        stepCount: 2,
        projectId,
        updatedAt: at(23 + i),
      })),
      { userId: bobId, name: 'Kayak of Bob', stepCount: 2 },
    ],
  });
});
afterAll(() => t.close());

const search = async (client: TestClient, variables: Record<string, unknown>) => {
  const res = await client.gql(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  return res.data.viewer.searchThreads;
};

describe('viewer.searchThreads', () => {
  it('finds the threads themselves: global ids that node() reads, the passage and its message on the edge', async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const steps = await answered(ada, threadId, 'Why would my canoe be called Blue Heron, do you think?');
    const question = steps.find((s) => s.step_type === 'USER_MESSAGE');
    const found = await search(ada, { q: 'blue her' });
    expect(found.edges).toHaveLength(1);
    const [edge] = found.edges;
    expect(edge.node.databaseId).toBe(threadId);
    expect(edge.node.id).not.toBe(threadId);
    const node = await ada.gql('query ($id: ID!) { node(id: $id) { ... on Thread { databaseId } } }', {
      id: edge.node.id,
    });
    expect(node.data.node).toEqual({ databaseId: threadId });
    expect(edge.stepDatabaseId).toBe(question.id);
    const step = await ada.gql('query ($id: ID!) { node(id: $id) { ... on Step { databaseId } } }', {
      id: edge.stepId,
    });
    expect(step.data.node).toEqual({ databaseId: question.id });
    expect(edge.highlights.map((h: any) => edge.snippet.slice(h.start, h.end))).toEqual(['Blue', 'Heron']);
  });

  it('page after page, each thread once, only yours; a name match has no passage', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await search(ada, { q: 'kayak', first: 10, after });
      pages += 1;
      for (const edge of page.edges) {
        expect(edge.snippet).toBeNull();
        expect(edge.stepId).toBeNull();
        seen.push(edge.node.name);
      }
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    const byTime = await t.db.thread.findMany({
      where: { userId: adaId, name: { startsWith: 'Kayak' } },
      orderBy: { updatedAt: 'desc' },
    });
    expect(seen).toEqual(byTime.map((th) => th.name));
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain('Kayak of Bob');
    expect((await search(bob, { q: 'kayak' })).edges.map((e: any) => e.node.name)).toEqual(['Kayak of Bob']);
  });

  it('narrowed to a project of yours; another person’s project is not found', async () => {
    const inProject = await search(ada, { q: 'kayak', project: projectId });
    expect(inProject.edges.map((e: any) => e.node.name).sort()).toEqual(['Kayak repair 0', 'Kayak repair 1']);
    const theirs = await bob.gql(SEARCH, { q: 'kayak', project: projectId });
    expect(theirs.errors?.map((e) => [e.extensions.code, e.message])).toEqual([['NOT_FOUND', 'Project not found']]);
    expect(JSON.stringify(theirs.data)).not.toContain('Kayak repair');
  });

  it('another person’s search is not found', async () => {
    const userId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const peek = await bob.gql(
      'query ($id: ID!) { node(id: $id) { ... on User { searchThreads(query: "kayak") { edges { node { name } } } } } }',
      { id: userId },
    );
    expect(peek.errors?.map((e) => e.message)).toEqual(['Not found']);
    expect(JSON.stringify(peek.data)).not.toContain('Kayak trip');
  });

  it('bad input is refused with a message, before any search', async () => {
    for (const [variables, message] of [
      [{ q: 'k' }, 'Search needs at least 2 characters'],
      [{ q: 'kayak', first: 101 }, 'searchThreads(first: 101): a page holds at most 100 items'],
      [{ q: 'kayak', after: 'bm90IGEgY3Vyc29y' }, 'Invalid offset cursor'],
    ] as const) {
      const res = await ada.gql(SEARCH, variables);
      expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain(message);
    }
  });
});
