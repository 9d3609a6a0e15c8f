/**
 * What exports read: a user's threads in keyset pages (by id, so a thread updated during an
 * account export is neither skipped nor repeated) and one thread's steps of every branch with
 * their file attachments. Flat SQL on the read connection (docs/decisions/hot-reads-bypass-prisma.md).
 */
import { col, type SqlReader } from '../db/sql-reader.js';
import { uploadUrl } from '../uploads/uploads.js';
import type { DuetAttachment, ExportStepRow, ExportThreadRow } from './duet-format.js';

const THREAD_COLUMNS = `"id", "name", "agentType", "threadType", "createdAt", "updatedAt", "pinned"`;

function threadFromRow(r: unknown[]): ExportThreadRow {
  return {
    id: r[0] as string,
    name: (r[1] as string | null) ?? null,
    agentType: r[2] as string,
    threadType: r[3] as string,
    createdAt: col.date(r[4]),
    updatedAt: col.date(r[5]),
    pinned: col.bool(r[6]),
  };
}

/** The owner's threads with id > `afterId`, by id, at most `limit`. */
export async function threadsAfter(sql: SqlReader, userId: string, afterId: string | null, limit: number): Promise<ExportThreadRow[]> {
  const rows =
    afterId === null
      ? await sql.arrays(`SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "userId" = ? ORDER BY "id" LIMIT ?`, [userId, limit])
      : await sql.arrays(`SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "userId" = ? AND "id" > ? ORDER BY "id" LIMIT ?`, [
          userId,
          afterId,
          limit,
        ]);
  return rows.map(threadFromRow);
}

const modelOf = (metadata: unknown): string | null => {
  const m = col.json<Record<string, unknown> | null>(metadata, null);
  const model = m && typeof m === 'object' ? m.agent_model : null;
  return typeof model === 'string' && model !== '' ? model : null;
};

/** Every step of the thread (all branches), by seq, with file attachments. */
export async function threadSteps(sql: SqlReader, threadId: string): Promise<ExportStepRow[]> {
  const [rows, files] = await Promise.all([
    sql.arrays(
      `SELECT "id", "parentId", "stepType", "input", "output", "createdAt", "siblingIndex", "onBranch", "metadata"
       FROM "Step" WHERE "threadId" = ? ORDER BY "seq"`,
      [threadId],
    ),
    sql.arrays(
      `SELECT e."stepId", e."name", e."mimeType", e."url", e."uploadId"
       FROM "Element" e JOIN "Step" s ON s."id" = e."stepId"
       WHERE s."threadId" = ? AND e."elementType" = 'file' ORDER BY e."stepId", e."position"`,
      [threadId],
    ),
  ]);
  const attachments = new Map<string, DuetAttachment[]>();
  for (const f of files) {
    const url = (f[3] as string | null) ?? (f[4] ? uploadUrl({ id: f[4] as string }) : null);
    const attachment: DuetAttachment = {
      name: (f[1] as string | null) || 'file',
      mime_type: (f[2] as string | null) || 'application/octet-stream',
      ...(url ? { url } : {}),
    };
    const list = attachments.get(f[0] as string);
    if (list) list.push(attachment);
    else attachments.set(f[0] as string, [attachment]);
  }
  return rows.map((r) => ({
    id: r[0] as string,
    parentId: (r[1] as string | null) ?? null,
    stepType: r[2] as string,
    input: (r[3] as string | null) ?? null,
    output: (r[4] as string | null) ?? null,
    createdAt: col.date(r[5]),
    siblingIndex: col.int(r[6]),
    onBranch: col.bool(r[7]),
    model: r[2] === 'ASSISTANT_MESSAGE' ? modelOf(r[8]) : null,
    attachments: attachments.get(r[0] as string) ?? [],
  }));
}
