/** Health of the parts Duet depends on, for /monitoring and /readyz-style checks. */
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** What the check looks at: the app's services hold all three. */
export interface StatusDeps {
  config: Config;
  db: Db;
  redis?: Redis;
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
  const db = await timed(() => services.db.$queryRawUnsafe('SELECT 1'));
  const redis = services.redis ? await timed(() => services.redis!.ping()) : null;
  const provider =
    config.ai.provider === 'local'
      ? { ok: true, ms: 0 }
      : await timed(async () => {
          const res = await fetch(`${config.ai.baseUrl}/models`, {
            headers: config.ai.apiKey ? { authorization: `Bearer ${config.ai.apiKey}` } : {},
            signal: AbortSignal.timeout(3000),
          });
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
        detail:
          config.ai.provider === 'local'
            ? `local (offline, in-process), model ${config.ai.model}`
            : `openai-compatible at ${new URL(config.ai.baseUrl!).host}, model ${config.ai.model}${provider.ok ? '' : `: ${provider.error}`}`,
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
    ],
  };
}
