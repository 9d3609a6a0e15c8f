/**
 * REST /api/v1/projects/{id}/conversations and /files: moving a conversation or a document into a
 * project and out, and uploading files into it (projects/). The projects themselves: rest/projects.ts.
 */
import { z } from 'zod';
import { requireViewer, actorOf } from '../http/request-context.js';
import * as conversations from '../projects/project-conversations.js';
import * as files from '../projects/files.js';
import * as projects from '../projects/projects.js';
import { ThreadJson, threadJson } from './chat-shapes.js';
import { DocumentJson, documentJson, uploadIntoLibrary } from './documents.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

/** Mounted under /projects, beside rest/projects.ts. */
export const projectItemRoutes = restRouter();
const describe = describer('Projects');

const OneThreadJson = z.object({ thread: ThreadJson });
const OneDocumentJson = z.object({ document: DocumentJson });

/** PUT /:id/conversations/:thread_id → {thread}: moves the conversation into the project. */
projectItemRoutes.put(
  '/:id/conversations/:thread_id',
  describe({ summary: 'Move a conversation into a project', access: 'signedIn', responses: { 200: OneThreadJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const thread = await conversations.moveThreadToProject(
      ctx.services.chat,
      actorOf(ctx),
      c.req.param('thread_id'),
      c.req.param('id'),
    );
    return c.json({ thread: threadJson(thread) });
  },
);

/** DELETE /:id/conversations/:thread_id → {thread}: moves it out (404 when it is not in this project). */
projectItemRoutes.delete(
  '/:id/conversations/:thread_id',
  describe({
    summary: 'Move a conversation out of a project',
    description: '404 when it is not in this project.',
    access: 'signedIn',
    responses: { 200: OneThreadJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const project = await projects.projectOf(ctx.db, viewer.id, c.req.param('id'));
    const thread = await conversations.moveThreadOutOf(
      ctx.services.chat,
      actorOf(ctx),
      c.req.param('thread_id'),
      project.id,
    );
    return c.json({ thread: threadJson(thread) });
  },
);

/** POST /:id/files (multipart `files`) → 201 {documents}: files added to the library, in the project. */
projectItemRoutes.post(
  '/:id/files',
  describe({
    summary: 'Upload files into a project',
    description: 'Multipart, repeated field `files`: added to your library, in the project.',
    access: 'signedIn',
    files: { field: 'files', many: true },
    responses: { 201: z.object({ documents: z.array(DocumentJson) }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const project = await projects.projectOf(ctx.db, viewer.id, c.req.param('id'));
    const made = await uploadIntoLibrary(ctx, c.req.raw);
    const documents = await files.moveDocumentsToProject(
      ctx.db,
      viewer.id,
      made.map((d) => d.id),
      project.id,
    );
    return c.json({ documents: documents.map(documentJson) }, 201);
  },
);

/** PUT /:id/files/:document_id → {document}: a document of the library becomes the project's. */
projectItemRoutes.put(
  '/:id/files/:document_id',
  describe({
    summary: 'Make a document of your library the project’s',
    access: 'signedIn',
    responses: { 200: OneDocumentJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const [document] = await files.moveDocumentsToProject(
      ctx.db,
      viewer.id,
      [c.req.param('document_id')],
      c.req.param('id'),
    );
    return c.json({ document: documentJson(document!) });
  },
);

/** DELETE /:id/files/:document_id → {document}: back to the library (the document is not deleted). */
projectItemRoutes.delete(
  '/:id/files/:document_id',
  describe({
    summary: 'Take a document out of a project',
    description: 'Back to the library: the document is not deleted.',
    access: 'signedIn',
    responses: { 200: OneDocumentJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const document = await files.removeFileFromProject(
      ctx.db,
      viewer.id,
      c.req.param('id'),
      c.req.param('document_id'),
    );
    return c.json({ document: documentJson(document) });
  },
);
