/**
 * Your conversations beyond the chat (docs/product.md §10): shared links (the viewer's list, make a
 * link, stop sharing, the public page's data) and one conversation's export. Thin over
 * api/src/conversations/. Account exports and imports are files: REST only (api/src/rest/export.ts,
 * api/src/rest/import.ts), since /graphql takes JSON bodies of at most 1 MB.
 */
import { EXPORT_FORMATS, exportThread, type ExportedFile } from '../conversations/export-thread.js';
import * as shares from '../conversations/shares.js';
import type { ShareRecord, SharedConversationView, SharedMessage } from '../conversations/shares.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { assertMayWrite } from '../http/csrf.js';
import { actorOf } from '../http/request-context.js';
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { databaseId } from './ids.js';
import { UserRef } from './user.js';

const SharedLinkRef = builder.objectRef<ShareRecord>('SharedLink').implement({
  description:
    'A read-only public link to one of your conversations as it was when shared (later messages are not included).',
  fields: (t) => ({
    id: t.exposeID('id'),
    token: t.exposeString('token', { description: 'The unguessable part of /share/{token}.' }),
    url: t.exposeString('url', { description: 'The absolute address to give people.' }),
    threadId: t.exposeString('threadId', { description: 'The shared thread’s database id.' }),
    title: t.exposeString('title'),
    messageCount: t.exposeInt('messageCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was shared: the snapshot’s moment.' }),
  }),
});

const SharedMessageRef = builder.objectRef<SharedMessage>('SharedMessage').implement({
  fields: (t) => ({
    role: t.exposeString('role', { description: 'user or assistant' }),
    text: t.exposeString('text', { description: 'Markdown, as the chat shows it.' }),
    at: t.exposeString('at', { description: 'When it was written (ISO 8601).' }),
  }),
});

const SharedConversationRef = builder.objectRef<SharedConversationView>('SharedConversation').implement({
  description: 'What a shared link shows anyone who has it: the messages’ text only.',
  fields: (t) => ({
    token: t.exposeString('token'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    sharedBy: t.exposeString('sharedBy', { description: 'The display name (or username) of who shared it.' }),
    messageCount: t.exposeInt('messageCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    messages: t.field({ type: [SharedMessageRef], resolve: (s) => s.messages }),
  }),
});

const ShareThreadPayloadRef = builder.objectRef<ShareRecord>('ShareThreadPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    url: t.exposeString('url'),
    share: t.field({ type: SharedLinkRef, resolve: (s) => s }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  sharedConversations: t.field({
    type: [SharedLinkRef],
    description: 'Your shared conversation links, newest first (only for you).',
    deprecationReason: 'Use sharedConversationsConnection: the same links as a Relay connection.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (_user, _args, ctx) => shares.listShares(shares.shareDepsOf(ctx.services), actorOf(ctx)),
  }),
  sharedConversationsConnection: t.connection(
    {
      type: SharedLinkRef,
      description: 'Your shared conversation links, newest first (only for you).',
      authScopes: (user) => ({ self: user.id }),
      resolve: async (_user, args, ctx) =>
        resolveArrayConnection({ args }, await shares.listShares(shares.shareDepsOf(ctx.services), actorOf(ctx))),
    },
    { name: 'SharedLinkConnection' },
    { name: 'SharedLinkEdge' },
  ),
}));

builder.queryField('sharedConversation', (t) =>
  t.field({
    type: SharedConversationRef,
    nullable: true,
    description: 'The conversation behind a shared link, for anyone who has it; null when unknown or no longer shared.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => shares.sharedConversation(shares.shareDepsOf(ctx.services), token),
  }),
);

const ExportFormatEnum = builder.enumType('ThreadExportFormat', {
  values: EXPORT_FORMATS,
  description: "md: Markdown; json: Duet's conversation format, which imports back.",
});

const ThreadExportRef = builder.objectRef<ExportedFile>('ThreadExport').implement({
  description: 'One conversation as a file: what GET /api/v1/chat/threads/{id}/export downloads.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'A file name from its title.' }),
    contentType: t.exposeString('contentType'),
    content: t.exposeString('body', { description: 'The whole file.' }),
  }),
});

builder.queryField('exportThread', (t) =>
  t.field({
    type: ThreadExportRef,
    description:
      'One of your conversations as Markdown or JSON, every message of the branch it shows (JSON: every branch).',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }), format: t.arg({ type: ExportFormatEnum, defaultValue: 'md' }) },
    resolve: (_root, { threadId, format }, ctx) =>
      exportThread(ctx.services.chat, actorOf(ctx), databaseId(String(threadId), 'Thread'), format ?? 'md'),
  }),
);

builder.mutationFields((t) => ({
  shareThread: t.field({
    type: ShareThreadPayloadRef,
    description:
      'Makes a new read-only public link to the thread’s messages as they are now. Sharing again makes another link.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }) },
    resolve: (_root, { threadId }, ctx) => {
      assertMayWrite(ctx);
      return shares.shareThread(shares.shareDepsOf(ctx.services), actorOf(ctx), databaseId(String(threadId), 'Thread'));
    },
  }),
  revokeShare: t.field({
    type: DeletedRef,
    description: 'Stops sharing: the link is deleted and its page is gone. `id` is the SharedLink’s id.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      assertMayWrite(ctx);
      const revoked = await shares.revokeShare(shares.shareDepsOf(ctx.services), actorOf(ctx), token);
      return { id: revoked.id };
    },
  }),
}));
