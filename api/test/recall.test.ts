/**
 * Recall by meaning. With the OpenAI-compatible provider the memories are embedded through its
 * embeddings endpoint (batched, by the embedder, not by any request); a question in other words
 * finds a memory by meaning, fused with full text. A failing or missing endpoint falls back to full
 * text. The local provider's own embedding runs the same path. A twin finds only public memories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMemories } from '../src/memories/memories.js';
import { ownerScope, publicScope } from '../src/privacy/read-scope.js';
import { searchConversations } from '../src/recall/conversation-search.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

/** A toy model of meaning: each text points along the topics it mentions, as often as it mentions them. */
const TOPICS = [/boulder|climb|sport|hik/gi, /tea|oolong|drink|coffee/gi, /berlin|munich|city|live/gi, /cat|dog|pet/gi];
const topical = (text: string) => {
  const v = TOPICS.map((topic) => text.match(topic)?.length ?? 0);
  return v.some(Boolean) ? v : [0, 0, 0, 0, 1];
};

async function remember(client: TestClient, content: string, visibility = 'private') {
  const res = await client.gql(
    'mutation ($c: String!, $v: MemoryVisibility) { createMemory(content: $c, visibility: $v) { ... on Memory { id } } }',
    { c: content, v: visibility },
  );
  return res.data.createMemory.id as string;
}

const userIdOf = async (client: TestClient) =>
  (await client.gql('{ viewer { databaseId } }')).data.viewer.databaseId as string;

describe('with an OpenAI-compatible embeddings endpoint', () => {
  let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
  let ada: TestClient;
  let adaId: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    s = await startAppWithScriptedAI({ AI_EMBEDDING_MODEL: 'scripted-embed' });
    s.ai.embedWith(topical);
    ada = await signedUp(s.t);
    adaId = await userIdOf(ada);
    ids = {
      boulder: await remember(ada, 'I adore bouldering'),
      tea: await remember(ada, 'My favourite drink is oolong'),
      home: await remember(ada, 'I live in Berlin'),
    };
  });
  afterAll(() => s.close());

  it('embeds memories in batches off the request path, once', async () => {
    expect(s.ai.embeddingRequests).toEqual([]);
    expect(await s.t.app.services.recall.drain()).toBe(3);
    expect(s.ai.embeddingRequests).toEqual([
      {
        model: 'scripted-embed',
        input: expect.arrayContaining(['I adore bouldering', 'My favourite drink is oolong', 'I live in Berlin']),
      },
    ]);
    expect(await s.t.app.services.recall.drain()).toBe(0);
    expect(s.ai.embeddingRequests).toHaveLength(1);
  });

  it('a memory deleted while its batch is embedded loses nothing else: the others keep their vectors', async () => {
    const kept = [await remember(ada, 'I keep bees'), await remember(ada, 'I play the cello')];
    const doomed = await remember(ada, 'I collect stamps');
    s.ai.meanwhileEmbedding(async () => {
      await s.t.db.memory.delete({ where: { id: doomed } });
    });
    expect(await s.t.app.services.recall.drain()).toBe(3);
    const vectors = await s.t.db.memoryEmbedding.findMany({
      where: { memoryId: { in: [...kept, doomed] } },
      select: { memoryId: true },
    });
    expect(vectors.map((v) => v.memoryId).sort()).toEqual([...kept].sort());
    for (const id of kept) await s.t.db.memory.delete({ where: { id } });
  });

  it('a paraphrased question finds the memory by meaning; full text alone does not', async () => {
    const recall = s.t.app.services.recall;
    const hits = await searchMemories(s.t.db, ownerScope(adaId), 'What sport do I like?', { recall });
    expect(hits.map((h) => ({ content: h.content, ranks: h.ranks }))).toEqual([
      { content: 'I adore bouldering', ranks: { text: null, meaning: 1, fused: 1 } },
    ]);
    expect(hits[0]!.similarity).toBeCloseTo(1, 5);
    expect(await searchMemories(s.t.db, ownerScope(adaId), 'What sport do I like?')).toEqual([]);
  });

  it('fuses the two rankings: found both ways outranks the best by meaning alone', async () => {
    const hits = await searchMemories(s.t.db, ownerScope(adaId), 'a drink after climbing sport', {
      recall: s.t.app.services.recall,
    });
    expect(hits.map((h) => [h.content, h.ranks])).toEqual([
      ['My favourite drink is oolong', { text: 1, meaning: 2, fused: 1 }],
      ['I adore bouldering', { text: null, meaning: 1, fused: 2 }],
    ]);
  });

  it("the brain's search_memories tool recalls by meaning", async () => {
    const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    s.ai.enqueue(
      { kind: 'tool', name: 'search_memories', args: { query: 'which sport they enjoy' } },
      { kind: 'text', chunks: ['Bouldering.'] },
    );
    const res = await ada.raw(
      'GET',
      `/api/v1/chat/stream?${new URLSearchParams({ thread_id: thread, input: 'What sport do I like?' })}`,
    );
    await res.text();
    const toolMessage = JSON.stringify((s.ai.requests.at(-1)!.messages as unknown[]).at(-1));
    expect(toolMessage).toContain('I adore bouldering');
    expect(toolMessage).not.toContain('oolong');
  });

  it('a failing endpoint degrades to full text, never an error', async () => {
    s.ai.embeddingsFailWith(500);
    try {
      const hits = await searchMemories(s.t.db, ownerScope(adaId), 'bouldering', { recall: s.t.app.services.recall });
      expect(hits.map((h) => [h.content, h.ranks])).toEqual([
        ['I adore bouldering', { text: 1, meaning: null, fused: 1 }],
      ]);
      await remember(ada, 'I have a cat');
      expect(await s.t.app.services.recall.drain()).toBe(0);
    } finally {
      s.ai.embeddingsFailWith(null);
    }
    // The cat, and the two messages of the conversation above.
    expect(await s.t.app.services.recall.drain()).toBe(3);
  });

  it('a changed memory is embedded again; a twin finds only public memories by meaning', async () => {
    await ada.gql(
      'mutation ($id: ID!) { updateMemory(id: $id, content: "I live in Munich now", visibility: public) { ... on Memory { id } } }',
      { id: ids.home },
    );
    expect(await s.t.app.services.recall.drain()).toBe(1);
    const access = await searchMemories(s.t.db, publicScope(adaId), 'Which city?', {
      recall: s.t.app.services.recall,
    });
    expect(access.map((h) => [h.content, h.ranks.meaning])).toEqual([['I live in Munich now', 1]]);
    const sport = await searchMemories(s.t.db, publicScope(adaId), 'What sport do they like?', {
      recall: s.t.app.services.recall,
    });
    expect(sport).toEqual([]);
    // Made private again: the twin no longer finds it, even before the embedder's next round tells
    // the vector index (the memory's own visibility decides, not the index's copy).
    await ada.gql(
      'mutation ($id: ID!) { setMemoryVisibility(id: $id, visibility: private) { ... on Memory { id } } }',
      {
        id: ids.home,
      },
    );
    const after = await searchMemories(s.t.db, publicScope(adaId), 'Which city?', {
      recall: s.t.app.services.recall,
    });
    expect(after).toEqual([]);
    expect(await s.t.app.services.recall.drain()).toBe(1);
    const own = await searchMemories(s.t.db, ownerScope(adaId), 'Which city?', { recall: s.t.app.services.recall });
    expect(own.map((h) => [h.content, h.ranks.meaning])).toEqual([['I live in Munich now', 1]]);
  });
});

describe('past conversations, with an OpenAI-compatible embeddings endpoint', () => {
  it('search_conversations finds a conversation by what was said in it, in other words', async () => {
    const s = await startAppWithScriptedAI({ AI_EMBEDDING_MODEL: 'scripted-embed' });
    try {
      s.ai.embedWith(topical);
      const ada = await signedUp(s.t);
      const say = async (threadId: string, input: string) =>
        (await ada.raw('GET', `/api/v1/chat/stream?${new URLSearchParams({ thread_id: threadId, input })}`)).text();
      const start = async () => (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
      const trip = await start();
      s.ai.titleWith('Weekend plans');
      s.ai.enqueue({ kind: 'text', chunks: ['Fontainebleau has great boulders.'] });
      await say(trip, 'Where should I go bouldering this weekend?');
      const other = await start();
      s.ai.titleWith('Groceries');
      s.ai.enqueue({ kind: 'text', chunks: ['Milk and bread.'] });
      await say(other, 'What should I buy for breakfast?');
      // The answers were noted; the embedder's round embeds the four messages in one batch (no request did).
      const before = s.ai.embeddingRequests.length;
      expect(await s.t.app.services.recall.drain()).toBe(4);
      expect(s.ai.embeddingRequests.slice(before).map((r) => r.input.length)).toEqual([4]);

      const deps = { db: s.t.db, reads: s.t.app.services.chat.reads, recall: s.t.app.services.recall };
      const hits = await searchConversations(deps, await userIdOf(ada), 'that climbing sport chat', 5);
      expect(hits).toEqual([
        {
          threadId: trip,
          name: 'Weekend plans',
          updatedAt: expect.any(Date),
          excerpt: expect.stringMatching(/bouldering|boulders/),
          ranks: { text: null, meaning: 1, fused: 1 },
        },
      ]);

      // The brain's tool gives the model the conversation and its passage; never the one it is in.
      const now = await start();
      s.ai.enqueue(
        { kind: 'tool', name: 'search_conversations', args: { query: 'climbing sport' } },
        { kind: 'text', chunks: ['Found it.'] },
      );
      await say(now, 'Which chat was about climbing?');
      const result = JSON.stringify((s.ai.requests.at(-1)!.messages as unknown[]).at(-1));
      expect(result).toContain('Weekend plans');
      expect(result).not.toContain('Groceries');
    } finally {
      await s.close();
    }
  });
});

describe('without an embedding model', () => {
  it('searches by full text, and asks the server for nothing', async () => {
    const s = await startAppWithScriptedAI();
    try {
      expect(s.t.app.services.recall.modelId).toBeNull();
      const ada = await signedUp(s.t);
      await remember(ada, 'I adore bouldering');
      expect(await s.t.app.services.recall.drain()).toBe(0);
      const hits = await searchMemories(s.t.db, ownerScope(await userIdOf(ada)), 'bouldering', {
        recall: s.t.app.services.recall,
      });
      expect(hits.map((h) => h.content)).toEqual(['I adore bouldering']);
      expect(s.ai.embeddingRequests).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('with the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('its own small embedding finds word forms by meaning and knows no synonyms', async () => {
    const ada = await signedUp(t);
    await remember(ada, 'I love bouldering');
    await remember(ada, 'My favourite tea is oolong');
    expect(t.app.services.recall.modelId).toBe('duet-local-embed-2');
    expect(await t.app.services.recall.drain()).toBe(2);
    const recall = t.app.services.recall;
    const userId = await userIdOf(ada);
    const boulders = await searchMemories(t.db, ownerScope(userId), 'boulders', { recall });
    expect(boulders.map((h) => [h.content, h.ranks])).toEqual([
      ['I love bouldering', { text: 1, meaning: 1, fused: 1 }],
    ]);
    expect(await searchMemories(t.db, ownerScope(userId), 'What sport do I like?', { recall })).toEqual([]);
  });
});
