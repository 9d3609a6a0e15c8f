/**
 * The only module that reads process.env. Every setting is validated here;
 * a wrong value stops start-up with a message naming the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { compileTrust, type TrustProxy } from './http/client-address.js';

/** The repository root (config paths are relative to it). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
/** scheme://host[:port] and nothing else: what a browser sends as Origin. */
/** A host name, an IPv4 address or a bracketed IPv6 one (the URL parser alone lets `;`, `,` and quotes through). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value && HOST.test(url.hostname);
  } catch {
    return false;
  }
}
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 1).pipe(z.number().max(65535)),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .refine(
      (list) => list.every(isOrigin),
      'must be a comma list of origins such as https://app.example.com (no *, no path)',
    ),
  DATABASE_URL: z
    .string()
    .default('file:var/duet.db')
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), 'must start with file: or postgres://'),
  REDIS_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), 'must start with redis://'),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().default('Duet <no-reply@duet.local>'),
  MAIL_DIR: z.string().default('var/mail'),
  UPLOAD_DIR: z.string().default('var/uploads'),
  UPLOAD_MAX_BYTES: int(100 * 1024 * 1024, 1),
  UPLOAD_QUOTA_USER_BYTES: int(1024 * 1024 * 1024, 0),
  UPLOAD_QUOTA_ANON_BYTES: int(0, 0),
  UPLOAD_RATE_LIMIT: int(60, 1),
  UPLOAD_MIN_FREE_BYTES: int(256 * 1024 * 1024, 0),
  WEB_DIST: z.string().default('web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: int(30, 1),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === '' || value === 'false') return false as const;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      try {
        compileTrust(list);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, true, a number of proxy hops, or a comma list of proxy addresses or ranges (10.0.0.0/8, loopback)',
        });
      }
      return list;
    }),
  RATE_LIMIT_LOGIN_IP: int(30, 1),
  RATE_LIMIT_LOGIN_EMAIL: int(10, 1),
  RATE_LIMIT_LOGIN_EMAIL_HOURLY: int(30, 1),
  RATE_LIMIT_REGISTER_IP: int(20, 1),
  RATE_LIMIT_FORGOT_IP: int(10, 1),
  RATE_LIMIT_WINDOW_SECONDS: int(900, 1),
  GRAPHQL_MAX_DEPTH: int(12, 1),
  // graphql-armor's estimate (first: N multiplies a list). The largest query the app sends, the Knowledge
  // page (500 memories, each with its history), costs about 23,600.
  GRAPHQL_MAX_COST: int(30000, 1),
  GRAPHQL_MAX_TOKENS: int(4000, 1),
  // Who streams a subscription's events: Duet's path (api/src/http/subscriptions/README.md) or Yoga's own.
  GRAPHQL_SUBSCRIPTIONS: z.enum(['duet', 'yoga']).default('duet'),
  // Who may read the schema (introspection, GraphiQL, "Did you mean" suggestions): http/schema-visibility.ts.
  GRAPHQL_INTROSPECTION: z.enum(['signed-in', 'everyone', 'off']).default('signed-in'),
  AI_PROVIDER: z.enum(['local', 'openai-compatible']).default('local'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('duet-local'),
  AI_CONTEXT_TOKENS: int(8000, 256),
  AI_STALL_MS: int(60000, 1),
  RUN_PERSIST_MS: int(1000, 20),
  RUN_LEASE_MS: int(15_000, 300),
  RUN_DRAIN_MS: int(10_000, 0),
  SQLITE_MAX_BYTES: int(0, 0),
  AI_MAX_RETRIES: int(2, 0),
  // Our departures from the AI SDK's usual path, each with the stock path a setting away
  // (api/src/agent/loop/README.md, api/src/agent/openai-stream/README.md).
  AGENT_LOOP: z.enum(['duet', 'ai-sdk']).default('duet'),
  AI_STREAM_READER: z.enum(['duet', 'ai-sdk']).default('duet'),
  /** Default 15 ms for smooth streaming in a browser; 0 under NODE_ENV=test. */
  AI_LOCAL_CHUNK_DELAY_MS: z.coerce.number().int().min(0).optional(),
  // Recall by meaning: the OpenAI-compatible server's embedding model (none: full-text only). The
  // local provider always uses its own small offline embedding (api/src/recall/local-embedding.ts).
  AI_EMBEDDING_MODEL: z.string().min(1).optional(),
  // How alike (cosine, percent) a memory must be to a question to count as found by meaning.
  AI_EMBEDDING_MIN_SIMILARITY: int(30, 0),
  EMBED_INTERVAL_MS: int(3000, 50),
  TWIN_QUOTA_ANON: int(20, 0),
  TWIN_QUOTA_USER: int(100, 0),
  // Anonymous twin messages all visitors from one address may send per day (default: TWIN_QUOTA_ANON).
  TWIN_QUOTA_ANON_IP: z.coerce.number().int().min(0).optional(),
  // Twin conversations one visitor, and one address, may start per hour.
  TWIN_STARTS_PER_VISITOR: int(10, 1),
  TWIN_STARTS_PER_IP: int(30, 1),
  // The server secret that encrypts what Duet keeps for others (AI connections' keys: api/src/secrets/);
  // without it, one is made once in SECRET_KEY_FILE. Several machines sharing a database need the same one.
  SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  SECRET_KEY_FILE: z.string().default('var/secret.key'),
  // E-mail addresses that are admins (besides the first account): api/src/auth/roles.ts.
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Lets tests on this machine hold the local model's answers mid-stream (api/src/http/answer-gate-routes.ts); never on a server people use.
  TEST_ANSWER_GATE: z.enum(['on', 'off']).default('off'),
});

export type Env = z.input<typeof schema>;

/** The local provider's embedding model (api/src/recall/local-embedding.ts). */
export const LOCAL_EMBEDDING_MODEL = 'duet-local-embed-2';
type Parsed = z.output<typeof schema>;

export interface Config {
  env: Parsed['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose pages may call the API with credentials (CORS); empty: same-origin only. */
  corsOrigins: string[];
  database: {
    url: string;
    kind: 'sqlite' | 'postgres';
    sqlitePath?: string;
    /** SQLite only: the most the database file may grow to (0: no cap); past it writes get 507. */
    sqliteMaxBytes?: number;
  };
  runs: {
    /** A run's claim on its thread lasts this long unless its process renews it. */
    leaseMs: number;
    /** On SIGTERM, how long live runs may go on before they are ended as interrupted. */
    drainMs: number;
  };
  redisUrl?: string;
  mail: { smtpUrl?: string; from: string; dir: string };
  uploads: {
    dir: string;
    maxBytes: number;
    /** Bytes each account may keep in files. */
    quotaUserBytes: number;
    /** Bytes each anonymous visitor (and each address, per day) may upload; 0: none. */
    quotaAnonymousBytes: number;
    /** Upload requests per address per hour. */
    ratePerHour: number;
    /** Uploads are refused (507) when the disk would have less than this free. */
    minFreeBytes: number;
  };
  webDist: string;
  logLevel: Parsed['LOG_LEVEL'];
  session: { ttlMs: number; cookieName: string; secure: 'auto' | boolean };
  /** Reverse proxies in front of Duet whose X-Forwarded-For and -Proto are believed. */
  trustProxy: TrustProxy;
  rateLimits: {
    windowSeconds: number;
    loginPerIp: number;
    /** Wrong passwords for one e-mail from one address, per window. */
    loginPerEmail: number;
    /** Wrong passwords for one e-mail per hour from addresses it never signed in from. */
    loginPerEmailHourly: number;
    registerPerIp: number;
    forgotPerIp: number;
  };
  graphql: {
    maxDepth: number;
    maxCost: number;
    maxTokens: number;
    subscriptions: 'duet' | 'yoga';
    introspection: 'signed-in' | 'everyone' | 'off';
  };
  ai: {
    provider: 'local' | 'openai-compatible';
    baseUrl?: string;
    apiKey?: string;
    model: string;
    contextTokens: number;
    stallMs: number;
    /** How often the growing answers of live runs are written to the database. */
    persistMs: number;
    maxRetries: number;
    /** Which agent loop runs a turn: Duet's own on the model interface, or the AI SDK's streamText. */
    agentLoop: 'duet' | 'ai-sdk';
    /** Who reads an OpenAI-compatible server's streamed answer: Duet's reader, or the SDK's own. */
    streamReader: 'duet' | 'ai-sdk';
    /** Pause between the local model's streamed chunks (smooth streaming; 0 in tests). */
    localChunkDelayMs: number;
    /** The embedding model for recall by meaning (null: full-text only). */
    embeddingModel: string | null;
    /** Cosine similarity (0–1) from which a memory counts as found by meaning. */
    embeddingMinSimilarity: number;
    /** How often the embedder looks for memories to embed. */
    embedIntervalMs: number;
  };
  twinQuota: {
    anonymousPerDay: number;
    /** Anonymous messages per address per day, all its visitors together. */
    anonymousPerIpDay: number;
    signedInPerDay: number;
    /** New twin conversations per visitor per hour, and per address per hour. */
    startsPerVisitorHourly: number;
    startsPerIpHourly: number;
  };
  /** The server secret (api/src/secrets/secret-box.ts): given, or kept in keyFile. */
  secrets: { key?: string; keyFile: string };
  /** Accounts that are admins besides the first one, by e-mail (lower-cased). */
  adminEmails: string[];
  /** Test-only switches: the answer gate's routes (api/src/http/answer-gate-routes.ts). */
  testing: { answerGate: boolean };
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.join(ROOT_DIR, p));

/** Reads and validates the environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in a .env file with `X=`.
  const cleaned = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const e = result.data;
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError(['AI_BASE_URL: required when AI_PROVIDER is openai-compatible']);
  }
  const isSqlite = e.DATABASE_URL.startsWith('file:');
  const sqlitePath = isSqlite ? fromRoot(e.DATABASE_URL.slice('file:'.length)) : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    database: {
      url: isSqlite ? `file:${sqlitePath}` : e.DATABASE_URL,
      kind: isSqlite ? 'sqlite' : 'postgres',
      sqlitePath,
      sqliteMaxBytes: isSqlite ? e.SQLITE_MAX_BYTES : undefined,
    },
    runs: { leaseMs: e.RUN_LEASE_MS, drainMs: e.RUN_DRAIN_MS },
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dir: fromRoot(e.MAIL_DIR) },
    uploads: {
      dir: fromRoot(e.UPLOAD_DIR),
      maxBytes: e.UPLOAD_MAX_BYTES,
      quotaUserBytes: e.UPLOAD_QUOTA_USER_BYTES,
      quotaAnonymousBytes: e.UPLOAD_QUOTA_ANON_BYTES,
      ratePerHour: e.UPLOAD_RATE_LIMIT,
      minFreeBytes: e.UPLOAD_MIN_FREE_BYTES,
    },
    webDist: fromRoot(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    session: {
      ttlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
      cookieName: 'duet_session',
      secure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    },
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: e.RATE_LIMIT_LOGIN_IP,
      loginPerEmail: e.RATE_LIMIT_LOGIN_EMAIL,
      loginPerEmailHourly: e.RATE_LIMIT_LOGIN_EMAIL_HOURLY,
      registerPerIp: e.RATE_LIMIT_REGISTER_IP,
      forgotPerIp: e.RATE_LIMIT_FORGOT_IP,
    },
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      subscriptions: e.GRAPHQL_SUBSCRIPTIONS,
      introspection: e.GRAPHQL_INTROSPECTION,
    },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      contextTokens: e.AI_CONTEXT_TOKENS,
      stallMs: e.AI_STALL_MS,
      persistMs: e.RUN_PERSIST_MS,
      maxRetries: e.AI_MAX_RETRIES,
      agentLoop: e.AGENT_LOOP,
      streamReader: e.AI_STREAM_READER,
      localChunkDelayMs: e.AI_LOCAL_CHUNK_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 15),
      embeddingModel: e.AI_PROVIDER === 'local' ? LOCAL_EMBEDDING_MODEL : (e.AI_EMBEDDING_MODEL ?? null),
      embeddingMinSimilarity: Math.min(e.AI_EMBEDDING_MIN_SIMILARITY, 100) / 100,
      embedIntervalMs: e.EMBED_INTERVAL_MS,
    },
    twinQuota: {
      anonymousPerDay: e.TWIN_QUOTA_ANON,
      anonymousPerIpDay: e.TWIN_QUOTA_ANON_IP ?? e.TWIN_QUOTA_ANON,
      signedInPerDay: e.TWIN_QUOTA_USER,
      startsPerVisitorHourly: e.TWIN_STARTS_PER_VISITOR,
      startsPerIpHourly: e.TWIN_STARTS_PER_IP,
    },
    secrets: { key: e.SECRET_KEY, keyFile: fromRoot(e.SECRET_KEY_FILE) },
    adminEmails: e.ADMIN_EMAILS,
    testing: { answerGate: e.TEST_ANSWER_GATE === 'on' },
  };
}
