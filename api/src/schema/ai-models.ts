/**
 * The models people choose from (ai-models/): the list (Query.aiModels), a conversation's model
 * (Thread.model, chooseThreadModel), an answer's (Step's model fields, schema/step.ts) and the
 * twin's (TwinAccess.model, updateTwinAccess's model). The admin's page is schema/ai-admin.ts.
 */
import { connectionLabel, modelLabel } from '../ai-models/model-keys.js';
import { chooseThreadModel, personModel, threadModel } from '../ai-models/choices.js';
import type { ModelEntry } from '../ai-models/snapshot.js';
import { isAdmin } from '../auth/roles.js';
import { hasConnectedModel } from '../ai-models/model-help.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { actorOf } from '../http/request-context.js';
import { getThread } from '../chat/threads.js';
import { builder } from './builder.js';
import { databaseId } from './ids.js';
import { ThreadRef } from './thread.js';
import { UserRef } from './user.js';

export const AiModelRef = builder.objectRef<ModelEntry>('AiModel').implement({
  description: 'A model Duet can answer with: the offline brain, or one of a connection an admin added.',
  fields: (t) => ({
    id: t.exposeID('key', { description: 'What conversations and settings name it by.' }),
    name: t.exposeString('name', { description: 'Its name on its server.' }),
    label: t.string({
      description: 'What people read in the model menu (the offline brain’s in the reader’s language).',
      resolve: (m, _args, ctx) => modelLabel(m, ctx.locale),
    }),
    connectionName: t.string({
      description: 'The connection it comes from (the built-in and the environment’s named in the reader’s language).',
      resolve: (m, _args, ctx) => connectionLabel({ id: m.connectionId, name: m.connectionName }, ctx.locale),
    }),
    offline: t.exposeBoolean('offline', {
      description: "Duet's offline brain: it remembers, finds and organises, and cannot write or reason.",
    }),
    allowed: t.exposeBoolean('allowed', { description: 'People may choose it.' }),
    supportsTools: t.exposeBoolean('supportsTools', {
      description:
        'It is given tools (memories, search, the calculator); without them it answers from the conversation only.',
    }),
    supportsImages: t.exposeBoolean('supportsImages', {
      description: 'Attached images go to it as images; otherwise they are described by name.',
    }),
    missing: t.exposeBoolean('missing', { description: 'Its server did not list it at the last test.' }),
    isDefault: t.boolean({
      description: 'The default chat model: what answers when nobody chose.',
      resolve: async (m, _args, ctx) => (await ctx.services.models.catalog.snapshot()).defaults.chat === m.key,
    }),
    embedding: t.exposeBoolean('embedding', {
      description: 'Its name says it makes embeddings (for search by meaning), not answers.',
    }),
  }),
});

builder.queryFields((t) => ({
  aiModels: t.field({
    type: [AiModelRef],
    description: 'The models you may choose for a conversation, the default first.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.models.catalog.choices(),
  }),
}));

builder.objectFields(UserRef, (t) => ({
  chatModel: t.field({
    type: AiModelRef,
    description: 'The model your new conversations start with: your last choice, else the default.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => personModel(ctx.services.models, user.chatModel),
  }),
  isAdmin: t.boolean({
    description: 'Whether you are an admin (you connect AI models for everyone). Only you can read it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user) => isAdmin(user),
  }),
  hasConnectedModel: t.boolean({
    description:
      'Whether a model other than the offline brain is offered to you (in your model menu). Only you can read it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (_user, _args, ctx) => hasConnectedModel(ctx.services.models.catalog),
  }),
}));

builder.objectFields(ThreadRef, (t) => ({
  model: t.field({
    type: AiModelRef,
    description:
      "The model that answers here: the conversation's choice, else your last one, else the default (a twin's: its owner's twin model).",
    resolve: (thread, _args, ctx) => threadModel(ctx.services.models, thread),
  }),
}));

builder.mutationFields((t) => ({
  chooseThreadModel: t.field({
    type: ThreadRef,
    description: 'Chooses the model of a conversation of yours; it becomes your default for new conversations.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }), model: t.arg.id({ required: true }) },
    resolve: async (_root, { threadId, model }, ctx) => {
      const id = databaseId(String(threadId), 'Thread');
      await chooseThreadModel(ctx.services.models, ctx.viewer!.id, id, String(model));
      return getThread(ctx.services.chat, actorOf(ctx), id);
    },
  }),
}));
