/**
 * Writing imported conversations: threads and their steps with createMany, a batch of whole
 * conversations per transaction (at most BATCH_CONVERSATIONS, or about BATCH_STEPS steps or
 * BATCH_CHARS characters of messages, so a batch holds little memory). A
 * batch is all or nothing, so a thread is never partial: when a write fails midway, the batches
 * before it stay (whole threads, each with its importKey) and importing the same file again adds
 * only the rest. The full-text index follows from the database's triggers on Step insert.
 */
import { randomUUID } from 'node:crypto';
import { nameFromMessage, preview } from '../../chat/thread-kinds.js';
import type { Db } from '../../db/client.js';
import type { Compilable } from 'kysely';
import { writeTransaction, type SqlExec } from '../../db/hot-writes/index.js';
import type { QueryBuilder } from '../../db/typed-sql/statement.js';
import { ImportedProjects } from '../../projects/portable.js';
import { layOut } from './layout.js';
import { importKeyOf, type ParsedConversation } from './model.js';

const BATCH_CONVERSATIONS = 200;
// Small batches: a batch's strings live until it is written, long enough for V8 to move them to
// its old generation, which is only collected when it has grown a lot. On a 500 MB import the
// server's peak grew by +524 MB with 5,000 steps and 8 million characters a batch, +298 MB with
// 1 million characters and +221 MB with 100,000 (about one long conversation), in the same time
// (docs/decisions/streaming-imports.md).
const BATCH_STEPS = 1_000;
const BATCH_CHARS = 100_000;
const KEY_LOOKUP = 500;

export interface WrittenThread {
  id: string;
  title: string;
  messages: number;
  /** What the person wrote in it (every branch): where memory suggestions are looked for. */
  userMessages: Array<{ stepId: string; text: string }>;
}

/** The importKeys of these conversations the user already has. */
export async function existingKeys(db: Db, userId: string, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEY_LOOKUP) {
    const rows = await db.thread.findMany({
      where: { userId, importKey: { in: keys.slice(i, i + KEY_LOOKUP) } },
      select: { importKey: true },
    });
    for (const r of rows) if (r.importKey) found.add(r.importKey);
  }
  return found;
}

function rowsOf(userId: string, c: ParsedConversation, projectId: string | null) {
  const threadId = randomUUID();
  const steps = layOut(c);
  const stepIds = new Map(steps.map((s) => [s.message.key, randomUUID()]));
  const shown = steps.filter((s) => s.onBranch);
  const opening = shown.find((s) => s.message.role === 'user')?.message.text ?? shown[0]?.message.text;
  const title = (c.title ?? nameFromMessage(opening ?? '') ?? 'Imported conversation').slice(0, 200);
  const thread = {
    id: threadId,
    userId,
    name: title,
    nameSource: c.title ? 'user' : 'auto',
    agentType: 'private_brain',
    threadType: 'private_chat',
    metadata: JSON.stringify({ imported_from: c.source }),
    importKey: importKeyOf(c),
    pinned: c.pinned,
    projectId,
    stepCount: steps.length,
    lastSeq: steps.length,
    firstMessagePreview: preview(opening),
    // The person's last message, as for a conversation held here (docs/decisions/first-hour.md).
    lastMessagePreview: preview(
      shown.findLast((s) => s.message.role === 'user')?.message.text ?? shown.at(-1)?.message.text,
    ),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  const stepRows = steps.map((s) => {
    const user = s.message.role === 'user';
    return {
      id: stepIds.get(s.message.key)!,
      threadId,
      userId: user ? userId : null,
      seq: s.seq,
      stepType: user ? 'USER_MESSAGE' : 'ASSISTANT_MESSAGE',
      input: user ? s.message.text : null,
      output: user ? null : s.message.text,
      status: 'completed',
      metadata: JSON.stringify(s.message.model ? { agent_model: s.message.model, imported: true } : { imported: true }),
      createdAt: s.message.createdAt,
      viewedAt: user ? null : s.message.createdAt,
      parentId: s.parentKey ? stepIds.get(s.parentKey)! : null,
      siblingIndex: s.siblingIndex,
      siblingCount: s.siblingCount,
      chosen: s.chosen,
      onBranch: s.onBranch,
    };
  });
  const userMessages = stepRows.flatMap((s) => (s.input !== null ? [{ stepId: s.id, text: s.input }] : []));
  return { thread, steps: stepRows, written: { id: threadId, title, messages: steps.length, userMessages } };
}

type Rows = ReturnType<typeof rowsOf>;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === 'P2002' ||
  /unique constraint|duplicate key/i.test(String((error as Error)?.message ?? ''));

/** Rows per INSERT (16 columns: well within SQLite's and PostgreSQL's limits on parameters). */
const ROWS_PER_INSERT = 500;

/**
 * Plain multi-row INSERTs in one transaction (db/hot-writes: straight to the SQLite driver, or on
 * the read layer's pool on PostgreSQL), built with Kysely on the generated table types: Prisma's
 * createMany cost ~2 ms of CPU per row, which made a 500 MB import take many minutes.
 */
async function insertRows<R>(
  exec: SqlExec,
  rows: readonly R[],
  insert: (qb: QueryBuilder, part: R[]) => Compilable<unknown>,
) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const part = rows.slice(i, i + ROWS_PER_INSERT);
    await exec.runOnce((qb) => insert(qb, part));
  }
}

async function writeBatch(db: Db, userId: string, batch: Rows[], retry = true): Promise<WrittenThread[]> {
  try {
    await writeTransaction(db, async (exec) => {
      await insertRows(
        exec,
        batch.map((r) => r.thread),
        (qb, part) => qb.insertInto('Thread').values(part),
      );
      await insertRows(
        exec,
        batch.flatMap((r) => r.steps),
        (qb, part) => qb.insertInto('Step').values(part),
      );
    });
    return batch.map((r) => r.written);
  } catch (error) {
    // Another import of the same file got there first: leave out what it wrote, once.
    if (!retry || !isUniqueViolation(error)) throw error;
    const taken = await existingKeys(
      db,
      userId,
      batch.map((r) => r.thread.importKey),
    );
    const rest = batch.filter((r) => !taken.has(r.thread.importKey));
    return rest.length > 0 ? writeBatch(db, userId, rest, false) : [];
  }
}

/**
 * Writes conversations as they are given (an import reads its file as a stream), a batch at a
 * time; `written` hears each batch once it is safe in the database.
 */
export class ConversationWriter {
  private batch: Rows[] = [];
  private steps = 0;
  private chars = 0;
  /** The projects Duet files name (projects/portable.ts), found or made once each. */
  private readonly projects: ImportedProjects;

  constructor(
    private readonly db: Db,
    private readonly userId: string,
    private readonly written: (threads: WrittenThread[]) => void,
  ) {
    this.projects = new ImportedProjects(db, userId);
  }

  async add(c: ParsedConversation): Promise<void> {
    const rows = rowsOf(this.userId, c, await this.projects.idOf(c.project ?? null));
    this.batch.push(rows);
    this.steps += rows.steps.length;
    this.chars += c.messages.reduce((n, m) => n + m.text.length, 0);
    if (this.batch.length >= BATCH_CONVERSATIONS || this.steps >= BATCH_STEPS || this.chars >= BATCH_CHARS)
      await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.steps = 0;
    this.chars = 0;
    this.written(await writeBatch(this.db, this.userId, batch));
  }
}
