/**
 * The AI models page's use cases, for admins (the adapters check the role): add, change, test and
 * remove connections, choose which of their models people may use and what each can do, and the
 * defaults. Keys are sealed with the server secret before they are stored and never leave. Each
 * change is recorded in the admins' audit log (admin/audit.ts); a test only checks.
 */
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { ModelCatalog } from './catalog.js';
import { testConnection } from './connection-test.js';
import { ENVIRONMENT_KEY, OFFLINE_KEY } from './model-keys.js';
import { apiBaseUrl, type ConnectionKind } from './server-api.js';
import { DEFAULT_SPEECH_VOICE, writeAiSettings, type AiSettings } from './settings.js';
import type { ConnectionView, Snapshot } from './snapshot.js';
import { said } from '../words/said.js';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from '../net/web-address.js';

export interface ConnectionDeps {
  db: Db;
  box: SecretBox;
  catalog: ModelCatalog;
}

const KINDS = ['openai-compatible', 'ollama'] as const;

const NO_SUCH_CONNECTION = said(/*i18n*/ { id: 'error.ai-models.no-such-connection', message: 'No such connection' });
const NO_SUCH_MODEL = said(/*i18n*/ { id: 'error.ai-models.no-such-model', message: 'No such model' });
/** The connection made from AI_* environment variables is changed there, not on the page. */
const SET_BY_ENVIRONMENT = said(
  /*i18n*/ {
    id: 'error.ai-models.set-by-environment',
    message: 'Set by environment variables: change them instead.',
  },
);
const baseUrl = z
  .string()
  .trim()
  .max(500)
  .refine(isWebAddress, WEB_ADDRESS_MESSAGE)
  .transform((v) => v.replace(/\/+$/, ''));
const name = z
  .string()
  .trim()
  .min(1, said(/*i18n*/ { id: 'error.ai-models.connection-name-empty', message: 'Give the connection a name' }))
  .max(80, said(/*i18n*/ { id: 'error.ai-models.connection-name-too-long', message: 'At most 80 characters' }));
const apiKey = z
  .string()
  .trim()
  .max(4000, said(/*i18n*/ { id: 'error.ai-models.key-too-long', message: 'That key is too long' }));

/** A new connection: its name, kind, address and key. */
export const connectionInput = z.object({ name, kind: z.enum(KINDS), baseUrl, apiKey: apiKey.optional().nullable() });
export type ConnectionInput = z.output<typeof connectionInput>;

/** A change to a connection: what is left out stays. */
export const connectionChange = z.object({
  name: name.optional(),
  baseUrl: baseUrl.optional(),
  /** undefined or null: keep the key; '': remove it; text: the new key. */
  apiKey: apiKey.optional().nullable(),
});

async function connectionRow(db: Db, id: string) {
  const row = await db.aiConnection.findUnique({ where: { id } });
  if (!row) throw new NotFoundError(NO_SUCH_CONNECTION);
  return row;
}

function viewOf(snapshot: Snapshot, id: string): ConnectionView {
  const view = snapshot.connections.find((c) => c.id === id);
  if (!view) throw new NotFoundError(NO_SUCH_CONNECTION);
  return view;
}

export type ConnectionChange = z.output<typeof connectionChange>;

export async function addConnection(
  deps: ConnectionDeps,
  actor: AdminActor,
  input: ConnectionInput,
): Promise<ConnectionView> {
  const row = await deps.db.$transaction(async (tx) => {
    const made = await tx.aiConnection.create({
      data: {
        name: input.name,
        kind: input.kind,
        baseUrl: input.baseUrl,
        apiKeyCipher: input.apiKey ? deps.box.seal(input.apiKey) : null,
      },
    });
    await recordAudit(tx as Db, actor, 'ai_connection.added', { id: made.id, label: made.name, detail: made.baseUrl });
    return made;
  });
  // A new connection is tested at once: its models are listed, and the admin sees whether it works.
  return testSaved(deps, row.id);
}

export async function updateConnection(
  deps: ConnectionDeps,
  actor: AdminActor,
  id: string,
  input: ConnectionChange,
): Promise<ConnectionView> {
  if (id === ENVIRONMENT_KEY) throw ValidationError.of('id', SET_BY_ENVIRONMENT);
  const before = await connectionRow(deps.db, id);
  // What changed, in words (never the key itself).
  const changed = [
    input.name !== undefined && input.name !== before.name ? `name ${before.name} → ${input.name}` : null,
    input.baseUrl !== undefined && input.baseUrl !== before.baseUrl ? `address ${input.baseUrl}` : null,
    input.apiKey === '' ? 'key removed' : input.apiKey ? 'new key' : null,
  ].filter(Boolean);
  await deps.db.$transaction(async (tx) => {
    const row = await tx.aiConnection.update({
      where: { id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.baseUrl !== undefined ? { baseUrl: input.baseUrl } : {}),
        ...(input.apiKey === ''
          ? { apiKeyCipher: null }
          : input.apiKey
            ? { apiKeyCipher: deps.box.seal(input.apiKey) }
            : {}),
      },
    });
    await recordAudit(tx as Db, actor, 'ai_connection.changed', {
      id,
      label: row.name,
      detail: changed.join(', ') || null,
    });
  });
  return viewOf(await deps.catalog.changed(), id);
}

/** Removes a connection and its models; conversations that chose one of them go back to the default. */
export async function removeConnection(deps: ConnectionDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  if (id === ENVIRONMENT_KEY) throw ValidationError.of('id', SET_BY_ENVIRONMENT);
  const row = await connectionRow(deps.db, id);
  await deps.db.$transaction(async (tx) => {
    await tx.aiConnection.delete({ where: { id } });
    await recordAudit(tx as Db, actor, 'ai_connection.removed', { id, label: row.name, detail: row.baseUrl });
  });
  await deps.catalog.changed();
  return { id };
}

/** Tests a saved connection and records the result and the models it listed. */
export async function testSaved(
  deps: ConnectionDeps,
  id: string,
  options: {
    chatModel?: string | null;
    embeddingModel?: string | null;
    transcriptionModel?: string | null;
    speechModel?: string | null;
  } = {},
): Promise<ConnectionView> {
  const snapshot = await deps.catalog.snapshot();
  if (id === ENVIRONMENT_KEY) {
    const env = viewOf(snapshot, id);
    const spec = snapshot.entries.get(ENVIRONMENT_KEY)!.spec;
    const embedding = snapshot.defaults.embedding.spec;
    const result = await testConnection({
      baseUrl: env.baseUrl,
      apiKey: spec.kind === 'openai-compatible' ? (spec.apiKey ?? null) : null,
      chatModel: spec.model,
      embeddingModel: embedding?.kind === 'server' ? embedding.model : null,
      transcriptionModel: options.transcriptionModel ?? null,
      speechModel: options.speechModel ?? null,
    });
    return { ...env, lastTest: result, lastTestAt: new Date() };
  }
  const row = await connectionRow(deps.db, id);
  const key = row.apiKeyCipher ? deps.box.open(row.apiKeyCipher) : null;
  const models = await deps.db.aiModel.findMany({ where: { connectionId: id } });
  const defaults = snapshot.defaults;
  const named = (k: string | null) => models.find((m) => m.id === k)?.name;
  const result = await testConnection({
    baseUrl: apiBaseUrl(row.kind as ConnectionKind, row.baseUrl),
    apiKey: key,
    chatModel: options.chatModel ?? named(defaults.chat) ?? models.find((m) => m.allowed)?.name ?? null,
    embeddingModel: options.embeddingModel ?? (defaults.embedding.key ? named(defaults.embedding.key) : null) ?? null,
    transcriptionModel:
      options.transcriptionModel ?? (defaults.transcription ? named(defaults.transcription.key) : null) ?? null,
    speechModel: options.speechModel ?? (defaults.speech ? named(defaults.speech.key) : null) ?? null,
    speechVoice: snapshot.settings.speechVoice,
  });
  const known = new Set(models.map((m) => m.name));
  await deps.db.$transaction([
    deps.db.aiConnection.update({
      where: { id },
      data: { lastTest: result as unknown as object, lastTestAt: new Date() },
    }),
    ...result.models
      .filter((m) => !known.has(m))
      .map((m) => deps.db.aiModel.create({ data: { connectionId: id, name: m } })),
  ]);
  return viewOf(await deps.catalog.changed(), id);
}

/** Whether people may use a model, and what it can do: what is left out stays. */
export const modelInput = z.object({
  allowed: z.boolean().optional(),
  supportsTools: z.boolean().optional(),
  supportsImages: z.boolean().optional(),
});

export type ModelInput = z.output<typeof modelInput>;

/** Whether people may use a model, and what it can do. The offline brain's "allowed" is a setting. */
export async function updateModel(deps: ConnectionDeps, actor: AdminActor, key: string, input: ModelInput) {
  if (key === OFFLINE_KEY) {
    if (input.allowed !== undefined) await writeAiSettings(deps.db, { offlineAllowed: input.allowed });
  } else {
    const { count } = await deps.db.aiModel.updateMany({ where: { id: key }, data: input });
    if (count === 0) throw new NotFoundError(NO_SUCH_MODEL);
    // A model's capabilities are part of its connection's providers: made again on the next turn.
    const model = await deps.db.aiModel.findUniqueOrThrow({ where: { id: key } });
    await deps.db.aiConnection.update({ where: { id: model.connectionId }, data: { updatedAt: new Date() } });
  }
  const snapshot = await deps.catalog.changed();
  const found = snapshot.entries.get(key);
  if (!found) throw new NotFoundError(NO_SUCH_MODEL);
  const said = (on: boolean | undefined, yes: string, no: string) => (on === undefined ? null : on ? yes : no);
  const detail = [
    said(input.allowed, 'people may use it', 'people may not use it'),
    said(input.supportsTools, 'takes tools', 'no tools'),
    said(input.supportsImages, 'takes images', 'no images'),
  ].filter(Boolean);
  await recordAudit(deps.db, actor, 'ai_model.changed', {
    id: key,
    label: found.entry.label,
    detail: detail.join(', ') || null,
  });
  return found.entry;
}

/** The default models by role (null: none); what is left out stays. */
export const defaultsInput = z.object({
  defaultChatModel: z.string().max(100).nullable().optional(),
  utilityModel: z.string().max(100).nullable().optional(),
  embeddingModel: z.string().max(100).nullable().optional(),
  transcriptionModel: z.string().max(100).nullable().optional(),
  speechModel: z.string().max(100).nullable().optional(),
  speechVoice: z
    .string()
    .trim()
    .min(
      1,
      said(
        /*i18n*/ {
          id: 'error.ai-models.voice-name-empty',
          message: "Name the voice, as the voice model's server knows it (alloy, for example)",
        },
      ),
    )
    .max(
      64,
      said(/*i18n*/ { id: 'error.ai-models.voice-name-too-long', message: "A voice's name is at most 64 characters" }),
    )
    .nullable()
    .optional(),
});

export type DefaultsInput = z.output<typeof defaultsInput>;

/**
 * The default chat model (one people may use), the model for titles and judgements, the embedding
 * model, the speech-to-text model (one of a connection's: voice/ sends people's recordings to it)
 * and the voice model with its voice (one of a connection's: voice/speech.ts reads answers aloud).
 */
export async function updateDefaults(deps: ConnectionDeps, actor: AdminActor, input: DefaultsInput): Promise<Snapshot> {
  const snapshot = await deps.catalog.snapshot();
  const check = (field: keyof typeof input, key: string | null | undefined, mustBeAllowed: boolean) => {
    if (!key) return;
    const found = snapshot.entries.get(key);
    if (!found || key === ENVIRONMENT_KEY) {
      throw ValidationError.of(
        field,
        said(/*i18n*/ { id: 'error.ai-models.choose-listed-model', message: 'Choose one of the models listed' }),
      );
    }
    if (mustBeAllowed && !found.entry.allowed) {
      throw ValidationError.of(
        field,
        said(/*i18n*/ { id: 'error.ai-models.allow-model-first', message: 'Let people use this model first' }),
      );
    }
  };
  check('defaultChatModel', input.defaultChatModel, true);
  check('utilityModel', input.utilityModel, false);
  check('embeddingModel', input.embeddingModel, false);
  check('transcriptionModel', input.transcriptionModel, false);
  check('speechModel', input.speechModel, false);
  const offline = {
    transcriptionModel: said(
      /*i18n*/ {
        id: 'error.ai-models.offline-cannot-transcribe',
        message: "The offline brain can't write down speech: choose a connection's model",
      },
    ),
    speechModel: said(
      /*i18n*/ {
        id: 'error.ai-models.offline-cannot-speak',
        message: "The offline brain can't read answers aloud: choose a connection's model",
      },
    ),
  };
  for (const field of ['transcriptionModel', 'speechModel'] as const) {
    const key = input[field];
    if (key && snapshot.entries.get(key)?.spec.kind !== 'openai-compatible') {
      throw ValidationError.of(field, offline[field]);
    }
  }
  const patch: Partial<AiSettings> = {};
  for (const field of [
    'defaultChatModel',
    'utilityModel',
    'embeddingModel',
    'transcriptionModel',
    'speechModel',
  ] as const) {
    if (input[field] !== undefined) patch[field] = input[field] ?? null;
  }
  if (input.speechVoice !== undefined) patch.speechVoice = input.speechVoice ?? DEFAULT_SPEECH_VOICE;
  const ROLES = {
    defaultChatModel: 'chat',
    utilityModel: 'titles and judgements',
    embeddingModel: 'embedding',
    transcriptionModel: 'speech to text',
    speechModel: 'read aloud',
  };
  const detail = (Object.keys(ROLES) as Array<keyof typeof ROLES>)
    .filter((field) => field in patch)
    .map((field) => {
      const key = patch[field];
      return `${ROLES[field]}: ${key ? (snapshot.entries.get(key)?.entry.label ?? key) : 'none'}`;
    });
  if (patch.speechVoice) detail.push(`voice: ${patch.speechVoice}`);
  await deps.db.$transaction(async (tx) => {
    await writeAiSettings(tx as Db, patch);
    await recordAudit(tx as Db, actor, 'ai_defaults.changed', { detail: detail.join(', ') || null });
  });
  return deps.catalog.changed();
}
