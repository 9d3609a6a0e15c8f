/**
 * Models over REST: the ones a person may choose (GET /api/v1/models) and a conversation's choice
 * (PATCH /api/v1/chat/threads/:id with `model`, rest/chat.ts), and the admins' AI models page under
 * /api/v1/admin/ai (ai-models/connections.ts). Anyone but an admin is told 404 there, as if the
 * routes did not exist; changes are for a browser session (an access token is refused: 403).
 */
import type { Locale } from '../../../common/locales.js';
import { connectionLabel, modelLabel } from '../ai-models/model-keys.js';
import { adminActor } from '../admin/audit.js';
import * as connections from '../ai-models/connections.js';
import { discoverOllama } from '../ai-models/ollama.js';
import type { ConnectionView, ModelEntry, Snapshot } from '../ai-models/snapshot.js';
import { ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import { adminOnly, manageAccount } from './access.js';
import { z } from 'zod';
import { isoTime } from '../limits/dates.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';

export const ModelJson = z
  .object({
    id: z.string().meta({ description: 'What to choose it by (`model`).' }),
    name: z.string().meta({ description: 'Its name on its server.' }),
    label: z.string().meta({ description: 'What people read in the model menu.' }),
    connection_name: z.string(),
    offline: z.boolean().meta({ description: 'Duet’s offline brain.' }),
    allowed: z.boolean().meta({ description: 'People may choose it.' }),
    supports_tools: z.boolean(),
    supports_images: z.boolean(),
    missing: z.boolean().meta({ description: 'Its server no longer listed it at the last test.' }),
    embedding: z.boolean().meta({ description: 'It makes embeddings (search by meaning), not answers.' }),
  })
  .meta({ id: 'Model' });

const ConnectionJson = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['openai-compatible', 'ollama']),
    base_url: z.string(),
    has_api_key: z.boolean(),
    key_lost: z.boolean().meta({ description: 'Its saved key no longer opens (SECRET_KEY changed): enter it again.' }),
    from_environment: z.boolean(),
    last_test: z
      .object({
        ok: z.boolean(),
        checks: z.array(
          z.object({
            check: z.enum(['models', 'completion', 'embedding', 'transcription', 'speech']),
            ok: z.boolean().nullable(),
            message: z.string(),
          }),
        ),
        models: z.array(z.string()),
        tested_at: isoTime.nullable(),
      })
      .nullable(),
    models: z.array(ModelJson),
  })
  .meta({ id: 'AiConnection' });

const AiSettingsJson = z.object({
  connections: z.array(ConnectionJson),
  offline_model: ModelJson,
  default_chat_model: ModelJson,
  utility_model: ModelJson,
  embedding_model: ModelJson.nullable().meta({ description: 'null: the offline one.' }),
  embedding_model_name: z.string().nullable(),
  transcription_model: ModelJson.nullable().meta({
    description:
      'The model that writes down what people say to Duet (POST /voice/transcriptions); null: none, speaking is off.',
  }),
  speech_model: ModelJson.nullable().meta({
    description:
      "The model that reads answers aloud (POST /voice/speech); null: none, Read aloud is the browser's own.",
  }),
  speech_voice: z.string().meta({ description: 'The voice it speaks with, by the name its server knows.' }),
  locked_by: z
    .object({
      default_chat_model: z.string().nullable(),
      utility_model: z.string().nullable(),
      embedding_model: z.string().nullable(),
    })
    .meta({ description: 'The environment variable that decides a default, when one does.' }),
  reembedding: z.object({ model: z.string().nullable(), done: z.number().int(), total: z.number().int() }),
  ollama_found: z.string().nullable().meta({ description: 'An Ollama found at OLLAMA_URL and not connected yet.' }),
});

export const modelJson = (m: ModelEntry, locale: Locale): z.output<typeof ModelJson> => ({
  id: m.key,
  name: m.name,
  label: modelLabel(m, locale),
  connection_name: connectionLabel({ id: m.connectionId, name: m.connectionName }, locale),
  offline: m.offline,
  allowed: m.allowed,
  supports_tools: m.supportsTools,
  supports_images: m.supportsImages,
  missing: m.missing,
  embedding: m.embedding,
});

const connectionJson = (c: ConnectionView, locale: Locale): z.output<typeof ConnectionJson> => ({
  id: c.id,
  name: connectionLabel(c, locale),
  kind: c.kind,
  base_url: c.baseUrl,
  has_api_key: c.hasApiKey,
  key_lost: c.keyLost,
  from_environment: c.fromEnvironment,
  last_test: c.lastTest ? { ...c.lastTest, tested_at: c.lastTestAt?.toISOString() ?? null } : null,
  models: c.models.map((m) => modelJson(m, locale)),
});

const entry = (s: Snapshot, key: string | null) => (key ? (s.entries.get(key)?.entry ?? null) : null);
const embeddingEntry = (s: Snapshot) =>
  s.defaults.embedding.key === 'local' ? null : entry(s, s.defaults.embedding.key);

/** REST names fields as its clients send them, those the domain names after the input is read too. */
const REST_FIELDS: Record<string, string> = {
  baseUrl: 'base_url',
  apiKey: 'api_key',
  supportsTools: 'supports_tools',
  supportsImages: 'supports_images',
  defaultChatModel: 'default_chat_model',
  utilityModel: 'utility_model',
  embeddingModel: 'embedding_model',
  transcriptionModel: 'transcription_model',
  speechModel: 'speech_model',
  speechVoice: 'speech_voice',
};
const restFields = (error: unknown): never => {
  if (error instanceof ValidationError) {
    throw new ValidationError(error.fieldErrors.map((f) => ({ ...f, field: REST_FIELDS[f.field] ?? f.field })));
  }
  throw error;
};

async function settingsJson(
  s: Snapshot,
  progress: { model: string | null; done: number; total: number },
  ollamaUrl: string,
  locale: Locale,
): Promise<z.output<typeof AiSettingsJson>> {
  const ollama = await discoverOllama(ollamaUrl);
  return {
    connections: s.connections.map((c) => connectionJson(c, locale)),
    offline_model: modelJson(entry(s, 'local')!, locale),
    default_chat_model: modelJson(entry(s, s.defaults.chat)!, locale),
    utility_model: modelJson(entry(s, s.defaults.utility)!, locale),
    embedding_model: embeddingEntry(s) ? modelJson(embeddingEntry(s)!, locale) : null,
    embedding_model_name: s.defaults.embedding.name,
    transcription_model: s.defaults.transcription ? modelJson(entry(s, s.defaults.transcription.key)!, locale) : null,
    speech_model: s.defaults.speech ? modelJson(entry(s, s.defaults.speech.key)!, locale) : null,
    speech_voice: s.settings.speechVoice,
    locked_by: { default_chat_model: s.locks.chat, utility_model: s.locks.utility, embedding_model: s.locks.embedding },
    reembedding: progress,
    ollama_found: ollama && !s.connections.some((c) => c.kind === 'ollama') ? ollama : null,
  };
}

export const modelRoutes = restRouter();

modelRoutes.get(
  '/',
  describer('Models')({
    summary: 'The models you may choose',
    access: 'signedIn',
    responses: { 200: z.object({ models: z.array(ModelJson) }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    return c.json({ models: (await ctx.services.models.catalog.choices()).map((m) => modelJson(m, ctx.locale)) });
  },
);

export const adminAiRoutes = restRouter();
const describe = describer('Admin');
adminAiRoutes.use('*', adminOnly);
adminAiRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);

const settingsResponse = async (ctx: RestEnv['Variables']['ctx'], s: Snapshot) =>
  settingsJson(s, await ctx.services.recall.progress(), ctx.services.config.ai.ollamaUrl, ctx.locale);

adminAiRoutes.get(
  '/',
  describe({
    summary: 'The AI models page: connections, models and defaults',
    access: 'admin',
    responses: { 200: AiSettingsJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json(await settingsResponse(ctx, await ctx.services.models.catalog.snapshot()));
  },
);

const connectionBody = snakeBody(connections.connectionInput);
const connectionChangeBody = snakeBody(connections.connectionChange);
const modelBody = snakeBody(connections.modelInput);
const defaultsBody = snakeBody(connections.defaultsInput);

adminAiRoutes.post(
  '/connections',
  describe({
    summary: 'Connect a model server',
    description: 'It is tested as it is saved: its models are listed.',
    access: 'admin',
    body: connectionBody,
    responses: { 201: ConnectionJson },
  }),
  async (c) => {
    const input = parseInput(connectionBody, await readJsonObject(c));
    const view = await connections
      .addConnection(c.var.ctx.services.models, adminActor(c.var.ctx), input)
      .catch(restFields);
    return c.json(connectionJson(view, c.var.ctx.locale), 201);
  },
);

adminAiRoutes.patch(
  '/connections/:id',
  describe({
    summary: 'Change a connection',
    access: 'admin',
    body: connectionChangeBody,
    responses: { 200: ConnectionJson },
  }),
  async (c) => {
    const input = parseInput(connectionChangeBody, await readJsonObject(c));
    const view = await connections
      .updateConnection(c.var.ctx.services.models, adminActor(c.var.ctx), c.req.param('id'), input)
      .catch(restFields);
    return c.json(connectionJson(view, c.var.ctx.locale));
  },
);

adminAiRoutes.delete(
  '/connections/:id',
  describe({
    summary: 'Remove a connection',
    description: 'One set by environment variables cannot be removed (400).',
    access: 'admin',
    responses: { 200: z.object({ id: z.string() }) },
    errors: [400],
  }),
  async (c) => {
    const answer: { id: string } = await connections.removeConnection(
      c.var.ctx.services.models,
      adminActor(c.var.ctx),
      c.req.param('id'),
    );
    return c.json(answer);
  },
);

adminAiRoutes.post(
  '/connections/:id/test',
  describe({
    summary: 'Test a connection',
    description:
      'Lists its models and, when named, asks `chat_model` for an answer, `embedding_model` for an embedding, `transcription_model` to write down a short recording (a `transcription` check, left out when the server has no speech-to-text model) and `speech_model` to read a short sentence aloud (a `speech` check, left out when it has no voice model).',
    access: 'admin',
    body: z.object({
      chat_model: z.string().optional(),
      embedding_model: z.string().optional(),
      transcription_model: z.string().optional(),
      speech_model: z.string().optional(),
    }),
    responses: { 200: ConnectionJson },
  }),
  async (c) => {
    const body = await readJsonObject(c);
    const view = await connections.testSaved(c.var.ctx.services.models, c.req.param('id'), {
      chatModel: typeof body.chat_model === 'string' ? body.chat_model : null,
      embeddingModel: typeof body.embedding_model === 'string' ? body.embedding_model : null,
      transcriptionModel: typeof body.transcription_model === 'string' ? body.transcription_model : null,
      speechModel: typeof body.speech_model === 'string' ? body.speech_model : null,
    });
    return c.json(connectionJson(view, c.var.ctx.locale));
  },
);

adminAiRoutes.patch(
  '/models/:id',
  describe({
    summary: 'Allow a model, or say what it can do',
    access: 'admin',
    body: modelBody,
    responses: { 200: ModelJson },
  }),
  async (c) => {
    const input = parseInput(modelBody, await readJsonObject(c));
    const model = await connections
      .updateModel(c.var.ctx.services.models, adminActor(c.var.ctx), c.req.param('id'), input)
      .catch(restFields);
    return c.json(modelJson(model, c.var.ctx.locale));
  },
);

adminAiRoutes.patch(
  '/defaults',
  describe({
    summary: 'Choose the default models',
    description: 'A default an environment variable decides cannot change here (`locked_by`).',
    access: 'admin',
    body: defaultsBody,
    responses: { 200: AiSettingsJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(defaultsBody, await readJsonObject(c));
    const snapshot = await connections.updateDefaults(ctx.services.models, adminActor(ctx), input).catch(restFields);
    return c.json(await settingsResponse(ctx, snapshot));
  },
);
