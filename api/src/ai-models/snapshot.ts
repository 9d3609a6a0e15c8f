/**
 * What the catalog knows at one moment: the connections (the environment's, if any, and the admin's,
 * with their keys opened), every model they offer, the page's settings, and the defaults that follow
 * from them. Environment variables win over the page: with AI_PROVIDER=openai-compatible, AI_MODEL is
 * the default and the model for titles and judgements, and AI_EMBEDDING_MODEL the embedding model.
 */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { ModelSpec } from '../agent/providers.js';
import type { SecretBox } from '../secrets/secret-box.js';
import {
  ENVIRONMENT_CONNECTION,
  ENVIRONMENT_KEY,
  OFFLINE_CONNECTION,
  OFFLINE_KEY,
  OFFLINE_LABEL,
} from './model-keys.js';
import { apiBaseUrl, looksLikeEmbedding, type ConnectionKind } from './server-api.js';
import { readAiSettings, type AiSettings } from './settings.js';

/**
 * What a connection's test tries (connection-test.ts); 'transcription' and 'speech' only when there
 * is a model to ask.
 */
export type ConnectionCheck = 'models' | 'completion' | 'embedding' | 'transcription' | 'speech';

/** A model as people and admins see it. */
export interface ModelEntry {
  key: string;
  /** Its name on its server. */
  name: string;
  /** What people read in the model menu. */
  label: string;
  connectionId: string | null;
  connectionName: string;
  offline: boolean;
  /** People may choose it. */
  allowed: boolean;
  supportsTools: boolean;
  supportsImages: boolean;
  /** Its server no longer listed it at the last test. */
  missing: boolean;
  /** Its name says it makes embeddings (for search by meaning), not answers. */
  embedding: boolean;
}

export interface ConnectionTestResult {
  ok: boolean;
  checks: Array<{ check: ConnectionCheck; ok: boolean | null; message: string }>;
  models: string[];
}

export interface ConnectionView {
  id: string;
  name: string;
  kind: ConnectionKind;
  baseUrl: string;
  hasApiKey: boolean;
  /** A key is saved but does not open with this server's secret (SECRET_KEY changed): enter it again. */
  keyLost: boolean;
  fromEnvironment: boolean;
  lastTest: ConnectionTestResult | null;
  lastTestAt: Date | null;
  updatedAt: Date;
  models: ModelEntry[];
}

/** Which environment variable decides a default, when one does. */
export interface Locks {
  chat: string | null;
  utility: string | null;
  embedding: string | null;
}

export interface Snapshot {
  connections: ConnectionView[];
  entries: Map<string, { entry: ModelEntry; spec: ModelSpec; stamp: string }>;
  settings: AiSettings;
  defaults: {
    chat: string;
    utility: string;
    embedding: { key: string | null; name: string | null; spec: EmbeddingSpec };
    /** The speech-to-text model (voice/): null when none is chosen or its connection is gone. */
    transcription: TranscriptionSpec | null;
    /** The model that reads answers aloud, with its voice (voice/speech.ts): null as transcription. */
    speech: SpeechSpec | null;
  };
  locks: Locks;
}

export type EmbeddingSpec =
  { kind: 'local' } | { kind: 'server'; baseUrl: string; apiKey?: string; model: string } | null;

/** A model of a connection that turns speech into text, by its key. */
export interface TranscriptionSpec {
  key: string;
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** A model of a connection that reads text aloud, by its key, and the voice it speaks with. */
export interface SpeechSpec extends TranscriptionSpec {
  voice: string;
}

export async function loadSnapshot(db: Db, ai: Config['ai'], box: SecretBox): Promise<Snapshot> {
  const [settings, rows] = await Promise.all([
    readAiSettings(db),
    db.aiConnection.findMany({ include: { models: { orderBy: { name: 'asc' } } }, orderBy: { createdAt: 'asc' } }),
  ]);
  const entries: Snapshot['entries'] = new Map();
  const connections: ConnectionView[] = [];
  const fromEnv = ai.provider === 'openai-compatible' && ai.baseUrl;

  const offline: ModelEntry = {
    key: OFFLINE_KEY,
    name: ai.provider === 'local' ? ai.model : 'duet-local',
    label: OFFLINE_LABEL,
    connectionId: null,
    connectionName: OFFLINE_CONNECTION,
    offline: true,
    allowed: settings.offlineAllowed,
    supportsTools: true,
    supportsImages: false,
    missing: false,
    embedding: false,
  };
  entries.set(OFFLINE_KEY, { entry: offline, spec: { kind: 'local', model: offline.name }, stamp: 'local' });

  if (fromEnv) {
    const entry: ModelEntry = {
      key: ENVIRONMENT_KEY,
      name: ai.model,
      label: ai.model,
      connectionId: ENVIRONMENT_KEY,
      connectionName: ENVIRONMENT_CONNECTION,
      offline: false,
      allowed: true,
      supportsTools: true,
      supportsImages: false,
      missing: false,
      embedding: false,
    };
    const spec: ModelSpec = { kind: 'openai-compatible', baseUrl: ai.baseUrl!, apiKey: ai.apiKey, model: ai.model };
    entries.set(ENVIRONMENT_KEY, { entry, spec, stamp: 'env' });
    connections.push({
      id: ENVIRONMENT_KEY,
      name: ENVIRONMENT_CONNECTION,
      kind: 'openai-compatible',
      baseUrl: ai.baseUrl!,
      hasApiKey: Boolean(ai.apiKey),
      keyLost: false,
      fromEnvironment: true,
      lastTest: null,
      lastTestAt: null,
      updatedAt: new Date(0),
      models: [entry],
    });
  }

  for (const row of rows) {
    const apiKey = row.apiKeyCipher ? box.open(row.apiKeyCipher) : null;
    const lastTest = (row.lastTest as ConnectionTestResult | null) ?? null;
    const listed = new Set(lastTest?.models ?? []);
    const baseUrl = apiBaseUrl(row.kind as ConnectionKind, row.baseUrl);
    const models = row.models.map((m): ModelEntry => {
      const entry: ModelEntry = {
        key: m.id,
        name: m.name,
        label: m.name,
        connectionId: row.id,
        connectionName: row.name,
        offline: false,
        allowed: m.allowed,
        supportsTools: m.supportsTools,
        supportsImages: m.supportsImages,
        missing: lastTest !== null && lastTest.ok && !listed.has(m.name),
        embedding: looksLikeEmbedding(m.name),
      };
      const spec: ModelSpec = { kind: 'openai-compatible', baseUrl, apiKey: apiKey ?? undefined, model: m.name };
      entries.set(m.id, { entry, spec, stamp: `${row.updatedAt.getTime()}:${m.supportsTools}:${m.supportsImages}` });
      return entry;
    });
    connections.push({
      id: row.id,
      name: row.name,
      kind: row.kind as ConnectionKind,
      baseUrl: row.baseUrl,
      hasApiKey: row.apiKeyCipher !== null,
      keyLost: row.apiKeyCipher !== null && apiKey === null,
      fromEnvironment: false,
      lastTest,
      lastTestAt: row.lastTestAt,
      updatedAt: row.updatedAt,
      models,
    });
  }

  const allowed = (key: string | null) => (key ? entries.get(key)?.entry.allowed === true : false);
  const known = (key: string | null) => (key ? entries.has(key) : false);
  const firstAllowed = [...entries.values()].find((e) => e.entry.allowed)?.entry.key ?? OFFLINE_KEY;
  const chat = fromEnv
    ? ENVIRONMENT_KEY
    : allowed(settings.defaultChatModel)
      ? settings.defaultChatModel!
      : offline.allowed
        ? OFFLINE_KEY
        : firstAllowed;
  const utility = fromEnv ? ENVIRONMENT_KEY : known(settings.utilityModel) ? settings.utilityModel! : chat;
  const locks: Locks = {
    chat: fromEnv ? 'AI_MODEL' : null,
    utility: fromEnv ? 'AI_MODEL' : null,
    embedding: fromEnv ? 'AI_EMBEDDING_MODEL' : null,
  };
  return {
    connections,
    entries,
    settings,
    defaults: {
      chat,
      utility,
      embedding: embeddingOf(),
      transcription: audioModelOf(settings.transcriptionModel),
      speech: speechOf(),
    },
    locks,
  };

  /** Only a model of a connection an admin added (not the environment's, not the offline brain). */
  function audioModelOf(key: string | null): TranscriptionSpec | null {
    const chosen = key && key !== ENVIRONMENT_KEY ? entries.get(key) : undefined;
    if (!chosen || chosen.spec.kind !== 'openai-compatible') return null;
    const { baseUrl, apiKey, model } = chosen.spec;
    return { key: chosen.entry.key, baseUrl, apiKey, model };
  }

  function speechOf(): SpeechSpec | null {
    const spec = audioModelOf(settings.speechModel);
    return spec ? { ...spec, voice: settings.speechVoice } : null;
  }

  function embeddingOf(): Snapshot['defaults']['embedding'] {
    if (fromEnv) return environmentEmbedding(ai);
    const chosen = settings.embeddingModel ? entries.get(settings.embeddingModel) : undefined;
    if (chosen && chosen.spec.kind === 'openai-compatible') {
      const { baseUrl, apiKey, model } = chosen.spec;
      return { key: chosen.entry.key, name: model, spec: { kind: 'server', baseUrl, apiKey, model } };
    }
    return environmentEmbedding(ai);
  }
}

/**
 * The embedding model the environment gives: AI_EMBEDDING_MODEL on the environment's server (none:
 * full text only), or with the local provider the offline embedding (recall/local-embedding.ts).
 */
export function environmentEmbedding(ai: Config['ai']): Snapshot['defaults']['embedding'] {
  if (ai.provider === 'local') return { key: OFFLINE_KEY, name: ai.embeddingModel, spec: { kind: 'local' } };
  if (!ai.baseUrl || !ai.embeddingModel) return { key: null, name: null, spec: null };
  return {
    key: null,
    name: ai.embeddingModel,
    spec: { kind: 'server', baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.embeddingModel },
  };
}
