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
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { isoTime } from '../limits/dates.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { storeFiles } from '../uploads/uploads.js';
import { requestAllowance } from './upload-allowance.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import { receiveAndStore } from './uploads.js';

export const documentRoutes = restRouter();
const describe = describer('Documents');

const int = z.number().int();

export const DocumentJson = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'What you called it: the file’s name or the link.' }),
    title: z.string().meta({ description: 'What it calls itself once read, else its name.' }),
    kind: z.string().nullable(),
    source_url: z.string().nullable(),
    file_url: z.string().nullable(),
    status: z.enum(['queued', 'reading', 'ready', 'failed']),
    failure: z.string().nullable(),
    pages: int.nullable(),
    bytes: int.nullable(),
    truncated: z.boolean(),
    visibility: z
      .enum(['private', 'public'])
      .meta({ description: 'public: the twin may cite it, anyone may read it.' }),
    project_id: z.string().nullable().meta({ description: 'The project whose file it is; null: the library’s.' }),
    created_at: isoTime,
    read_at: isoTime.nullable(),
  })
  .meta({ id: 'Document' });

export const PassageJson = z
  .object({ id: z.string(), ordinal: int, page: int.nullable(), heading: z.string().nullable(), text: z.string() })
  .meta({ id: 'Passage' });

const QuotaJson = z.object({
  documents: int,
  max_documents: int,
  bytes: int,
  max_bytes: int,
  passages: int,
  max_passages: int,
});

const OneDocumentJson = z.object({ document: DocumentJson });
const DocumentsJson = z.object({ documents: z.array(DocumentJson) });

export const documentJson = (d: library.LibraryDocument): z.output<typeof DocumentJson> => ({
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

export const passageJson = (p: Passage): z.output<typeof PassageJson> => ({
  id: p.id,
  ordinal: p.ordinal,
  page: p.page,
  heading: p.heading,
  text: p.text,
});

const quotaJson = (q: library.LibraryQuota): z.output<typeof QuotaJson> => ({
  documents: q.documents,
  max_documents: q.maxDocuments,
  bytes: q.bytes,
  max_bytes: q.maxBytes,
  passages: q.passages,
  max_passages: q.maxPassages,
});

documentRoutes.get(
  '/',
  describe({
    summary: 'Your library',
    description: 'Newest first (at most 500), with the quota; `q` narrows it by name and title.',
    access: 'signedIn',
    query: z.object({ q: z.string().optional() }),
    responses: { 200: DocumentsJson.extend({ quota: QuotaJson }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const [documents, quota] = await Promise.all([
      listDocuments(ctx.db, viewer.id, { query: c.req.query('q'), take: 500 }),
      library.libraryQuota(ctx.services.library, viewer.id),
    ]);
    return c.json({ documents: documents.map(documentJson), quota: quotaJson(quota) });
  },
);

documentRoutes.get(
  '/quota',
  describe({
    summary: 'How much of the library and storage you use',
    access: 'signedIn',
    responses: { 200: QuotaJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json(quotaJson(await library.libraryQuota(ctx.services.library, requireViewer(ctx).id)));
  },
);

/**
 * The request's files (multipart `files`) stored into the person's library, each queued for
 * reading: the documents made, in the order the files were sent. POST / here, and a project's
 * files (rest/projects.ts), which then moves them into the project.
 */
export async function uploadIntoLibrary(ctx: Context, request: Request): Promise<library.LibraryDocument[]> {
  const viewer = requireViewer(ctx);
  const actor = actorOf(ctx);
  await library.ensureRoomFor(ctx.services.library, viewer.id, 1);
  const allowance = await requestAllowance(ctx, request);
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
documentRoutes.post(
  '/',
  describe({
    summary: 'Add files to the library',
    description: 'Multipart, repeated field `files`: PDFs, Word files, text. Each is queued for reading.',
    access: 'signedIn',
    files: { field: 'files', many: true },
    responses: { 201: DocumentsJson },
  }),
  async (c) => {
    const documents = await uploadIntoLibrary(c.var.ctx, c.req.raw);
    return c.json({ documents: documents.map(documentJson) }, 201);
  },
);

/** POST /links {url} → the link's document, queued for fetching and reading. */
const linkBody = z.object({ url: z.string({ error: 'Give the web address as "url".' }) });

documentRoutes.post(
  '/links',
  describe({
    summary: 'Add a web page to the library',
    description: 'Queued for fetching and reading.',
    access: 'signedIn',
    body: linkBody,
    responses: { 201: OneDocumentJson },
    errors: [507],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { url } = parseInput(linkBody, await readJsonObject(c));
    return c.json({ document: documentJson(await library.addLink(ctx.services.library, viewer.id, url)) }, 201);
  },
);

documentRoutes.get(
  '/:id',
  describe({
    summary: 'A document of yours',
    description: 'With `?passages=true`, the passages it was read into.',
    access: 'signedIn',
    query: z.object({ passages: z.enum(['true', 'false']).optional() }),
    responses: { 200: OneDocumentJson.extend({ passages: z.array(PassageJson).optional() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const document = await library.documentOf(ctx.db, viewer.id, c.req.param('id'));
    const passages = c.req.query('passages') === 'true' ? await documentPassages(ctx.db, viewer.id, document.id) : null;
    return c.json({ document: documentJson(document), ...(passages ? { passages: passages.map(passageJson) } : {}) });
  },
);

documentRoutes.post(
  '/:id/reread',
  describe({ summary: 'Read a document again', access: 'signedIn', responses: { 200: OneDocumentJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const doc = await library.rereadDocument(ctx.services.library, requireViewer(ctx).id, c.req.param('id'));
    return c.json({ document: documentJson(doc) });
  },
);

/** PATCH /:id {visibility: "public" | "private"} */
const visibilityBody = z.object({
  visibility: z.enum(['public', 'private'], { error: 'visibility must be "public" or "private".' }),
});

documentRoutes.patch(
  '/:id',
  describe({
    summary: 'Make a document public or private',
    description: 'A public one is read by your twin and by anyone at /twin/{username}/documents/{id}.',
    access: 'signedIn',
    body: visibilityBody,
    responses: { 200: OneDocumentJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { visibility } = parseInput(visibilityBody, await readJsonObject(c));
    const doc = await library.setDocumentVisibility(ctx.services.library, viewer.id, c.req.param('id'), visibility);
    return c.json({ document: documentJson(doc) });
  },
);

documentRoutes.delete(
  '/:id',
  describe({
    summary: 'Delete a document',
    access: 'signedIn',
    responses: { 200: z.object({ deleted: z.literal(true), id: z.string() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    await library.deleteDocument(ctx.services.library, requireViewer(ctx).id, c.req.param('id'));
    return c.json({ deleted: true as const, id: c.req.param('id') });
  },
);
