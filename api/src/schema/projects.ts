/**
 * Projects over GraphQL, mapping to api/src/projects/: your projects, their conversations and
 * files, and where a conversation, a document or a memory belongs. Someone else's project is Not
 * found. Files are uploaded over REST (POST /api/v1/projects/{id}/files) or moved in from the library.
 */
import { createContextCache, encodeBase64 } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Context } from '../context/context.js';
import type { ThreadRecord } from '../chat/records.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { actorOf } from '../http/request-context.js';
import * as conversations from '../projects/project-conversations.js';
import * as files from '../projects/files.js';
import * as projects from '../projects/projects.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { LibraryDocumentRef } from './documents.js';
import { databaseId } from './ids.js';
import { MemoryRef } from './memory.js';
import { TOTAL_COUNT } from './connections.js';
import { StartChatPayloadRef, ThreadRef, threadsConnection } from './thread.js';
import { UserRef } from './user.js';

/**
 * How many conversations each project holds, counted once for every project a request lists:
 * `conversationCount` and `threads.totalCount` both read it (one grouped query, not one per project).
 */
const conversationCountOf = createContextCache(
  (ctx: Context) => new DataLoader((ids: readonly string[]) => projects.conversationCounts(ctx.db, ids)),
);

const ProjectRef = builder.loadableNode('Project', {
  description:
    'Conversations kept together with their own instructions and files. Its conversations answer with its instructions on top of yours, and search its files first.',
  id: { resolve: (p: projects.ProjectRecord) => p.id },
  load: async (ids: string[], ctx) => {
    const found = await projects.projectsByIds(ctx.db, ctx.viewer?.id ?? '', ids);
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? new NotFoundError('Project not found'));
  },
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used in URLs (/projects/{id}) and REST.' }),
    name: t.exposeString('name'),
    instructions: t.exposeString('instructions', { nullable: true, description: 'null: none.' }),
    instructionsMaxLength: t.int({
      description: 'The most characters the instructions may have.',
      resolve: () => projects.PROJECT_INSTRUCTIONS_MAX,
    }),
    keepMemoriesToItself: t.exposeBoolean('keepMemoriesToItself', {
      description: 'Memories learned in its conversations are recalled only in them.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    conversationCount: t.int({ resolve: (p, _args, ctx) => conversationCountOf(ctx).load(p.id) }),
    files: t.field({
      type: [LibraryDocumentRef],
      description: 'Its files, newest first: documents of your library that belong to it.',
      resolve: (p, _args, ctx) => files.projectFiles(ctx.db, p),
    }),
    threads: t.connection(
      {
        type: ThreadRef,
        description:
          'Its conversations: pinned first, then the most recently updated (those without a message are not listed).',
        resolve: (p, args, ctx) =>
          threadsConnection(
            args,
            (page) => conversations.projectThreads(ctx.services.chat, p, page),
            () => conversationCountOf(ctx).load(p.id),
          ),
      },
      { fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT, resolve: (list) => list.totalCount() }) }) },
    ),
  }),
});

const projectId = (id: string | number) => databaseId(String(id), 'Project');

builder.objectFields(UserRef, (t) => ({
  projects: t.field({
    type: [ProjectRef],
    description: `Your projects, by name (at most ${projects.PROJECTS_MAX}).`,
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => projects.listProjects(ctx.db, user.id),
  }),
  project: t.field({
    type: ProjectRef,
    nullable: true,
    description: 'One of your projects by its database id (or global id); null when there is none of yours.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { id }, ctx) => projects.projectOf(ctx.db, user.id, projectId(id)).catch(() => null),
  }),
}));

const projectField = (description: string) => ({
  type: ProjectRef,
  nullable: true as const,
  description,
});
builder.objectField(ThreadRef, 'project', (t) =>
  t.field({ ...projectField('The project it is in (null: none).'), resolve: (th) => th.projectId }),
);
builder.objectField(LibraryDocumentRef, 'project', (t) =>
  t.field({ ...projectField('The project whose file it is (null: the library’s).'), resolve: (d) => d.projectId }),
);
builder.objectField(MemoryRef, 'project', (t) =>
  t.field({ ...projectField('The project it was learned in (null: none).'), resolve: (m) => m.projectId }),
);

const ProjectLeavingEnum = builder.enumType('ProjectLeaving', {
  description: 'What happens to a deleted project’s conversations and files.',
  values: {
    MOVE_OUT: { value: 'move_out', description: 'They stay, outside any project (files back in the library).' },
    DELETE: { value: 'delete', description: 'They are deleted with it (memories learned in them stay).' },
  } as const,
});

const DeleteProjectPayload = builder.objectRef<conversations.DeletedProject>('DeleteProjectPayload').implement({
  fields: (t) => ({
    deletedProjectId: t.id({
      description: 'The global id of the deleted project.',
      resolve: (d) => encodeBase64(`Project:${d.project.id}`),
    }),
    databaseId: t.string({ resolve: (d) => d.project.id }),
    movedConversations: t.exposeInt('movedConversations'),
    deletedConversations: t.exposeInt('deletedConversations'),
    movedFiles: t.exposeInt('movedFiles'),
    deletedFiles: t.exposeInt('deletedFiles'),
  }),
});

const optionalProject = (id: string | number | null | undefined) => (id == null ? null : projectId(id));

builder.mutationFields((t) => ({
  createProject: t.field({
    type: ProjectRef,
    description: `Starts a project (at most ${projects.PROJECTS_MAX}; a name of at most ${projects.PROJECT_NAME_MAX} characters, instructions of at most ${projects.PROJECT_INSTRUCTIONS_MAX}).`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      instructions: t.arg.string(),
      keepMemoriesToItself: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      projects.createProject(ctx.db, ctx.viewer!.id, parseInput(projects.projectInput, args)),
  }),
  updateProject: t.field({
    type: ProjectRef,
    description:
      'Renames a project, changes its instructions (empty: none) or its memory setting; what is left out stays.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      projectId: t.arg.id({ required: true }),
      name: t.arg.string(),
      instructions: t.arg.string(),
      keepMemoriesToItself: t.arg.boolean(),
    },
    resolve: (_root, { projectId: id, name, instructions, keepMemoriesToItself }, ctx) =>
      projects.updateProject(
        ctx.db,
        ctx.viewer!.id,
        projectId(id),
        parseInput(projects.projectChange, {
          name: name ?? undefined,
          instructions: instructions ?? undefined,
          keepMemoriesToItself: keepMemoriesToItself ?? undefined,
        }),
      ),
  }),
  deleteProject: t.field({
    type: DeleteProjectPayload,
    description: 'Deletes a project; its conversations and files move out of it, or are deleted with it.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: {
      projectId: t.arg.id({ required: true }),
      conversations: t.arg({ type: ProjectLeavingEnum, required: true }),
    },
    resolve: (_root, args, ctx) =>
      conversations.deleteProject(
        { ...ctx.services.chat, files: ctx.services.library },
        actorOf(ctx),
        projectId(args.projectId),
        args.conversations,
      ),
  }),
  startProjectChat: t.field({
    type: StartChatPayloadRef,
    description: 'Opens a new conversation in the project (your empty one there, if there is one).',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      conversations.startProjectChat(ctx.services.chat, actorOf(ctx), projectId(args.projectId)),
  }),
  moveThreadToProject: t.field({
    type: ThreadRef,
    description: 'Moves a conversation into one of your projects, or (projectId null) out of any.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }), projectId: t.arg.id() },
    resolve: (_root, args, ctx): Promise<ThreadRecord> =>
      conversations.moveThreadToProject(
        ctx.services.chat,
        actorOf(ctx),
        databaseId(String(args.threadId), 'Thread'),
        optionalProject(args.projectId),
      ),
  }),
  moveDocumentToProject: t.field({
    type: LibraryDocumentRef,
    description: 'Makes a document of your library one of a project’s files, or (projectId null) the library’s again.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { documentId: t.arg.id({ required: true }), projectId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const [moved] = await files.moveDocumentsToProject(
        ctx.db,
        ctx.viewer!.id,
        [String(args.documentId)],
        optionalProject(args.projectId),
      );
      return moved!;
    },
  }),
}));
