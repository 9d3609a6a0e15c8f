/**
 * Temporary chats (docs/decisions/temporary-chats.md): a conversation with the private brain that
 * leaves no trace. It is in no thread list, search or export (chat/read/, conversations/), its
 * messages are never embedded (recall/message-embedder.ts) nor indexed for full text (the SQLite
 * triggers skip it: prisma/migrations/20261208020000_temporary_chats), and the brain may read
 * memories but gets no tool that writes one (agent/tools/tool-set.ts). The person's client deletes
 * it when they leave it; what a closed tab or a crash leaves behind, the sweep here deletes within
 * a day of its start. The sweep's state is the table itself, so a restart loses nothing of it.
 */
import type { Db } from '../db/client.js';
import { ConflictError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import { said } from '../words/said.js';

/** A temporary chat is deleted at the latest this long after it started. */
export const TEMPORARY_CHAT_LIFETIME_MS = 24 * 3600_000;
/** How often the sweep looks (a chat lives at most this much past its lifetime). */
export const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 100;

export const TEMPORARY_FILES_REFUSED = said(
  /*i18n*/ {
    id: 'error.chat.temporary-no-files',
    message: "Files can't be attached to a temporary chat. Start a regular chat to share files.",
  },
);

const KEPT_NOWHERE = {
  shared: said(/*i18n*/ { id: 'error.chat.temporary-not-shared', message: "A temporary chat can't be shared." }),
  exported: said(/*i18n*/ { id: 'error.chat.temporary-not-exported', message: "A temporary chat can't be exported." }),
};

/** Sharing, exporting, and anything else that would keep a copy of a temporary chat, refuses it. */
export function refuseIfTemporary(thread: { temporary: boolean }, what: 'shared' | 'exported'): void {
  if (thread.temporary) throw new ConflictError('threadId', KEPT_NOWHERE[what]);
}

export interface SweepDeps {
  db: Db;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Stops a chat's answer before its rows go (chat/runs/run-service.ts). */
  runs: { abortThread(threadId: string): void };
  now?: () => Date;
}

/** Deletes the temporary chats that started more than a day ago; returns how many. */
export async function sweepTemporaryChats(deps: SweepDeps): Promise<number> {
  const before = new Date((deps.now?.() ?? new Date()).getTime() - TEMPORARY_CHAT_LIFETIME_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deps.db.thread.findMany({
      where: { temporary: true, createdAt: { lt: before } },
      select: { id: true },
      take: SWEEP_BATCH,
    });
    if (batch.length === 0) return deleted;
    const ids = batch.map((t) => t.id);
    for (const id of ids) deps.runs.abortThread(id);
    deleted += (await deps.db.thread.deleteMany({ where: { id: { in: ids }, temporary: true } })).count;
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}

/** The sweep of one process: at start (what a stopped server left), then every SWEEP_EVERY_MS. */
export class TemporaryChatSweep {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;

  constructor(private readonly deps: SweepDeps & { everyMs?: number }) {}

  /** One sweep now (the one in progress, if any); its count, or 0 when it failed (logged). */
  sweep(): Promise<number> {
    this.sweeping ??= sweepTemporaryChats(this.deps)
      .then((n) => {
        if (n > 0) this.deps.logger.info({ deleted: n }, 'temporary chats swept');
        return n;
      })
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'could not sweep temporary chats');
        return 0;
      })
      .finally(() => (this.sweeping = null));
    return this.sweeping as Promise<number>;
  }

  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.deps.everyMs ?? SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }
}
