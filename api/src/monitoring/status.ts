/** Health of the parts Duet depends on, for /monitoring and /readyz-style checks. */
import type { Redis } from 'ioredis';
import type { ModelCatalog } from '../ai-models/catalog.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { pingDatabase } from '../db/ping.js';
import type { ObjectStore } from '../storage/object-store.js';

/** What the check looks at: the app's services hold them all. */
export interface StatusDeps {
  config: Config;
  db: Db;
  redis?: Redis;
  /** Where uploads' bytes are kept. */
  uploads?: { store: ObjectStore };
  /** The models connected (the default chat model is the one checked). */
  models?: { catalog: ModelCatalog };
}

/** The default chat model: where it is and how to ask it for its models (null: the offline brain). */
async function defaultModel(services: StatusDeps) {
  const { ai } = services.config;
  if (!services.models) {
    return ai.provider === 'local'
      ? null
      : { name: ai.model, connection: 'environment', baseUrl: ai.baseUrl!, apiKey: ai.apiKey };
  }
  const snapshot = await services.models.catalog.snapshot();
  const found = snapshot.entries.get(snapshot.defaults.chat)!;
  if (found.spec.kind === 'local') return null;
  return {
    name: found.entry.name,
    connection: found.entry.connectionName,
    baseUrl: found.spec.baseUrl,
    apiKey: found.spec.apiKey,
  };
}

export interface ComponentStatus {
  name: string;
  ok: boolean;
  detail: string;
  latencyMs: number | null;
}

const startedAt = Date.now();

async function timed(fn: () => Promise<unknown>): Promise<{ ok: boolean; ms: number; error?: string }> {
  const t0 = performance.now();
  try {
    await fn();
    return { ok: true, ms: Math.round((performance.now() - t0) * 10) / 10 };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - t0),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function systemStatus(
  services: StatusDeps,
): Promise<{ uptimeSeconds: number; components: ComponentStatus[] }> {
  const { config } = services;
  const db = await timed(() => pingDatabase(services.db));
  const redis = services.redis ? await timed(() => services.redis!.ping()) : null;
  const store = services.uploads?.store;
  const files = store ? await timed(() => store.check()) : null;
  const model = await defaultModel(services);
  const provider = !model
    ? { ok: true, ms: 0 }
    : await timed(async () => {
        const res = await fetch(`${model.baseUrl}/models`, {
          headers: model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {},
          signal: AbortSignal.timeout(3000),
        });
        await res.body?.cancel();
        if (!res.ok && res.status !== 404) throw new Error(`HTTP ${res.status}`);
      });
  return {
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    components: [
      { name: 'server', ok: true, detail: `Node ${process.version}, ${config.env}`, latencyMs: 0 },
      {
        name: 'database',
        ok: db.ok,
        detail: db.ok
          ? `${config.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} answers`
          : `unreachable: ${db.error}`,
        latencyMs: db.ms,
      },
      {
        name: 'ai_provider',
        ok: provider.ok,
        detail: !model
          ? `Duet offline brain (in-process), model ${config.ai.provider === 'local' ? config.ai.model : 'duet-local'}`
          : `${model.connection} at ${new URL(model.baseUrl).host}, model ${model.name}${provider.ok ? '' : `: ${provider.error}`}`,
        latencyMs: provider.ms,
      },
      {
        name: 'realtime',
        ok: redis ? redis.ok : true,
        detail: redis
          ? redis.ok
            ? 'Redis pub/sub answers'
            : `Redis unreachable: ${redis.error}`
          : 'in-process pub/sub (one server process)',
        latencyMs: redis ? redis.ms : 0,
      },
      ...(store && files
        ? [
            {
              name: 'file_storage',
              ok: files.ok,
              detail: files.ok ? store.description : `${store.description} unreachable: ${files.error}`,
              latencyMs: files.ms,
            },
          ]
        : []),
    ],
  };
}

/**
 * What someone who is not an admin sees (issue 36): whether each part works, in plain words,
 * without the server's internals (versions, addresses, errors, timings, uptime).
 */
export function plainStatus(status: { components: ComponentStatus[] }): {
  uptimeSeconds: null;
  components: ComponentStatus[];
} {
  return {
    uptimeSeconds: null,
    components: status.components.map((c) => ({
      name: c.name,
      ok: c.ok,
      detail: c.ok ? 'Working' : 'Not working right now',
      latencyMs: null,
    })),
  };
}
