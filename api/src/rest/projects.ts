/**
 * REST /api/v1/projects, thin over api/src/projects/ (as GraphQL has it: schema/projects.ts): list,
 * create, read one with its conversations and files, rename or change it, delete it (its
 * conversations and files moved out or deleted with it), start a conversation in it, search its
 * conversations; moving conversations and documents in and out: rest/project-items.ts.
 * Someone else's project is 404.
 */
import { z } from 'zod';
import { searchInput } from '../chat/search.js';
import { parseInput } from '../errors/parse-input.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import * as conversations from '../projects/project-conversations.js';
import * as files from '../projects/files.js';
import * as projects from '../projects/projects.js';
import { isoTime } from '../limits/dates.js';
import { SearchResultJson, searchResultJson, StartedThreadJson, ThreadJson, threadJson } from './chat-shapes.js';
import { DocumentJson, documentJson } from './documents.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const projectRoutes = restRouter();
const describe = describer('Projects');

const ProjectJson = z
  .object({
    id: z.string(),
    name: z.string(),
    instructions: z.string().nullable(),
    keep_memories_to_itself: z
      .boolean()
      .meta({ description: 'Memories learned in its conversations are recalled only in them.' }),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'Project' });
const OneProjectJson = z.object({ project: ProjectJson });

const projectJson = (p: projects.ProjectRecord): z.output<typeof ProjectJson> => ({
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
projectRoutes.get(
  '/',
  describe({
    summary: 'Your projects, by name',
    access: 'signedIn',
    responses: {
      200: z.object({
        projects: z.array(ProjectJson),
        max_projects: z.number().int(),
        max_instructions_length: z.number().int(),
      }),
    },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const list = await projects.listProjects(ctx.db, requireViewer(ctx).id);
    return c.json({
      projects: list.map(projectJson),
      max_projects: projects.PROJECTS_MAX,
      max_instructions_length: projects.PROJECT_INSTRUCTIONS_MAX,
    });
  },
);

/** POST / {name, instructions?, keep_memories_to_itself?} → 201 {project} */
projectRoutes.post(
  '/',
  describe({
    summary: 'Make a project',
    description: 'A refusal names `keepMemoriesToItself` as the domain does.',
    access: 'signedIn',
    body: snakeBody(projects.projectInput),
    responses: { 201: OneProjectJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const project = await projects.createProject(
      ctx.db,
      requireViewer(ctx).id,
      await projectBody(c, projects.projectInput),
    );
    return c.json({ project: projectJson(project) }, 201);
  },
);

/** GET /:id → {project, conversations (newest 50), files} */
projectRoutes.get(
  '/:id',
  describe({
    summary: 'A project, its newest 50 conversations and its files',
    access: 'signedIn',
    responses: {
      200: OneProjectJson.extend({ conversations: z.array(ThreadJson), files: z.array(DocumentJson) }),
    },
  }),
  async (c) => {
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
  },
);

/** PATCH /:id {name?, instructions?, keep_memories_to_itself?} → {project} */
projectRoutes.patch(
  '/:id',
  describe({
    summary: 'Change a project',
    description: 'At least one of its settings; what is left out stays.',
    access: 'signedIn',
    body: snakeBody(projects.projectChange),
    responses: { 200: OneProjectJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const project = await projects.updateProject(
      ctx.db,
      viewer.id,
      c.req.param('id'),
      await projectBody(c, projects.projectChange),
    );
    return c.json({ project: projectJson(project) });
  },
);

/** DELETE /:id?conversations=move_out|delete (move_out when not said: nothing is lost). */
const deleteQuery = z.object({
  conversations: z
    .enum(['move_out', 'delete'], { error: 'conversations must be move_out or delete' })
    .default('move_out'),
});

projectRoutes.delete(
  '/:id',
  describe({
    summary: 'Delete a project',
    description:
      'Its conversations and files move out to the library and the list (`move_out`, the default), or are deleted with it (`delete`).',
    access: 'signedIn',
    query: deleteQuery,
    responses: {
      200: z.object({
        deleted: z.literal(true),
        id: z.string(),
        moved_conversations: z.number().int(),
        deleted_conversations: z.number().int(),
        moved_files: z.number().int(),
        deleted_files: z.number().int(),
      }),
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const { conversations: leaving } = parseInput(deleteQuery, c.req.query());
    const deleted = await conversations.deleteProject(
      { ...ctx.services.chat, files: ctx.services.library },
      actorOf(ctx),
      c.req.param('id'),
      leaving,
    );
    return c.json({
      deleted: true as const,
      id: deleted.project.id,
      moved_conversations: deleted.movedConversations,
      deleted_conversations: deleted.deletedConversations,
      moved_files: deleted.movedFiles,
      deleted_files: deleted.deletedFiles,
    });
  },
);

/** POST /:id/chat → 201 {thread_id, thread}: a new conversation in the project. */
projectRoutes.post(
  '/:id/chat',
  describe({ summary: 'Start a conversation in a project', access: 'signedIn', responses: { 201: StartedThreadJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const thread = await conversations.startProjectChat(ctx.services.chat, actorOf(ctx), c.req.param('id'));
    return c.json({ thread_id: thread.id, thread: threadJson(thread) }, 201);
  },
);

/** GET /:id/search?q=&limit= → {results}: search narrowed to the project's conversations. */
projectRoutes.get(
  '/:id/search',
  describe({
    summary: 'Search a project’s conversations',
    description: 'As GET /chat/threads/search, narrowed to the project; `limit` from 1 to 50.',
    access: 'signedIn',
    query: z.object({ q: z.string(), limit: z.string().optional() }),
    responses: { 200: z.object({ results: z.array(SearchResultJson) }) },
    errors: [400],
  }),
  async (c) => {
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
  },
);
