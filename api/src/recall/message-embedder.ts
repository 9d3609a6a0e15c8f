/**
 * Past messages as vectors, for finding conversations by meaning (the brain's search_conversations).
 * A thread that just got an answer is embedded on the next round; a slow sweep through every message,
 * a page at a time, catches the rest (imports, other processes' answers, a model that changed).
 * Only the finished messages of a person's own conversations are embedded.
 */
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import type { Db } from '../db/client.js';
import { rankBySimilarity, toBytes } from './vectors.js';

const MESSAGE_TYPES = ['USER_MESSAGE', 'ASSISTANT_MESSAGE'];
/** Characters of a message that are embedded (its opening says what it is about). */
const TEXT_MAX = 2000;

export interface MessageHit {
  stepId: string;
  threadId: string;
  similarity: number;
}

export function createMessageEmbedder(db: Db, model: EmbeddingModelV4, options: { batchSize: number; sweepPage: number; scanLimit: number }) {
  const modelId = model.modelId;
  const dirty = new Set<string>();
  let sweepAfter = '';

  const waiting = (where: object) =>
    db.step.findMany({
      where: {
        ...where,
        streaming: false,
        stepType: { in: MESSAGE_TYPES },
        thread: { userId: { not: null } },
        OR: [{ embedding: null }, { embedding: { model: { not: modelId } } }],
      },
      select: { id: true, threadId: true, input: true, output: true, thread: { select: { userId: true } } },
      take: options.batchSize,
    });

  async function embed(steps: Awaited<ReturnType<typeof waiting>>): Promise<number> {
    const texts = steps.map((s) => (s.input ?? s.output ?? '').trim().slice(0, TEXT_MAX));
    const worded = steps.filter((_, i) => texts[i]);
    const { embeddings } = worded.length
      ? await embedMany({ model, values: texts.filter(Boolean), maxRetries: 1 })
      : { embeddings: [] as number[][] };
    const vectors = new Map(worded.map((s, i) => [s.id, embeddings[i]!]));
    for (const step of steps) {
      // A message without text gets an empty vector: nothing to find, nothing to embed again.
      const row = { userId: step.thread.userId!, threadId: step.threadId, model: modelId, vector: toBytes(vectors.get(step.id) ?? []) };
      await db.stepEmbedding.upsert({ where: { stepId: step.id }, create: { stepId: step.id, ...row }, update: row }).catch(() => undefined);
    }
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

  /** One page of the sweep; true when it came back to the start. */
  async function sweepPage(): Promise<{ embedded: number; wrapped: boolean }> {
    const page = await db.step.findMany({ where: { id: { gt: sweepAfter } }, orderBy: { id: 'asc' }, take: options.sweepPage, select: { id: true } });
    let embedded = 0;
    // Each message at most once a page, even if its vector could not be kept.
    const ids = new Set(page.map((s) => s.id));
    for (let steps = await waiting({ id: { in: [...ids] } }); steps.length > 0; steps = await waiting({ id: { in: [...ids] } })) {
      for (const s of steps) ids.delete(s.id);
      embedded += await embed(steps);
      if (ids.size === 0) break;
    }
    sweepAfter = page.length < options.sweepPage ? '' : page.at(-1)!.id;
    return { embedded, wrapped: sweepAfter === '' };
  }

  return {
    noteAnswered(threadId: string) {
      dirty.add(threadId);
    },
    /** A round: answered threads, then one page of the sweep. */
    async tick(): Promise<number> {
      return (await embedAnswered()) + (await sweepPage()).embedded;
    },
    /** Everything that waits, the whole sweep. */
    async drain(): Promise<number> {
      let total = await embedAnswered();
      sweepAfter = '';
      for (;;) {
        const { embedded, wrapped } = await sweepPage();
        total += embedded;
        if (wrapped) return total;
      }
    },
    async byMeaning(userId: string, vector: Float32Array, limit: number, minSimilarity: number): Promise<MessageHit[]> {
      const rows = await db.stepEmbedding.findMany({
        where: { userId, model: modelId },
        select: { stepId: true, threadId: true, vector: true },
        orderBy: { createdAt: 'desc' },
        take: options.scanLimit,
      });
      return rankBySimilarity(rows, vector, minSimilarity, limit).map(({ row, similarity }) => ({ stepId: row.stepId, threadId: row.threadId, similarity }));
    },
  };
}
