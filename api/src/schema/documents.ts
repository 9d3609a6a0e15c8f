/**
 * The knowledge library over GraphQL: your documents and links, their reading, their passages,
 * public or private, and your quota. Files are uploaded over REST (POST /api/v1/documents).
 */
import { decodeBase64, encodeBase64 } from '@pothos/core';
import { resolveCursorConnection } from '@pothos/plugin-relay';
import * as library from '../documents/library.js';
import { countDocuments, documentsPage, type DocumentPlace } from '../documents/library-list.js';
import { documentPassages, publicDocument } from '../documents/passages.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { builder } from './builder.js';
import { TOTAL_COUNT } from './connections.js';
import { DeletedRef } from './errors.js';
import { DocumentStatusEnum } from './step.js';
import { UserRef } from './user.js';
import { sayIn } from '../words/say-in.js';

const DocumentVisibility = builder.enumType('DocumentVisibility', { values: ['private', 'public'] as const });
const PassageRef = builder
  .objectRef<{ id: string; ordinal: number; page: number | null; heading: string | null; text: string }>(
    'DocumentPassage',
  )
  .implement({
    description: 'A passage of a document as the brain reads it, with where it is.',
    fields: (t) => ({
      id: t.exposeID('id'),
      ordinal: t.exposeInt('ordinal'),
      page: t.exposeInt('page', { nullable: true, description: 'PDF: its page.' }),
      heading: t.exposeString('heading', { nullable: true, description: "The heading of the passage's section." }),
      text: t.exposeString('text'),
    }),
  });

export const LibraryDocumentRef = builder.objectRef<library.LibraryDocument>('LibraryDocument').implement({
  description: 'A file or a link in your knowledge library.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: "The file's name, or the link as you gave it." }),
    title: t.string({ description: 'What it calls itself, else its name.', resolve: (d) => library.displayTitle(d) }),
    kind: t.exposeString('kind', {
      nullable: true,
      description: 'pdf, docx, html, markdown, text, csv, json or code.',
    }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true, description: 'A link: its address.' }),
    fileUrl: t.string({
      nullable: true,
      description: 'A file: where to download it.',
      resolve: (d) => (d.uploadId ? `/api/v1/upload/files/${d.uploadId}` : null),
    }),
    status: t.field({ type: DocumentStatusEnum, resolve: (d) => d.status }),
    failure: t.string({
      nullable: true,
      description: 'failed: why, in plain words.',
      resolve: (d, _args, ctx) => (d.failure == null ? null : sayIn(ctx.locale, d.failure)),
    }),
    pages: t.exposeInt('pages', { nullable: true }),
    bytes: t.exposeInt('bytes', { nullable: true }),
    truncated: t.exposeBoolean('truncated', {
      description: 'Only its beginning was read (it is longer than Duet keeps).',
    }),
    visibility: t.field({ type: DocumentVisibility, resolve: (d) => d.visibility }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.readAt }),
    passages: t.field({
      type: [PassageRef],
      description: 'Its text as read, passage by passage, in order.',
      resolve: (d, _args, ctx) => documentPassages(ctx.db, ctx.viewer?.id ?? '', d.id),
    }),
  }),
});

const LibraryQuotaRef = builder.objectRef<library.LibraryQuota>('LibraryQuota').implement({
  description: 'What your library holds and may hold.',
  fields: (t) => ({
    documents: t.exposeInt('documents'),
    maxDocuments: t.exposeInt('maxDocuments'),
    bytes: t.field({
      type: 'Float',
      description: "Bytes of all your files (the library's and chats').",
      resolve: (q) => q.bytes,
    }),
    maxBytes: t.field({ type: 'Float', resolve: (q) => q.maxBytes }),
    passages: t.exposeInt('passages'),
    maxPassages: t.exposeInt('maxPassages'),
  }),
});

const documentCursor = (d: DocumentPlace) => encodeBase64(`document:${d.createdAt.toISOString()}|${d.id}`);
function documentPlace(cursor: string | undefined, argument: string): DocumentPlace | undefined {
  if (cursor === undefined) return undefined;
  let text = '';
  try {
    text = decodeBase64(cursor);
  } catch {
    // not base64: refused below
  }
  const match = /^document:([^|]+)\|(.+)$/.exec(text);
  const createdAt = match ? new Date(match[1]!) : null;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw ValidationError.of(argument, 'Invalid cursor');
  return { createdAt, id: match[2]! };
}

builder.objectFields(UserRef, (t) => ({
  documentsConnection: t.connection(
    {
      type: LibraryDocumentRef,
      description: 'Your documents and links, newest first; `search` keeps those whose name, title or address has it.',
      args: { search: t.arg.string() },
      authScopes: (user) => ({ self: user.id }),
      resolve: async (user, args, ctx) => {
        const query = args.search ?? undefined;
        const page = await resolveCursorConnection<Promise<library.LibraryDocument[]>>(
          { args, toCursor: documentCursor },
          (p) =>
            documentsPage(ctx.db, user.id, {
              query,
              limit: p.limit,
              after: documentPlace(p.after, 'after'),
              before: documentPlace(p.before, 'before'),
              fromOldest: p.inverted,
            }),
        );
        return { ...page, totalCount: () => countDocuments(ctx.db, user.id, query) };
      },
    },
    {
      name: 'LibraryDocumentConnection',
      fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT, resolve: (list) => list.totalCount() }) }),
    },
    { name: 'LibraryDocumentEdge' },
  ),
  document: t.field({
    type: LibraryDocumentRef,
    nullable: true,
    description: 'One of your documents (null when there is none of yours with this id).',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { id }, ctx) => library.documentOf(ctx.db, user.id, String(id)).catch(() => null),
  }),
  libraryQuota: t.field({
    type: LibraryQuotaRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => library.libraryQuota(ctx.services.library, user.id),
  }),
}));

builder.mutationFields((t) => ({
  addLink: t.field({
    type: LibraryDocumentRef,
    description:
      'Adds a web page to your library: Duet fetches and reads it in the background. Addresses on private networks are refused unless the operator allows them (FETCH_ALLOW_HOSTS).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: (_root, { url }, ctx) => library.addLink(ctx.services.library, ctx.viewer!.id, url),
  }),
  rereadDocument: t.field({
    type: LibraryDocumentRef,
    description: 'Reads a document again (from its file, or its link fetched anew).',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => library.rereadDocument(ctx.services.library, ctx.viewer!.id, String(id)),
  }),
  setDocumentVisibility: t.field({
    type: LibraryDocumentRef,
    description: 'Public: your twin may answer visitors from it. Private again: at once out of its reach.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), visibility: t.arg({ type: DocumentVisibility, required: true }) },
    resolve: (_root, { id, visibility }, ctx) =>
      library.setDocumentVisibility(ctx.services.library, ctx.viewer!.id, String(id), visibility),
  }),
  deleteDocument: t.field({
    type: DeletedRef,
    description: 'Deletes a document with its passages; a file added to the library goes too and frees its storage.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await library.deleteDocument(ctx.services.library, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
}));

const PublicDocumentRef = builder
  .objectRef<Awaited<ReturnType<typeof publicDocument>> & { username: string }>('PublicDocument')
  .implement({
    description: 'A document its owner made public: what their twin answers from, readable by anyone.',
    fields: (t) => ({
      id: t.id({ resolve: (p) => p.document.id }),
      username: t.exposeString('username'),
      title: t.string({ resolve: (p) => library.displayTitle(p.document) }),
      kind: t.string({ nullable: true, resolve: (p) => p.document.kind }),
      pages: t.int({ nullable: true, resolve: (p) => p.document.pages }),
      sourceUrl: t.string({ nullable: true, resolve: (p) => p.document.sourceUrl }),
      fileUrl: t.string({
        nullable: true,
        resolve: (p) => (p.document.uploadId ? `/api/v1/upload/files/${p.document.uploadId}` : null),
      }),
      passages: t.field({ type: [PassageRef], resolve: (p) => p.passages }),
    }),
  });

builder.queryField('publicDocument', (t) =>
  t.field({
    type: PublicDocumentRef,
    nullable: true,
    description: 'A document its owner made public (null when there is none, or it is private).',
    args: { username: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, { username, id }, ctx) => {
      try {
        return { ...(await publicDocument(ctx.db, username, String(id))), username };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
);
