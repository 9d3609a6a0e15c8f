/**
 * Models over REST: the ones a person may choose (GET /api/v1/models) and a conversation's choice
 * (PATCH /api/v1/chat/threads/:id with `model`, rest/chat.ts), and the admins' AI models page under
 * /api/v1/admin/ai (ai-models/connections.ts). Anyone but an admin is told 404 there, as if the
 * routes did not exist; changes are for a browser session (an access token is refused: 403).
 */
import { adminActor } from '../admin/audit.js';
import * as connections from '../ai-models/connections.js';
import { discoverOllama } from '../ai-models/ollama.js';
import type { ConnectionView, ModelEntry, Snapshot } from '../ai-models/snapshot.js';
import { ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import { adminOnly, manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';

export const modelJson = (m: ModelEntry) => ({
  id: m.key,
  name: m.name,
  label: m.label,
  connection_name: m.connectionName,
  offline: m.offline,
  allowed: m.allowed,
  supports_tools: m.supportsTools,
  supports_images: m.supportsImages,
  missing: m.missing,
  embedding: m.embedding,
});

const connectionJson = (c: ConnectionView) => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  base_url: c.baseUrl,
  has_api_key: c.hasApiKey,
  key_lost: c.keyLost,
  from_environment: c.fromEnvironment,
  last_test: c.lastTest ? { ...c.lastTest, tested_at: c.lastTestAt?.toISOString() ?? null } : null,
  models: c.models.map(modelJson),
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
) {
  const ollama = await discoverOllama(ollamaUrl);
  return {
    connections: s.connections.map(connectionJson),
    offline_model: modelJson(entry(s, 'local')!),
    default_chat_model: modelJson(entry(s, s.defaults.chat)!),
    utility_model: modelJson(entry(s, s.defaults.utility)!),
    embedding_model: embeddingEntry(s) ? modelJson(embeddingEntry(s)!) : null,
    embedding_model_name: s.defaults.embedding.name,
    locked_by: { default_chat_model: s.locks.chat, utility_model: s.locks.utility, embedding_model: s.locks.embedding },
    reembedding: progress,
    ollama_found: ollama && !s.connections.some((c) => c.kind === 'ollama') ? ollama : null,
  };
}

export const modelRoutes = restRouter();

modelRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  return c.json({ models: (await ctx.services.models.catalog.choices()).map(modelJson) });
});

export const adminAiRoutes = restRouter();
adminAiRoutes.use('*', adminOnly);
adminAiRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);

const settingsResponse = async (ctx: RestEnv['Variables']['ctx'], s: Snapshot) =>
  settingsJson(s, await ctx.services.recall.progress(), ctx.services.config.ai.ollamaUrl);

adminAiRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  return c.json(await settingsResponse(ctx, await ctx.services.models.catalog.snapshot()));
});

adminAiRoutes.post('/connections', async (c) => {
  const input = parseInput(snakeBody(connections.connectionInput), await readJsonObject(c));
  const view = await connections
    .addConnection(c.var.ctx.services.models, adminActor(c.var.ctx), input)
    .catch(restFields);
  return c.json(connectionJson(view), 201);
});

adminAiRoutes.patch('/connections/:id', async (c) => {
  const input = parseInput(snakeBody(connections.connectionChange), await readJsonObject(c));
  const view = await connections
    .updateConnection(c.var.ctx.services.models, adminActor(c.var.ctx), c.req.param('id'), input)
    .catch(restFields);
  return c.json(connectionJson(view));
});

adminAiRoutes.delete('/connections/:id', async (c) => {
  return c.json(
    await connections.removeConnection(c.var.ctx.services.models, adminActor(c.var.ctx), c.req.param('id')),
  );
});

adminAiRoutes.post('/connections/:id/test', async (c) => {
  const body = await readJsonObject(c);
  const view = await connections.testSaved(c.var.ctx.services.models, c.req.param('id'), {
    chatModel: typeof body.chat_model === 'string' ? body.chat_model : null,
    embeddingModel: typeof body.embedding_model === 'string' ? body.embedding_model : null,
  });
  return c.json(connectionJson(view));
});

adminAiRoutes.patch('/models/:id', async (c) => {
  const input = parseInput(snakeBody(connections.modelInput), await readJsonObject(c));
  const model = await connections
    .updateModel(c.var.ctx.services.models, adminActor(c.var.ctx), c.req.param('id'), input)
    .catch(restFields);
  return c.json(modelJson(model));
});

adminAiRoutes.patch('/defaults', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(connections.defaultsInput), await readJsonObject(c));
  const snapshot = await connections.updateDefaults(ctx.services.models, adminActor(ctx), input).catch(restFields);
  return c.json(await settingsResponse(ctx, snapshot));
});
