/**
 * Past messages as vectors, for finding conversations by meaning (the brain's search_conversations).
 * A thread that just got an answer is embedded on the next round; a slow sweep through every message,
 * a page at a time, catches the rest (imports, other processes' answers, a model that changed).
 * Only the finished messages of a person's own conversations are embedded.
 */
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import type { UsageSink } from '../usage/recorder.js';
import { recordEmbedding } from './embedding-usage.js';
import type { Db } from '../db/client.js';
import type { OwnerScope } from '../privacy/read-scope.js';
import type { VectorIndex } from '../db/vector-index/types.js';
import { rankBySimilarity, replaceRows, toBytes } from '../db/vector-index/vectors.js';

export const MESSAGE_TYPES = ['USER_MESSAGE', 'ASSISTANT_MESSAGE'];
/** Characters of a message that are embedded (its opening says what it is about). */
const TEXT_MAX = 2000;

export interface MessageHit {
  stepId: string;
  threadId: string;
  similarity: number;
}

export function createMessageEmbedder(
  db: Db,
  model: EmbeddingModelV4,
  options: {
    batchSize: number;
    sweepPage: number;
    scanLimit: number;
    usage?: UsageSink;
    /** The vector index (db/vector-index/), once open: it follows the kept rows and answers searches. */
    index?: () => Promise<VectorIndex | null>;
  },
) {
  const index = options.index ?? (() => Promise.resolve(null));
  const modelId = model.modelId;
  const dirty = new Set<string>();
  let sweepAfter = '';

  const waiting = (where: object) =>
    db.step.findMany({
      where: {
        ...where,
        streaming: false,
        stepType: { in: MESSAGE_TYPES },
        // A temporary chat's messages are never kept as vectors (chat/temporary-chats.ts).
        thread: { userId: { not: null }, temporary: false },
        OR: [{ embedding: null }, { embedding: { model: { not: modelId } } }],
      },
      select: { id: true, threadId: true, input: true, output: true, thread: { select: { userId: true } } },
      take: options.batchSize,
    });

  async function embed(steps: Awaited<ReturnType<typeof waiting>>): Promise<number> {
    const texts = steps.map((s) => (s.input ?? s.output ?? '').trim().slice(0, TEXT_MAX));
    const worded = steps.filter((_, i) => texts[i]);
    const { embeddings, usage } = worded.length
      ? await embedMany({ model, values: texts.filter(Boolean), maxRetries: 1 })
      : { embeddings: [] as number[][], usage: undefined };
    recordEmbedding(
      options.usage,
      modelId,
      steps.flatMap((s, i) => (texts[i] ? [{ userId: s.thread.userId, text: texts[i] }] : [])),
      usage?.tokens,
    );
    const vectors = new Map(worded.map((s, i) => [s.id, embeddings[i]!]));
    // A message without text gets an empty vector: nothing to find, nothing to embed again.
    const rows = steps.map((step) => ({
      stepId: step.id,
      userId: step.thread.userId!,
      threadId: step.threadId,
      model: modelId,
      vector: toBytes(vectors.get(step.id) ?? []),
    }));
    await replaceRows(
      () =>
        db.$transaction([
          db.stepEmbedding.deleteMany({ where: { stepId: { in: rows.map((r) => r.stepId) } } }),
          db.stepEmbedding.createMany({ data: rows }),
        ]),
      rows.map((row) => () => db.stepEmbedding.upsert({ where: { stepId: row.stepId }, create: row, update: row })),
    );
    // The index follows the table (a miss is mended by its sync: db/vector-index/README.md).
    await (
      await index()
    )?.refresh(
      'message',
      rows.map((r) => r.stepId),
    );
    return steps.length;
  }

  /** The threads that got answers since the last round, until none of their messages waits. */
  async function embedAnswered(): Promise<number> {
    let total = 0;
    const seen = new Set<string>();
    while (dirty.size > 0) {
      const threads = [...dirty];
      const steps = (await waiting({ threadId: { in: threads } })).filter((s) => !seen.has(s.id));
      for (const s of steps) seen.add(s.id);
      if (steps.length === 0) {
        for (const id of threads) dirty.delete(id);
        continue;
      }
      total += await embed(steps);
    }
    return total;
  }

  /**
   * One page of the sweep, or as much of it as fits before `deadline` (the rest of the page waits
   * for the next round); wrapped: it came back to the start.
   */
  async function sweepPage(deadline: number): Promise<{ embedded: number; wrapped: boolean }> {
    const page = await db.step.findMany({
      where: { id: { gt: sweepAfter } },
      orderBy: { id: 'asc' },
      take: options.sweepPage,
      select: { id: true },
    });
    let embedded = 0;
    // Each message at most once a page, even if its vector could not be kept.
    const ids = new Set(page.map((s) => s.id));
    for (
      let steps = await waiting({ id: { in: [...ids] } });
      steps.length > 0;
      steps = await waiting({ id: { in: [...ids] } })
    ) {
      for (const s of steps) ids.delete(s.id);
      embedded += await embed(steps);
      if (ids.size === 0) break;
      if (Date.now() >= deadline) return { embedded, wrapped: false };
    }
    sweepAfter = page.length < options.sweepPage ? '' : page.at(-1)!.id;
    return { embedded, wrapped: sweepAfter === '' };
  }

  return {
    noteAnswered(threadId: string) {
      dirty.add(threadId);
    },
    /** A round: answered threads, then the sweep until `deadline` (at most a page). */
    async tick(deadline: number): Promise<number> {
      const answered = await embedAnswered();
      return answered + (Date.now() < deadline ? (await sweepPage(deadline)).embedded : 0);
    },
    /** Everything that waits, the whole sweep. */
    async drain(): Promise<number> {
      let total = await embedAnswered();
      sweepAfter = '';
      for (;;) {
        const { embedded, wrapped } = await sweepPage(Infinity);
        total += embedded;
        if (wrapped) return total;
      }
    },
    async byMeaning(
      scope: OwnerScope,
      vector: Float32Array,
      limit: number,
      minSimilarity: number,
    ): Promise<MessageHit[]> {
      const { userId } = scope;
      const vectors = await index();
      if (vectors) {
        const hits = await vectors.nearest('message', { scope, model: modelId, vector, limit, minSimilarity });
        const threads = await db.stepEmbedding.findMany({
          where: { stepId: { in: hits.map((h) => h.id) }, userId },
          select: { stepId: true, threadId: true },
        });
        const threadOf = new Map(threads.map((t) => [t.stepId, t.threadId]));
        // A message deleted since the index last heard of it is not found.
        return hits.flatMap((h) => {
          const threadId = threadOf.get(h.id);
          return threadId ? [{ stepId: h.id, threadId, similarity: h.similarity }] : [];
        });
      }
      const rows = await db.stepEmbedding.findMany({
        where: { userId, model: modelId },
        select: { stepId: true, threadId: true, vector: true },
        orderBy: { createdAt: 'desc' },
        take: options.scanLimit,
      });
      return rankBySimilarity(rows, vector, minSimilarity, limit).map(({ row, similarity }) => ({
        stepId: row.stepId,
        threadId: row.threadId,
        similarity,
      }));
    },
  };
}
