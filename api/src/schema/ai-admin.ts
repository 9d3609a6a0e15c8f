/**
 * The AI models page over GraphQL (ai-models/connections.ts): for admins only, everyone else is
 * told Not found. Changing a connection is for a browser session: an admin's access token cannot
 * point everyone's conversations at another server. Every admin field carries `extensions.admin`,
 * so the authorization test finds them all.
 */
import { adminActor } from '../admin/audit.js';
import * as connections from '../ai-models/connections.js';
import { discoverOllama } from '../ai-models/ollama.js';
import { connectionLabel } from '../ai-models/model-keys.js';
import type { ConnectionView, Snapshot } from '../ai-models/snapshot.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { Context } from '../context/context.js';
import { AiModelRef } from './ai-models.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';

const READ = { admin: true } as const;
const CHANGE = { $all: { admin: true, manageAccount: true } } as const;
const ADMIN = { admin: true };

const KindEnum = builder.enumType('AiConnectionKind', {
  values: {
    openai_compatible: { value: 'openai-compatible', description: 'Any OpenAI-compatible API (base URL and key).' },
    ollama: { value: 'ollama', description: 'Ollama, by its address (http://127.0.0.1:11434).' },
  } as const,
});

type Check = NonNullable<ConnectionView['lastTest']>['checks'][number];
const CheckRef = builder.objectRef<Check>('AiConnectionCheck').implement({
  fields: (t) => ({
    check: t.exposeString('check', {
      description:
        'models, completion, embedding, transcription (only when the server has a speech-to-text model) or speech (only when it has a voice model).',
    }),
    ok: t.exposeBoolean('ok', { nullable: true, description: 'null: not tried (and why, in message).' }),
    message: t.exposeString('message', { description: 'What happened, in plain words.' }),
  }),
});

const TestRef = builder
  .objectRef<NonNullable<ConnectionView['lastTest']> & { at: Date | null }>('AiConnectionTest')
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      checks: t.field({ type: [CheckRef], resolve: (r) => r.checks }),
      models: t.exposeStringList('models', { description: 'The models the server listed.' }),
      testedAt: t.expose('at', { type: 'DateTime', nullable: true }),
    }),
  });

const ConnectionRef = builder.objectRef<ConnectionView>('AiConnection').implement({
  description: 'A server Duet talks to for AI. Its key is never sent back: hasApiKey says whether one is saved.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({
      description: 'Its name (the environment’s in the reader’s language).',
      resolve: (c, _args, ctx) => connectionLabel(c, ctx.locale),
    }),
    kind: t.field({ type: KindEnum, resolve: (c) => c.kind }),
    baseUrl: t.exposeString('baseUrl'),
    hasApiKey: t.exposeBoolean('hasApiKey'),
    keyLost: t.exposeBoolean('keyLost', {
      description: 'A key is saved but the server secret (SECRET_KEY) changed since: enter the key again.',
    }),
    fromEnvironment: t.exposeBoolean('fromEnvironment', {
      description: 'Set by environment variables (AI_BASE_URL…), which win over this page: change them there.',
    }),
    lastTest: t.field({
      type: TestRef,
      nullable: true,
      resolve: (c) => (c.lastTest ? { ...c.lastTest, at: c.lastTestAt } : null),
    }),
    models: t.field({ type: [AiModelRef], resolve: (c) => c.models }),
  }),
});

const LocksRef = builder.objectRef<Snapshot['locks']>('AiSettingLocks').implement({
  description: 'The environment variable that sets a default, when one does (it wins over this page).',
  fields: (t) => ({
    defaultChatModel: t.exposeString('chat', { nullable: true }),
    utilityModel: t.exposeString('utility', { nullable: true }),
    embeddingModel: t.exposeString('embedding', { nullable: true }),
  }),
});

const ProgressRef = builder
  .objectRef<{ model: string | null; done: number; total: number }>('EmbeddingProgress')
  .implement({
    description: 'Memories and messages embedded with the embedding model; search works by full text meanwhile.',
    fields: (t) => ({
      model: t.exposeString('model', { nullable: true }),
      done: t.exposeInt('done'),
      total: t.exposeInt('total'),
    }),
  });

const entryOf = (s: Snapshot, key: string | null) => (key ? (s.entries.get(key)?.entry ?? null) : null);

const SettingsRef = builder.objectRef<Snapshot>('AiSettings').implement({
  description: 'The AI models page: connections, their models, and the defaults.',
  fields: (t) => ({
    connections: t.field({ type: [ConnectionRef], resolve: (s) => s.connections }),
    offlineModel: t.field({ type: AiModelRef, resolve: (s) => entryOf(s, 'local')! }),
    defaultChatModel: t.field({ type: AiModelRef, resolve: (s) => entryOf(s, s.defaults.chat)! }),
    utilityModel: t.field({
      type: AiModelRef,
      description: 'The model that names conversations and judges what to remember.',
      resolve: (s) => entryOf(s, s.defaults.utility)!,
    }),
    embeddingModel: t.field({
      type: AiModelRef,
      nullable: true,
      description: "The model of a connection that embeds (null: the environment's, or the offline one).",
      resolve: (s) => (s.defaults.embedding.key === 'local' ? null : entryOf(s, s.defaults.embedding.key)),
    }),
    embeddingModelName: t.string({ nullable: true, resolve: (s) => s.defaults.embedding.name }),
    transcriptionModel: t.field({
      type: AiModelRef,
      nullable: true,
      description:
        'The model of a connection that writes down what people say to Duet (null: none chosen, or its connection removed; speaking to Duet is then off).',
      resolve: (s) => entryOf(s, s.defaults.transcription?.key ?? null),
    }),
    speechModel: t.field({
      type: AiModelRef,
      nullable: true,
      description:
        "The model of a connection that reads answers aloud (null: none chosen, or its connection removed; Read aloud is then the browser's own voice).",
      resolve: (s) => entryOf(s, s.defaults.speech?.key ?? null),
    }),
    speechVoice: t.string({
      description: 'The voice the speech model speaks with, by the name its server knows (default: alloy).',
      resolve: (s) => s.settings.speechVoice,
    }),
    lockedBy: t.field({ type: LocksRef, resolve: (s) => s.locks }),
    reembedding: t.field({
      type: ProgressRef,
      resolve: (_s, _args, ctx) => ctx.services.recall.progress(),
    }),
    ollamaFound: t.string({
      nullable: true,
      description: 'Ollama answering on this machine and not added yet: its address.',
      resolve: async (s, _args, ctx) => {
        const address = await discoverOllama(ctx.services.config.ai.ollamaUrl);
        return address && !s.connections.some((c) => c.kind === 'ollama') ? address : null;
      },
    }),
  }),
});

const deps = (ctx: Context) => ctx.services.models;

builder.queryFields((t) => ({
  aiSettings: t.field({
    type: SettingsRef,
    description: 'The AI models page (admins).',
    authScopes: READ,
    extensions: ADMIN,
    resolve: (_root, _args, ctx) => deps(ctx).catalog.snapshot(),
  }),
}));

builder.mutationFields((t) => ({
  addAiConnection: t.field({
    type: ConnectionRef,
    description: 'Adds a connection and tests it at once (its models are listed; none is offered to people yet).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      kind: t.arg({ type: KindEnum, required: true }),
      baseUrl: t.arg.string({ required: true }),
      apiKey: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      connections.addConnection(deps(ctx), adminActor(ctx), parseInput(connections.connectionInput, args)),
  }),
  updateAiConnection: t.field({
    type: ConnectionRef,
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string(),
      baseUrl: t.arg.string(),
      apiKey: t.arg.string({ description: 'A new key; an empty string removes it; left out, the key stays.' }),
    },
    resolve: (_root, { id, ...input }, ctx) =>
      connections.updateConnection(
        deps(ctx),
        adminActor(ctx),
        String(id),
        parseInput(connections.connectionChange, input),
      ),
  }),
  removeAiConnection: t.field({
    type: DeletedRef,
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => connections.removeConnection(deps(ctx), adminActor(ctx), String(id)),
  }),
  testAiConnection: t.field({
    type: ConnectionRef,
    description:
      'A round trip: list the models, one short completion, one embedding, a short recording written down when the server has a speech-to-text model, and a short sentence read aloud when it has a voice model.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      chatModel: t.arg.string({ description: 'The model to ask (default: the default chat model, or one listed).' }),
      embeddingModel: t.arg.string(),
      transcriptionModel: t.arg.string({
        description: 'The model to write down a short recording (default: the speech-to-text model, or one listed).',
      }),
      speechModel: t.arg.string({
        description: 'The model to read a short sentence aloud (default: the voice model, or one listed).',
      }),
    },
    resolve: (_root, { id, chatModel, embeddingModel, transcriptionModel, speechModel }, ctx) =>
      connections.testSaved(deps(ctx), String(id), { chatModel, embeddingModel, transcriptionModel, speechModel }),
  }),
  updateAiModel: t.field({
    type: AiModelRef,
    description: 'Whether people may use a model, and whether it takes tools and images.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      allowed: t.arg.boolean(),
      supportsTools: t.arg.boolean(),
      supportsImages: t.arg.boolean(),
    },
    resolve: (_root, { id, allowed, supportsTools, supportsImages }, ctx) =>
      connections.updateModel(
        deps(ctx),
        adminActor(ctx),
        String(id),
        parseInput(connections.modelInput, {
          ...(allowed != null ? { allowed } : {}),
          ...(supportsTools != null ? { supportsTools } : {}),
          ...(supportsImages != null ? { supportsImages } : {}),
        }),
      ),
  }),
  updateAiDefaults: t.field({
    type: SettingsRef,
    description:
      'The default chat model, the model for titles and judgements, the embedding model, the speech-to-text model and the voice model (null: none), and the voice it speaks with.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: {
      defaultChatModel: t.arg.id(),
      utilityModel: t.arg.id(),
      embeddingModel: t.arg.id(),
      transcriptionModel: t.arg.id({
        description: "A connection's model that writes down speech; null: none (speaking to Duet is off).",
      }),
      speechModel: t.arg.id({
        description: "A connection's model that reads answers aloud; null: none (Read aloud is the browser's own).",
      }),
      speechVoice: t.arg.string({
        description: 'The voice it speaks with, by the name its server knows (1 to 64 characters); null: alloy.',
      }),
    },
    resolve: (_root, args, ctx) =>
      connections.updateDefaults(
        deps(ctx),
        adminActor(ctx),
        parseInput(
          connections.defaultsInput,
          Object.fromEntries(
            Object.entries(args)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, v === null ? null : String(v)]),
          ),
        ),
      ),
  }),
}));
