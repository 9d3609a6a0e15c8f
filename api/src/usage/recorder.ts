/**
 * Writes each model call's tokens (UsageRecord): a few at a time, off the answer's path (a buffer
 * written every second and when it holds 100), so counting costs an answer nothing it would feel.
 * A record that cannot be written (the database away) is kept for the next write, up to a bound.
 */
import type { Db } from '../db/client.js';
import type { Logger } from '../logging/logger.js';
import { periodsAt } from './periods.js';
import { currentUsage, type UsageContext } from './usage-context.js';
import type { ModelCallCounter } from '../agent/ports.js';

export interface UsageEntry extends UsageContext {
  model: string;
  /** The model's connection by name, for the metrics (agent/contract.ts ChatModel.connection); not stored. */
  provider?: string;
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

/** What the agent and the embedder tell of the tokens they used. */
export interface UsageSink extends ModelCallCounter {
  record(entry: UsageEntry): void;
}

const FLUSH_AT = 100;
const KEEP_AT_MOST = 10_000;

export class UsageRecorder implements UsageSink {
  private buffer: UsageEntry[] = [];
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: { db: Db; logger: Logger },
    private readonly intervalMs = 1000,
  ) {}

  record(entry: UsageEntry): void {
    if (!(entry.inputTokens > 0 || entry.outputTokens > 0)) return;
    this.buffer.push(entry);
    if (this.buffer.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  recordHere(call: { model: string; inputTokens: number; outputTokens: number; estimated: boolean }): void {
    this.record({ ...currentUsage(), ...call });
  }

  /** Writes what is waiting (tests and shutdown wait for it). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    this.writing = this.write(batch)
      .catch(async (error: unknown) => {
        // A person deleted meanwhile: their records go; the rest wait for the next write (the database away).
        const alive = await this.alive(batch).catch(() => batch);
        this.deps.logger.warn({ err: error, records: alive.length }, 'usage not recorded yet');
        this.buffer = [...alive, ...this.buffer].slice(-KEEP_AT_MOST);
        if (this.buffer.length) this.timer ??= setTimeout(() => void this.flush(), this.intervalMs * 5).unref();
      })
      .finally(() => {
        this.writing = null;
      });
    await this.writing;
  }

  /** The records, and the tokens they add to their people's counters (embeddings aside: limits.ts). */
  private async write(batch: UsageEntry[]) {
    const periods = periodsAt(new Date());
    const tokens = new Map<string, number>();
    for (const e of batch) {
      if (!e.userId || e.purpose === 'embedding') continue;
      tokens.set(e.userId, (tokens.get(e.userId) ?? 0) + Math.round(e.inputTokens + e.outputTokens));
    }
    const { db } = this.deps;
    await db.$transaction([
      db.usageRecord.createMany({
        data: batch.map((e) => ({
          userId: e.userId,
          threadId: e.threadId ?? null,
          purpose: e.purpose,
          model: e.model.slice(0, 200),
          inputTokens: Math.max(0, Math.round(e.inputTokens)),
          outputTokens: Math.max(0, Math.round(e.outputTokens)),
          estimated: e.estimated,
        })),
      }),
      ...[...tokens].flatMap(([userId, n]) =>
        [periods.day, periods.month].map((period) =>
          db.usageCounter.upsert({
            where: { userId_period: { userId, period } },
            create: { userId, period, tokens: n },
            update: { tokens: { increment: n } },
          }),
        ),
      ),
    ]);
  }

  private async alive(batch: UsageEntry[]): Promise<UsageEntry[]> {
    const ids = [...new Set(batch.flatMap((e) => (e.userId ? [e.userId] : [])))];
    const found = new Set(
      (await this.deps.db.user.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((u) => u.id),
    );
    return batch.filter((e) => !e.userId || found.has(e.userId));
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
  }
}
