/**
 * Recall by meaning. The embedder turns memories, finished messages (message-embedder.ts) and
 * document passages into vectors in the background, a batch at a time, off every request path, and
 * keeps them in the same database, and in the vector index (db/vector-index/: usearch, sqlite-vec, pgvector)
 * that answers the searches. A search embeds only its question, then asks the index for the
 * person's nearest memories, messages or passages. When there is no embedding model, or it fails,
 * recall says so once a minute in the log and the search goes on by full text.
 */
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import type { Db } from '../db/client.js';
import type { SqlReader } from '../db/sql-reader.js';
import { chunksToEmbed, memoriesToEmbed } from '../db/statements/embedding-queue.js';
import type { Logger } from '../logging/logger.js';
import { publicOnly, visibilityWhere, type OwnerScope, type ReadScope } from '../privacy/read-scope.js';
import { createMessageEmbedder, MESSAGE_TYPES, type MessageHit } from './message-embedder.js';
import type { UsageSink } from '../usage/recorder.js';
import { currentUsage } from '../usage/usage-context.js';
import { recordEmbedding } from './embedding-usage.js';
import type { VectorIndex } from '../db/vector-index/types.js';
import { rankBySimilarity, replaceRows, toBytes } from '../db/vector-index/vectors.js';

export type { MessageHit };

export interface MeaningHit {
  id: string;
  similarity: number;
}

export interface Recall {
  /** The embedding model's name (null: full text only). */
  readonly modelId: string | null;
  /** A question's vector; null when there is no model or it failed (then: full text only). */
  embedQuery(text: string, signal?: AbortSignal): Promise<Float32Array | null>;
  /** The scope's memories most like the vector, above the minimum similarity, most alike first. */
  memoriesByMeaning(scope: ReadScope, vector: Float32Array, options: { limit: number }): Promise<MeaningHit[]>;
  /** The scope's document passages most like the vector, most alike first. */
  chunksByMeaning(scope: ReadScope, vector: Float32Array, options: { limit: number }): Promise<MeaningHit[]>;
  /** A person's finished messages (never public) most like the vector, above the minimum similarity, most alike first. */
  messagesByMeaning(scope: OwnerScope, vector: Float32Array, limit: number): Promise<MessageHit[]>;
  /** A thread got an answer: its new messages are embedded on the next round. */
  noteAnswered(threadId: string): void;
  /** Embeds every memory and message that has no vector for the model (or an older one); how many it embedded. */
  drain(): Promise<number>;
  /** How far the embedder is with the model now: memories and messages that have its vector, of all. */
  progress(): Promise<{ model: string | null; done: number; total: number }>;
  /**
   * Brings the vector index in line with the *Embedding tables as a whole: what a deletion's
   * cascades took (an account, a conversation) leaves the index too. Never throws: a failure is
   * logged and the hourly sync tries again.
   */
  syncIndex(): Promise<void>;
  /** Starts looking for memories to embed every `intervalMs`. */
  start(): void;
  close(): Promise<void>;
}

export interface RecallOptions {
  db: Db;
  /** The read layer (db/sql-reader.ts): what is still to embed is read through it. */
  sql: SqlReader;
  logger: Logger;
  /** The embedding model, or where to ask for it each time (an admin may change it: ai-models/catalog.ts). */
  model: EmbeddingModelV4 | null | (() => EmbeddingModelV4 | null);
  minSimilarity: number;
  intervalMs: number;
  /** Memories per embedding call. */
  batchSize?: number;
  /** Memories compared with a question at most (the newest). */
  scanLimit?: number;
  /** Passages compared with a question at most, without a vector index. */
  chunkScanLimit?: number;
  /** Where embedding tokens are counted (usage/recorder.ts). */
  usage?: UsageSink;
  /**
   * The passages' vector index (db/vector-index/: usearch, sqlite-vec, pgvector or the scan), once it is open;
   * null or absent: passages are ranked by scanning their embeddings, as memories are.
   */
  vectors?: Promise<VectorIndex | null>;
}

const WARN_EVERY_MS = 60_000;
/**
 * How often the index is brought in line with the tables as a whole: what a cascade took with it
 * (a deleted account or conversation) leaves the index then; everything else follows at once.
 */
const SYNC_EVERY_MS = 60 * 60_000;
/** A passage's characters that go to the embedding model (chunks are ~1,500: documents/chunk.ts). */
const CHUNK_CHARS = 4_000;
/** Work a timed round may start new batches for: at the default interval (3 s), a few percent of one core. */
const ROUND_BUDGET_MS = 100;

export function createRecall({
  db,
  sql,
  logger,
  model,
  minSimilarity,
  intervalMs,
  batchSize = 32,
  scanLimit = 5000,
  chunkScanLimit = 20_000,
  usage,
  vectors,
}: RecallOptions): Recall {
  const index = () => (vectors ?? Promise.resolve(null)).catch(() => null);
  const source = typeof model === 'function' ? model : () => model;
  /** The model now, and the message embedder made for it (made again when the model changes). */
  const build = (m: EmbeddingModelV4 | null) => ({
    model: m,
    modelId: m?.modelId ?? null,
    messages: m ? createMessageEmbedder(db, m, { batchSize, sweepPage: 500, scanLimit, usage, index }) : null,
  });
  let state = build(source());
  const now = () => {
    const m = source();
    if (m !== state.model) state = build(m);
    return state;
  };
  let warnedAt = -Infinity;
  const warn = (error: unknown, what: string) => {
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    logger.warn({ err: error, model: state.modelId }, `${what}: recall by meaning is off, searches use full text only`);
  };

  /** Embeds one batch; `done` holds the memories this drain already embedded (never twice in one drain). */
  async function embedBatch(done: Set<string>): Promise<number> {
    const { model, modelId } = now();
    if (!model || !modelId) return 0;
    const pending = await sql.rows(memoriesToEmbed, { model: modelId, limit: batchSize });
    if (pending.length === 0 || pending.every((m) => done.has(m.id))) return 0;
    for (const m of pending) done.add(m.id);
    const { embeddings, usage: used } = await embedMany({
      model,
      values: pending.map((m) => m.content),
      maxRetries: 1,
    });
    recordEmbedding(
      usage,
      modelId,
      pending.map((m) => ({ userId: m.userId, text: m.content })),
      used?.tokens,
    );
    const rows = pending.map((memory, i) => ({
      memoryId: memory.id,
      userId: memory.userId,
      model: modelId,
      vector: toBytes(embeddings[i]!),
      sourceUpdatedAt: memory.updatedAt,
    }));
    await replaceRows(
      () =>
        db.$transaction([
          db.memoryEmbedding.deleteMany({ where: { memoryId: { in: rows.map((r) => r.memoryId) } } }),
          db.memoryEmbedding.createMany({ data: rows }),
        ]),
      rows.map(
        (row) => () => db.memoryEmbedding.upsert({ where: { memoryId: row.memoryId }, create: row, update: row }),
      ),
    );
    await (
      await index()
    )?.refresh(
      'memory',
      rows.map((r) => r.memoryId),
    );
    return pending.length;
  }

  /** Embeds one batch of document passages that have no vector for the model; how many. */
  async function embedChunkBatch(done: Set<string>): Promise<number> {
    const { model, modelId } = now();
    if (!model || !modelId) return 0;
    const pending = await sql.rows(chunksToEmbed, { model: modelId, limit: batchSize });
    if (pending.length === 0 || pending.every((c) => done.has(c.id))) return 0;
    for (const c of pending) done.add(c.id);
    const values = pending.map((c) => (c.heading ? `${c.heading}\n${c.text}` : c.text).slice(0, CHUNK_CHARS));
    const { embeddings, usage: used } = await embedMany({ model, values, maxRetries: 1 });
    recordEmbedding(
      usage,
      modelId,
      pending.map((c, i) => ({ userId: c.userId, text: values[i]! })),
      used?.tokens,
    );
    const rows = pending.map((c, i) => ({
      chunkId: c.id,
      userId: c.userId,
      visibility: c.visibility,
      model: modelId,
      vector: toBytes(embeddings[i]!),
    }));
    await replaceRows(
      () =>
        db.$transaction([
          db.documentChunkEmbedding.deleteMany({ where: { chunkId: { in: rows.map((r) => r.chunkId) } } }),
          db.documentChunkEmbedding.createMany({ data: rows }),
        ]),
      rows.map(
        (row) => () => db.documentChunkEmbedding.upsert({ where: { chunkId: row.chunkId }, create: row, update: row }),
      ),
    );
    // The index follows the table (a miss is mended by its sync: db/vector-index/README.md).
    await (
      await index()
    )?.refresh(
      'chunk',
      rows.map((r) => r.chunkId),
    );
    return pending.length;
  }

  /**
   * One round: memories that wait, then messages (all of them, or the answered ones and the sweep).
   * A timed round stops starting new batches after ROUND_BUDGET_MS, so a backlog (an import, a new
   * model) is worked through a little every round and never starves the requests.
   */
  let running: Promise<number> | null = null;
  const round = (everything: boolean): Promise<number> => {
    running ??= (async () => {
      let total = 0;
      const done = new Set<string>();
      const deadline = everything ? Infinity : Date.now() + ROUND_BUDGET_MS;
      try {
        for (;;) {
          const n = await embedBatch(done);
          total += n;
          if (n === 0 || Date.now() >= deadline) break;
        }
        for (;;) {
          if (Date.now() >= deadline) break;
          const n = await embedChunkBatch(done);
          total += n;
          if (n === 0) break;
        }
        const { messages } = now();
        if (messages) total += everything ? await messages.drain() : await messages.tick(deadline);
      } catch (error) {
        warn(error, 'embedding failed');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };
  const drain = async (): Promise<number> => {
    await running; // a round under way may have started before the newest writes
    return round(true);
  };

  const syncIndex = async () => {
    try {
      await (await index())?.sync();
    } catch (error) {
      logger.warn({ err: error }, 'vector index sync failed');
    }
  };

  let timer: NodeJS.Timeout | null = null;
  let syncTimer: NodeJS.Timeout | null = null;
  return {
    get modelId() {
      return now().modelId;
    },
    async embedQuery(text, signal) {
      const { model } = now();
      if (!model) return null;
      try {
        const { embeddings, usage: used } = await embedMany({
          model,
          values: [text],
          abortSignal: signal,
          maxRetries: 0,
        });
        // A question's vector counts as the searching person's (the turn's usage context).
        recordEmbedding(usage, model.modelId, [{ userId: currentUsage().userId, text }], used?.tokens);
        return Float32Array.from(embeddings[0]!);
      } catch (error) {
        if (!signal?.aborted) warn(error, 'embedding a question failed');
        return null;
      }
    },
    async memoriesByMeaning(scope, vector, { limit }) {
      const { modelId } = now();
      if (!modelId) return [];
      const vectorIndex = await index();
      if (vectorIndex) {
        return vectorIndex.nearest('memory', { scope, model: modelId, vector, limit, minSimilarity });
      }
      const rows = await db.memoryEmbedding.findMany({
        where: {
          userId: scope.userId,
          model: modelId,
          ...(publicOnly(scope) ? { memory: visibilityWhere(scope) } : {}),
        },
        select: { memoryId: true, vector: true },
        orderBy: { sourceUpdatedAt: 'desc' },
        take: scanLimit,
      });
      return rankBySimilarity(rows, vector, minSimilarity, limit).map(({ row, similarity }) => ({
        id: row.memoryId,
        similarity,
      }));
    },
    async chunksByMeaning(scope, vector, { limit }) {
      const { modelId } = now();
      if (!modelId) return [];
      const vectorIndex = await index();
      if (vectorIndex) {
        return vectorIndex.nearest('chunk', { scope, model: modelId, vector, limit, minSimilarity });
      }
      const rows = await db.documentChunkEmbedding.findMany({
        where: { userId: scope.userId, model: modelId, ...visibilityWhere(scope) },
        select: { chunkId: true, vector: true },
        take: chunkScanLimit,
      });
      return rankBySimilarity(rows, vector, minSimilarity, limit).map(({ row, similarity }) => ({
        id: row.chunkId,
        similarity,
      }));
    },
    async messagesByMeaning(scope, vector, limit) {
      const { messages } = now();
      return messages ? messages.byMeaning(scope, vector, limit, minSimilarity) : [];
    },
    noteAnswered(threadId) {
      now().messages?.noteAnswered(threadId);
    },
    drain,
    syncIndex,
    async progress() {
      const { modelId } = now();
      if (!modelId) return { model: null, done: 0, total: 0 };
      const messages = { streaming: false, stepType: { in: [...MESSAGE_TYPES] }, thread: { userId: { not: null } } };
      const [memories, memoriesDone, steps, stepsDone] = await Promise.all([
        db.memory.count(),
        db.memoryEmbedding.count({ where: { model: modelId } }),
        db.step.count({ where: messages }),
        db.stepEmbedding.count({ where: { model: modelId } }),
      ]);
      return {
        model: modelId,
        done: Math.min(memoriesDone, memories) + Math.min(stepsDone, steps),
        total: memories + steps,
      };
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void round(false), intervalMs);
      timer.unref();
      syncTimer = setInterval(() => void syncIndex(), SYNC_EVERY_MS);
      syncTimer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      if (syncTimer) clearInterval(syncTimer);
      timer = syncTimer = null;
      await running;
      await (await index())?.close();
    },
  };
}
