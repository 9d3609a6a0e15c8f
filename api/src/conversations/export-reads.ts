/**
 * What exports read: a user's threads in keyset pages (by id, so a thread updated during an
 * account export is neither skipped nor repeated) and one thread's steps of every branch with
 * their file attachments. Flat SQL on the read connection (docs/decisions/hot-reads-bypass-prisma.md).
 */
import type { SqlReader } from '../db/sql-reader.js';
import { statement, type Params } from '../db/typed-sql/statement.js';
import { uploadUrl } from '../uploads/uploads.js';
import type { DuetAttachment, ExportStepRow, ExportThreadRow } from './duet-format.js';

const THREAD_COLUMNS = [
  'id',
  'name',
  'agentType',
  'threadType',
  'createdAt',
  'updatedAt',
  'pinned',
  'projectId',
] as const;

// A temporary chat is in no export (chat/temporary-chats.ts).
const firstThreads = statement((qb, p: Params<{ userId: string; limit: number }>) =>
  qb
    .selectFrom('Thread')
    .select(THREAD_COLUMNS)
    .where('userId', '=', p('userId'))
    .where((eb) => eb('temporary', '=', eb.lit(false)))
    .orderBy('id')
    .limit(p('limit')),
);
const threadsAfterId = statement((qb, p: Params<{ userId: string; afterId: string; limit: number }>) =>
  qb
    .selectFrom('Thread')
    .select(THREAD_COLUMNS)
    .where('userId', '=', p('userId'))
    .where((eb) => eb('temporary', '=', eb.lit(false)))
    .where('id', '>', p('afterId'))
    .orderBy('id')
    .limit(p('limit')),
);
const stepsOfThread = statement((qb, p: Params<{ threadId: string }>) =>
  qb
    .selectFrom('Step')
    .select(['id', 'parentId', 'stepType', 'input', 'output', 'createdAt', 'siblingIndex', 'onBranch', 'metadata'])
    .where('threadId', '=', p('threadId'))
    .orderBy('seq'),
);
const filesOfThread = statement((qb, p: Params<{ threadId: string }>) =>
  qb
    .selectFrom('Element as e')
    .innerJoin('Step as s', 's.id', 'e.stepId')
    .select(['e.stepId', 'e.name', 'e.mimeType', 'e.url', 'e.uploadId'])
    .where('s.threadId', '=', p('threadId'))
    .where('e.elementType', '=', 'file')
    .orderBy('e.stepId')
    .orderBy('e.position'),
);

/** The owner's threads with id > `afterId`, by id, at most `limit`. */
export async function threadsAfter(
  sql: SqlReader,
  userId: string,
  afterId: string | null,
  limit: number,
): Promise<ExportThreadRow[]> {
  return afterId === null
    ? sql.rows(firstThreads, { userId, limit })
    : sql.rows(threadsAfterId, { userId, afterId, limit });
}

const modelOf = (metadata: unknown): string | null => {
  const m = metadata as Record<string, unknown> | null;
  const model = m && typeof m === 'object' ? m.agent_model : null;
  return typeof model === 'string' && model !== '' ? model : null;
};

/** Every step of the thread (all branches), by seq, with file attachments. */
export async function threadSteps(sql: SqlReader, threadId: string): Promise<ExportStepRow[]> {
  const [rows, files] = await Promise.all([
    sql.rows(stepsOfThread, { threadId }),
    sql.rows(filesOfThread, { threadId }),
  ]);
  const attachments = new Map<string, DuetAttachment[]>();
  for (const f of files) {
    const url = f.url ?? (f.uploadId ? uploadUrl({ id: f.uploadId }) : null);
    const attachment: DuetAttachment = {
      name: f.name || 'file',
      mime_type: f.mimeType || 'application/octet-stream',
      ...(url ? { url } : {}),
    };
    const list = attachments.get(f.stepId);
    if (list) list.push(attachment);
    else attachments.set(f.stepId, [attachment]);
  }
  return rows.map(({ metadata, ...r }) => ({
    ...r,
    model: r.stepType === 'ASSISTANT_MESSAGE' ? modelOf(metadata) : null,
    attachments: attachments.get(r.id) ?? [],
  }));
}
