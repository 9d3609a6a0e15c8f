/** Pieces of the account export (export-account.ts): the rows it pages through, their JSON, and the README. */
import type { Db } from '../db/client.js';
import { safeName, uploadUrl } from '../uploads/uploads.js';

export const ROW_PAGE = 500;

/** The ZIP's path of an upload: files/<id>-<name>. */
export const filePathInZip = (u: { id: string; originalName: string }) => `files/${u.id}-${safeName(u.originalName)}`;

/** Rows one by one, read page by page (keyset on id) until a page comes back short of `pageSize`. */
export async function* keysetPages<T extends { id: string }>(
  pageSize: number,
  page: (afterId: string | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

export function readmeText(now: Date, counts: { conversations: number; files: number }): string {
  return `Your Duet data
==============

Exported ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC: ${counts.conversations} conversation(s) and ${counts.files} file(s).

profile.json      Your account (e-mail, username, name) and your profile, as Settings shows it.
memories.json     What your brain remembers, with whether each memory is private or public, and what
                  each said before a newer fact replaced it.
stories.json      Your stories.
files.json        The files you uploaded: name, type, size, and where each one is in this ZIP.
files/            The files themselves, named <id>-<original name>.
projects.json     Your projects: name, instructions, whether each keeps its memories to itself, and
                  which of your files are its files.
conversations/    One file per conversation, named <date>-<title>-<id>.json.

Each conversation file is in the Duet conversation format ("format": "duet.conversation",
"version": 1). It holds every message of every branch: when you edited a message or asked for
another answer, the older versions are there too. "parent_id" says which message each one follows,
"sibling_index" its place among the versions, and "on_branch" whether it is on the branch the
conversation showed. What tools did while answering is left out; the answers' text is there.
A conversation in a project names it ("project"), with the project's instructions.

You can import these conversation files into Duet again (Settings, Import conversations).
`;
}

/** One keyset page of a user's rows: id > `after`, by id. */
const pageAfter = (userId: string, after: string | null) => ({
  where: { userId, ...(after ? { id: { gt: after } } : {}) },
  orderBy: { id: 'asc' as const },
  take: ROW_PAGE,
});

export function memoriesAfter(db: Db, userId: string, after: string | null) {
  return db.memory.findMany({
    ...pageAfter(userId, after),
    select: {
      id: true,
      content: true,
      visibility: true,
      source: true,
      sourceThreadId: true,
      projectId: true,
      createdAt: true,
      updatedAt: true,
      changes: {
        where: { kind: 'updated' },
        select: { previous: true, sourceThreadId: true, createdAt: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      },
    },
  });
}

export function memoryJson(m: Awaited<ReturnType<typeof memoriesAfter>>[number]) {
  return {
    id: m.id,
    content: m.content,
    visibility: m.visibility,
    source: m.source,
    source_thread_id: m.sourceThreadId,
    // The project it was learned in (projects.json), or null.
    project_id: m.projectId,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    // Its earlier words, newest first, each replaced by a newer fact said in source_thread_id.
    history: m.changes.map((c) => ({
      content: c.previous ?? '',
      replaced_at: c.createdAt.toISOString(),
      source_thread_id: c.sourceThreadId,
    })),
  };
}

export function storiesAfter(db: Db, userId: string, after: string | null) {
  return db.story.findMany({
    ...pageAfter(userId, after),
    select: { id: true, title: true, content: true, createdAt: true, updatedAt: true },
  });
}

export function storyJson(s: Awaited<ReturnType<typeof storiesAfter>>[number]) {
  return {
    id: s.id,
    title: s.title,
    content: s.content,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

type UploadRow = Awaited<ReturnType<typeof uploadsAfter>>[number];

export function uploadsAfter(db: Db, userId: string, after: string | null) {
  return db.upload.findMany({
    ...pageAfter(userId, after),
    select: {
      id: true,
      storageName: true,
      originalName: true,
      mimeType: true,
      size: true,
      purpose: true,
      createdAt: true,
    },
  });
}

export function uploadJson(u: UploadRow) {
  return {
    id: u.id,
    name: u.originalName,
    mime_type: u.mimeType,
    size: u.size,
    purpose: u.purpose,
    created_at: u.createdAt.toISOString(),
    path: filePathInZip(u),
    url: uploadUrl(u),
  };
}
