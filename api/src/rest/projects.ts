/**
 * REST /api/v1/projects, thin over api/src/projects/ (as GraphQL has it: schema/projects.ts): list,
 * create, read one with its conversations and files, rename or change it, delete it (its
 * conversations and files moved out or deleted with it), start a conversation in it, move a
 * conversation or a document in and out, upload files into it, search its conversations.
 * Someone else's project is 404.
 */
import { z } from 'zod';
import { searchInput } from '../chat/search.js';
import { parseInput } from '../errors/parse-input.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import * as conversations from '../projects/project-conversations.js';
import * as files from '../projects/files.js';
import * as projects from '../projects/projects.js';
import { searchResultJson, threadJson } from './chat-shapes.js';
import { documentJson, uploadIntoLibrary } from './documents.js';
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

export const projectRoutes = restRouter();

const projectJson = (p: projects.ProjectRecord) => ({
  id: p.id,
  name: p.name,
  instructions: p.instructions,
  keep_memories_to_itself: p.keepMemoriesToItself,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/**
 * The JSON body's fields as the domain names them (absent stays absent), read by `schema`: a
 * refusal names keepMemoriesToItself, as it always has.
 */
async function projectBody<S extends z.ZodType>(c: Parameters<typeof readJsonObject>[0], schema: S) {
  const body = await readJsonObject(c);
  return parseInput(schema, {
    name: body.name,
    instructions: body.instructions,
    keepMemoriesToItself: body.keep_memories_to_itself,
  });
}

/** GET / → {projects, max_projects, max_instructions_length} */
projectRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const list = await projects.listProjects(ctx.db, requireViewer(ctx).id);
  return c.json({
    projects: list.map(projectJson),
    max_projects: projects.PROJECTS_MAX,
    max_instructions_length: projects.PROJECT_INSTRUCTIONS_MAX,
  });
});

/** POST / {name, instructions?, keep_memories_to_itself?} → 201 {project} */
projectRoutes.post('/', async (c) => {
  const ctx = c.var.ctx;
  const project = await projects.createProject(
    ctx.db,
    requireViewer(ctx).id,
    await projectBody(c, projects.projectInput),
  );
  return c.json({ project: projectJson(project) }, 201);
});

/** GET /:id → {project, conversations (newest 50), files} */
projectRoutes.get('/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const project = await projects.projectOf(ctx.db, viewer.id, c.req.param('id'));
  const [threads, documents] = await Promise.all([
    conversations.projectThreads(ctx.services.chat, project, { limit: 50 }),
    files.projectFiles(ctx.db, project),
  ]);
  return c.json({
    project: projectJson(project),
    conversations: threads.map(threadJson),
    files: documents.map(documentJson),
  });
});

/** PATCH /:id {name?, instructions?, keep_memories_to_itself?} → {project} */
projectRoutes.patch('/:id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const project = await projects.updateProject(
    ctx.db,
    viewer.id,
    c.req.param('id'),
    await projectBody(c, projects.projectChange),
  );
  return c.json({ project: projectJson(project) });
});

/** DELETE /:id?conversations=move_out|delete (move_out when not said: nothing is lost). */
projectRoutes.delete('/:id', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const { conversations: leaving } = parseInput(
    z.object({
      conversations: z
        .enum(['move_out', 'delete'], { error: 'conversations must be move_out or delete' })
        .default('move_out'),
    }),
    c.req.query(),
  );
  const deleted = await conversations.deleteProject(
    { ...ctx.services.chat, files: ctx.services.library },
    actorOf(ctx),
    c.req.param('id'),
    leaving,
  );
  return c.json({
    deleted: true,
    id: deleted.project.id,
    moved_conversations: deleted.movedConversations,
    deleted_conversations: deleted.deletedConversations,
    moved_files: deleted.movedFiles,
    deleted_files: deleted.deletedFiles,
  });
});

/** POST /:id/chat → 201 {thread_id, thread}: a new conversation in the project. */
projectRoutes.post('/:id/chat', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const thread = await conversations.startProjectChat(ctx.services.chat, actorOf(ctx), c.req.param('id'));
  return c.json({ thread_id: thread.id, thread: threadJson(thread) }, 201);
});

/** GET /:id/search?q=&limit= → {results}: search narrowed to the project's conversations. */
projectRoutes.get('/:id/search', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  // A limit that is not a whole number from 1 to 50 is the search's own 400 (chat/search.ts).
  const limit = c.req.query('limit');
  const input = parseInput(searchInput, {
    query: c.req.query('q'),
    limit: limit === undefined ? undefined : Number(limit),
  });
  const hits = await conversations.searchProjectThreads(ctx.services.chat, viewer.id, c.req.param('id'), input);
  return c.json({
    results: hits.map(searchResultJson),
  });
});

/** PUT /:id/conversations/:thread_id → {thread}: moves the conversation into the project. */
projectRoutes.put('/:id/conversations/:thread_id', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const thread = await conversations.moveThreadToProject(
    ctx.services.chat,
    actorOf(ctx),
    c.req.param('thread_id'),
    c.req.param('id'),
  );
  return c.json({ thread: threadJson(thread) });
});

/** DELETE /:id/conversations/:thread_id → {thread}: moves it out (404 when it is not in this project). */
projectRoutes.delete('/:id/conversations/:thread_id', async (c) => {
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
});

/** POST /:id/files (multipart `files`) → 201 {documents}: files added to the library, in the project. */
projectRoutes.post('/:id/files', async (c) => {
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
});

/** PUT /:id/files/:document_id → {document}: a document of the library becomes the project's. */
projectRoutes.put('/:id/files/:document_id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const [document] = await files.moveDocumentsToProject(
    ctx.db,
    viewer.id,
    [c.req.param('document_id')],
    c.req.param('id'),
  );
  return c.json({ document: documentJson(document!) });
});

/** DELETE /:id/files/:document_id → {document}: back to the library (the document is not deleted). */
projectRoutes.delete('/:id/files/:document_id', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const document = await files.removeFileFromProject(ctx.db, viewer.id, c.req.param('id'), c.req.param('document_id'));
  return c.json({ document: documentJson(document) });
});
