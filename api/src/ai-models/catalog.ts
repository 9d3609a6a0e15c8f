/**
 * The models Duet may answer with: the offline brain, the environment's model and the models of the
 * connections an admin added (snapshot.ts). It resolves a conversation's, a person's or a twin's
 * choice to a ready provider, keeps providers between turns (made again when their connection
 * changes) and hears of an admin's changes made on another process (through the broadcaster).
 *
 * A send reads the snapshot from memory: it is loaded once, again after a change, and at most a
 * minute old, so a choice costs no query on the way to the first token.
 */
import type { EmbeddingModelV4, SpeechModelV4, TranscriptionModelV4 } from '@ai-sdk/provider';
import type { ChatModel, ModelSource } from '../agent/contract.js';
import { createProvider, serverEmbeddingModel, type ProviderOptions } from '../agent/providers.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logging/logger.js';
import type { Broadcaster } from '../realtime/broadcaster.js';
import { LocalEmbeddingModel } from '../recall/local-embedding.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { OFFLINE_KEY } from './model-keys.js';
import { environmentEmbedding, loadSnapshot, type ModelEntry, type Snapshot } from './snapshot.js';
import { serverSpeechModel } from './speech-model.js';
import { serverTranscriptionModel } from './transcription-model.js';

export interface CatalogDeps {
  db: Db;
  config: Config;
  box: SecretBox;
  logger: Logger;
  broadcaster?: Broadcaster;
  providerOptions?: ProviderOptions;
}

const CHANNEL = 'ai-models-changed';
const MAX_AGE_MS = 60_000;

export class ModelCatalog implements ModelSource {
  private current: Snapshot | null = null;
  private loadedAt = 0;
  private loading: Promise<Snapshot> | null = null;
  private readonly models = new Map<string, { stamp: string; model: ChatModel }>();
  private embedding: { stamp: string; model: EmbeddingModelV4 | null } = { stamp: '', model: null };
  private transcription: { stamp: string; model: TranscriptionModelV4 } | null = null;
  private speech: { stamp: string; model: SpeechModelV4 } | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: CatalogDeps) {
    // Until the first snapshot is in: the environment's embedding model.
    this.updateEmbedding({ defaults: { embedding: environmentEmbedding(deps.config.ai) } });
  }

  /** Loads the first snapshot and listens for other processes' changes. */
  async start(): Promise<void> {
    this.unsubscribe = (await this.deps.broadcaster?.subscribe(CHANNEL, () => this.invalidate())) ?? null;
    await this.snapshot();
  }

  close() {
    this.unsubscribe?.();
  }

  /** What is known now (loaded again when stale). */
  async snapshot(): Promise<Snapshot> {
    if (this.current && Date.now() - this.loadedAt < MAX_AGE_MS) return this.current;
    return this.load();
  }

  private load(): Promise<Snapshot> {
    this.loading ??= loadSnapshot(this.deps.db, this.deps.config.ai, this.deps.box)
      .then((snapshot) => {
        this.current = snapshot;
        this.loadedAt = Date.now();
        this.updateEmbedding(snapshot);
        return snapshot;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** After an admin's change: this process loads again now, the others when they hear of it. */
  async changed(): Promise<Snapshot> {
    await this.loading?.catch(() => undefined); // a load under way may have read what was there before
    const fresh = await this.load();
    await this.deps.broadcaster?.publish(CHANNEL, { at: Date.now() }).catch(() => undefined);
    return fresh;
  }

  /** Another process changed something: the next snapshot() loads again. */
  private invalidate() {
    this.loadedAt = 0;
  }

  /** The models people may choose, the default first. */
  async choices(): Promise<ModelEntry[]> {
    const s = await this.snapshot();
    const allowed = [...s.entries.values()].map((e) => e.entry).filter((e) => e.allowed);
    const list = allowed.length ? allowed : [s.entries.get(OFFLINE_KEY)!.entry];
    return list.sort((a, b) => Number(b.key === s.defaults.chat) - Number(a.key === s.defaults.chat));
  }

  /** A model people may choose, by key (null: not one of them). */
  async allowed(key: string): Promise<ModelEntry | null> {
    return (await this.choices()).find((e) => e.key === key) ?? null;
  }

  /**
   * The first of `keys` that people may choose (a conversation's, then its person's), else the
   * default chat model. `needsTools`: one that takes tools (a twin's answers rest on them).
   */
  async resolve(keys: ReadonlyArray<string | null | undefined>, needsTools = false): Promise<ChatModel> {
    const s = await this.snapshot();
    for (const key of keys) {
      const found = key ? s.entries.get(key) : undefined;
      if (found?.entry.allowed && (!needsTools || found.entry.supportsTools)) return this.build(s, found.entry.key);
    }
    const fallback = s.entries.get(s.defaults.chat)!;
    return this.build(s, needsTools && !fallback.entry.supportsTools ? OFFLINE_KEY : s.defaults.chat);
  }

  async defaultChat(): Promise<ChatModel> {
    const s = await this.snapshot();
    return this.build(s, s.defaults.chat);
  }

  async utility(): Promise<ChatModel> {
    const s = await this.snapshot();
    return this.build(s, s.defaults.utility);
  }

  /** The embedding model now (recall asks on each round and search). */
  embeddingModel(): EmbeddingModelV4 | null {
    return this.embedding.model;
  }

  /** The speech-to-text model now (voice/ asks for each recording); null: none chosen, or its connection gone. */
  async transcriptionModel(): Promise<{ key: string; name: string; model: TranscriptionModelV4 } | null> {
    const spec = (await this.snapshot()).defaults.transcription;
    if (!spec) return null;
    const stamp = JSON.stringify(spec);
    if (this.transcription?.stamp !== stamp) {
      this.transcription = { stamp, model: serverTranscriptionModel(spec.baseUrl, spec.apiKey, spec.model) };
    }
    return { key: spec.key, name: spec.model, model: this.transcription.model };
  }

  /** The model that reads answers aloud now, with its voice (voice/speech.ts); null as transcriptionModel. */
  async speechModel(): Promise<{ key: string; name: string; voice: string; model: SpeechModelV4 } | null> {
    const spec = (await this.snapshot()).defaults.speech;
    if (!spec) return null;
    const stamp = JSON.stringify({ ...spec, voice: undefined });
    if (this.speech?.stamp !== stamp) {
      this.speech = { stamp, model: serverSpeechModel(spec.baseUrl, spec.apiKey, spec.model) };
    }
    return { key: spec.key, name: spec.model, voice: spec.voice, model: this.speech.model };
  }

  private build(s: Snapshot, key: string): ChatModel {
    const found = s.entries.get(key) ?? s.entries.get(OFFLINE_KEY)!;
    const cached = this.models.get(found.entry.key);
    if (cached && cached.stamp === found.stamp) return cached.model;
    const { ai } = this.deps.config;
    const options = this.deps.providerOptions ?? {};
    const model: ChatModel = {
      key: found.entry.key,
      name: found.entry.name,
      provider: createProvider(
        ai,
        {
          ...options,
          maxRetries: options.maxRetries ?? ai.maxRetries,
          local: { chunkDelayMs: ai.localChunkDelayMs, ...options.local },
          connection: found.entry.connectionName,
        },
        found.spec,
      ),
      supportsTools: found.entry.supportsTools,
      supportsImages: found.entry.supportsImages,
      offline: found.entry.offline,
      connection: found.entry.connectionName,
    };
    this.models.set(found.entry.key, { stamp: found.stamp, model });
    return model;
  }

  private updateEmbedding(s: { defaults: Pick<Snapshot['defaults'], 'embedding'> }) {
    const { name, spec } = s.defaults.embedding;
    const stamp = JSON.stringify(spec);
    if (stamp === this.embedding.stamp) return;
    const model =
      spec === null
        ? null
        : spec.kind === 'local'
          ? new LocalEmbeddingModel()
          : serverEmbeddingModel(spec.baseUrl, spec.apiKey, spec.model);
    if (this.embedding.stamp)
      this.deps.logger.info({ model: name }, 'the embedding model changed: memories are embedded again');
    this.embedding = { stamp, model };
  }
}
