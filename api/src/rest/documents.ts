/**
 * REST /api/v1/documents: the knowledge library (documents/library.ts), as GraphQL has it
 * (schema/documents.ts): list and search, upload files (multipart, repeated field `files`), add a
 * link, read one with its passages, read again, public or private, delete, and the quota. A
 * public document is readable by anyone at /api/v1/twin/:username/documents/:id (rest/twin.ts).
 */
import type { Context } from '../context/context.js';
import * as library from '../documents/library.js';
import { listDocuments } from '../documents/library-list.js';
import { documentPassages, type Passage } from '../documents/passages.js';
import { ValidationError } from '../errors/domain-errors.js';
import { declaredLength } from '../http/multipart.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { storeFiles, uploadAllowance } from '../uploads/uploads.js';
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';
import { receiveAndStore } from './uploads.js';

export const documentRoutes = restRouter();

export const documentJson = (d: library.LibraryDocument) => ({
  id: d.id,
  name: d.name,
  title: library.displayTitle(d),
  kind: d.kind,
  source_url: d.sourceUrl,
  file_url: d.uploadId ? `/api/v1/upload/files/${d.uploadId}` : null,
  status: d.status,
  failure: d.failure,
  pages: d.pages,
  bytes: d.bytes,
  truncated: d.truncated,
  visibility: d.visibility,
  /** The project whose file it is (/api/v1/projects/{id}); null: the library's. */
  project_id: d.projectId,
  created_at: d.createdAt.toISOString(),
  read_at: d.readAt?.toISOString() ?? null,
});

export const passageJson = (p: Passage) => ({
  id: p.id,
  ordinal: p.ordinal,
  page: p.page,
  heading: p.heading,
  text: p.text,
});

const quotaJson = (q: library.LibraryQuota) => ({
  documents: q.documents,
  max_documents: q.maxDocuments,
  bytes: q.bytes,
  max_bytes: q.maxBytes,
  passages: q.passages,
  max_passages: q.maxPassages,
});

documentRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const [documents, quota] = await Promise.all([
    listDocuments(ctx.db, viewer.id, { query: c.req.query('q'), take: 500 }),
    library.libraryQuota(ctx.services.library, viewer.id),
  ]);
  return c.json({ documents: documents.map(documentJson), quota: quotaJson(quota) });
});

documentRoutes.get('/quota', async (c) => {
  const ctx = c.var.ctx;
  return c.json(quotaJson(await library.libraryQuota(ctx.services.library, requireViewer(ctx).id)));
});

/**
 * The request's files (multipart `files`) stored into the person's library, each queued for
 * reading: the documents made, in the order the files were sent. POST / here, and a project's
 * files (rest/projects.ts), which then moves them into the project.
 */
export async function uploadIntoLibrary(ctx: Context, request: Request): Promise<library.LibraryDocument[]> {
  const viewer = requireViewer(ctx);
  const actor = actorOf(ctx);
  await library.ensureRoomFor(ctx.services.library, viewer.id, 1);
  const allowance = await uploadAllowance(
    ctx.services.uploads,
    actor,
    ctx.client.ip ?? 'unknown',
    declaredLength(request) ?? undefined,
  );
  const stored = await receiveAndStore(request, ctx.config.uploads.dir, allowance, (received) =>
    storeFiles(ctx.services.uploads, actor, received, allowance.reservation, {
      purpose: 'document',
      maxDocuments: ctx.config.documents.maxPerUser,
    }),
  );
  return library.documentsOfUploads(
    ctx.db,
    viewer.id,
    stored.map((u) => u.id),
  );
}

/** POST / (multipart `files`) → the documents made, each queued for reading. */
documentRoutes.post('/', async (c) => {
  const documents = await uploadIntoLibrary(c.var.ctx, c.req.raw);
  return c.json({ documents: documents.map(documentJson) }, 201);
});

/** POST /links {url} → the link's document, queued for fetching and reading. */
documentRoutes.post('/links', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const body = await readJsonObject(c);
  if (typeof body.url !== 'string') throw ValidationError.of('url', 'Give the web address as "url".');
  return c.json({ document: documentJson(await library.addLink(ctx.services.library, viewer.id, body.url)) }, 201);
});

documentRoutes.get('/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const document = await library.documentOf(ctx.db, viewer.id, c.req.param('id'));
  const passages = c.req.query('passages') === 'true' ? await documentPassages(ctx.db, viewer.id, document.id) : null;
  return c.json({ document: documentJson(document), ...(passages ? { passages: passages.map(passageJson) } : {}) });
});

documentRoutes.post('/:id/reread', async (c) => {
  const ctx = c.var.ctx;
  const doc = await library.rereadDocument(ctx.services.library, requireViewer(ctx).id, c.req.param('id'));
  return c.json({ document: documentJson(doc) });
});

/** PATCH /:id {visibility: "public" | "private"} */
documentRoutes.patch('/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const body = await readJsonObject(c);
  if (body.visibility !== 'public' && body.visibility !== 'private') {
    throw ValidationError.of('visibility', 'visibility must be "public" or "private".');
  }
  const doc = await library.setDocumentVisibility(ctx.services.library, viewer.id, c.req.param('id'), body.visibility);
  return c.json({ document: documentJson(doc) });
});

documentRoutes.delete('/:id', async (c) => {
  const ctx = c.var.ctx;
  await library.deleteDocument(ctx.services.library, requireViewer(ctx).id, c.req.param('id'));
  return c.json({ deleted: true, id: c.req.param('id') });
});
