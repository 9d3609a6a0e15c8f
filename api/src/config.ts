/**
 * The only module that reads process.env. Every setting is validated here;
 * a wrong value stops start-up with a message naming the variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { TrustProxy } from './http/client-address.js';
import { envSchema as schema, tracesSettings } from './config-env.js';

/** Where Duet is installed: the repository, or a release (scripts/release/build.mjs) laid out like it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
    /** VECTOR_INDEX: the vector index asked for, or 'auto' (db/vector-index/index.ts). */
    vectorIndex?: 'auto' | 'usearch' | 'sqlite-vec' | 'scan';
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
  /** How large one import of conversations may be, in bytes (api/src/conversations/import/model.ts). */
  imports: { fileBytes: number; unpackedBytes: number; conversationBytes: number };
  /** The safe fetcher (api/src/net/safe-fetch.ts): hosts allowed though not public ("host" or "host:port"). */
  fetch: { allowHosts: string[] };
  /** Prometheus metrics at /metrics for this bearer token (api/src/monitoring/metrics.ts); null: none. */
  metrics: { token: string | null };
  /** OpenTelemetry traces over OTLP/HTTP to this address (api/src/monitoring/traces.ts); null: off. */
  traces: { url: string; serviceName: string } | null;
  /** MCP tools (api/src/mcp/): the wait for an approval, the time a call may take, servers per person. */
  mcp: { approvalTimeoutMs: number; toolTimeoutMs: number; serversPerUser: number; serversFile: string | null };
  /** The knowledge library's quotas per account: documents and links, and the passages read from them. */
  documents: { maxPerUser: number; maxChunksPerUser: number };
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
  /** The API's request allowance (limits/request-allowance.ts): points per window, by person or by address. */
  requestAllowance: { signedIn: number; anonymous: number; windowSeconds: number };
  graphql: {
    maxDepth: number;
    maxCost: number;
    maxTokens: number;
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
    /** Pause between the local model's streamed chunks (smooth streaming; 0 in tests). */
    localChunkDelayMs: number;
    /** The embedding model for recall by meaning (null: full-text only). */
    embeddingModel: string | null;
    /** Cosine similarity (0–1) from which a memory counts as found by meaning. */
    embeddingMinSimilarity: number;
    /** How often the embedder looks for memories to embed. */
    embedIntervalMs: number;
    /** Where the AI models page looks for Ollama on this machine. */
    ollamaUrl: string;
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
  /** Speaking to Duet (api/src/voice/): minutes of speech written down per person per UTC day; 0: off. */
  voice: { minutesPerDay: number };
  /** Visitors' voice messages to twins (api/src/twin/voice-chat.ts), minutes per UTC day; 0: off. */
  twinVoice: { minutesPerVisitor: number; minutesPerIp: number };
  /** The server secret (api/src/secrets/secret-box.ts): given, or kept in keyFile. */
  secrets: { key?: string; keyFile: string };
  /** Accounts that are admins besides the first one, by e-mail (lower-cased). */
  adminEmails: string[];
  /** Who may sign up on a first boot, until an admin chooses (api/src/admin/signup-policy.ts). */
  signupPolicy: 'open' | 'invite' | 'approval' | 'closed';
  /** Single sign-on with an OpenID Connect provider (api/src/auth/single-sign-on.ts); null: none. */
  sso: SsoSettings | null;
  /** Uploads in an S3-compatible bucket (api/src/storage/s3-store.ts); null: in uploads.dir. */
  s3: S3Settings | null;
  /** Test-only switches: the answer gate's routes (api/src/http/answer-gate-routes.ts). */
  testing: { answerGate: boolean };
}

export interface SsoSettings {
  /** The provider's issuer, as the operator set it (discovery reads its .well-known document). */
  issuer: string;
  clientId: string;
  /** None: a public client (PKCE alone). */
  clientSecret?: string;
  /** The provider's name on the button: "Continue with {name}". */
  name: string;
  /** Password sign-in and the sign-up form are refused; single sign-on is the only way in. */
  only: boolean;
}

export interface S3Settings {
  bucket: string;
  /** A non-AWS store's address (MinIO, Garage, Ceph…); none: AWS itself. */
  endpoint?: string;
  region: string;
  /** None: the AWS SDK's own chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several instances. */
  prefix: string;
}

/** The S3_* variables: a bucket turns them on; keys come in pairs. */
function s3Settings(e: Parsed): S3Settings | null {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID) throw new ConfigError(['S3_BUCKET: required when S3_* is set']);
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'auto' ? Boolean(e.S3_ENDPOINT) : e.S3_FORCE_PATH_STYLE === 'true',
    prefix: e.S3_PREFIX,
  };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** The OIDC_* variables: all or nothing, https unless the issuer is on this machine. */
function ssoSettings(e: Parsed): SsoSettings | null {
  if (!e.OIDC_ISSUER) {
    if (e.OIDC_ONLY === 'true') throw new ConfigError(['OIDC_ONLY: needs OIDC_ISSUER and OIDC_CLIENT_ID']);
    return null;
  }
  if (!e.OIDC_CLIENT_ID) throw new ConfigError(['OIDC_CLIENT_ID: required when OIDC_ISSUER is set']);
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname))) {
    throw new ConfigError(['OIDC_ISSUER: must be an https:// address (plain http only on this machine)']);
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME,
    only: e.OIDC_ONLY === 'true',
  };
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
  // Data paths start from DATA_ROOT (config-env.ts); the web app is part of the install.
  const dataRoot = e.DATA_ROOT ? path.resolve(e.DATA_ROOT) : ROOT_DIR;
  const fromData = (p: string) => path.resolve(dataRoot, p);
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError(['AI_BASE_URL: required when AI_PROVIDER is openai-compatible']);
  }
  const isSqlite = e.DATABASE_URL.startsWith('file:');
  const sqlitePath = isSqlite ? fromData(e.DATABASE_URL.slice('file:'.length)) : undefined;
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
      vectorIndex: e.VECTOR_INDEX,
    },
    runs: { leaseMs: e.RUN_LEASE_MS, drainMs: e.RUN_DRAIN_MS },
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dir: fromData(e.MAIL_DIR) },
    uploads: {
      dir: fromData(e.UPLOAD_DIR),
      maxBytes: e.UPLOAD_MAX_BYTES,
      quotaUserBytes: e.UPLOAD_QUOTA_USER_BYTES,
      quotaAnonymousBytes: e.UPLOAD_QUOTA_ANON_BYTES,
      ratePerHour: e.UPLOAD_RATE_LIMIT,
      minFreeBytes: e.UPLOAD_MIN_FREE_BYTES,
    },
    imports: {
      fileBytes: e.IMPORT_MAX_FILE_BYTES,
      unpackedBytes: e.IMPORT_MAX_UNPACKED_BYTES,
      conversationBytes: e.IMPORT_MAX_CONVERSATION_BYTES,
    },
    fetch: { allowHosts: e.FETCH_ALLOW_HOSTS },
    metrics: { token: e.METRICS_TOKEN ?? null },
    traces: tracesSettings(e),
    mcp: {
      approvalTimeoutMs: e.TOOL_APPROVAL_TIMEOUT_MINUTES * 60_000,
      toolTimeoutMs: e.MCP_TOOL_TIMEOUT_SECONDS * 1000,
      serversPerUser: e.MCP_SERVERS_PER_USER,
      serversFile: e.MCP_SERVERS_FILE.trim() ? fromData(e.MCP_SERVERS_FILE.trim()) : null,
    },
    documents: { maxPerUser: e.DOCUMENTS_MAX_PER_USER, maxChunksPerUser: e.DOCUMENTS_MAX_CHUNKS_PER_USER },
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
    requestAllowance: {
      signedIn: e.RATE_LIMIT_API_POINTS,
      anonymous: e.RATE_LIMIT_API_POINTS_ANON,
      windowSeconds: e.RATE_LIMIT_API_WINDOW_SECONDS,
    },
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
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
      localChunkDelayMs: e.AI_LOCAL_CHUNK_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 15),
      embeddingModel: e.AI_PROVIDER === 'local' ? LOCAL_EMBEDDING_MODEL : (e.AI_EMBEDDING_MODEL ?? null),
      embeddingMinSimilarity: Math.min(e.AI_EMBEDDING_MIN_SIMILARITY, 100) / 100,
      embedIntervalMs: e.EMBED_INTERVAL_MS,
      ollamaUrl: e.OLLAMA_URL.replace(/\/+$/, ''),
    },
    twinQuota: {
      anonymousPerDay: e.TWIN_QUOTA_ANON,
      anonymousPerIpDay: e.TWIN_QUOTA_ANON_IP ?? e.TWIN_QUOTA_ANON,
      signedInPerDay: e.TWIN_QUOTA_USER,
      startsPerVisitorHourly: e.TWIN_STARTS_PER_VISITOR,
      startsPerIpHourly: e.TWIN_STARTS_PER_IP,
    },
    voice: { minutesPerDay: e.VOICE_MINUTES_PER_DAY },
    twinVoice: {
      minutesPerVisitor: e.TWIN_VOICE_MINUTES_VISITOR,
      minutesPerIp: e.TWIN_VOICE_MINUTES_IP ?? e.TWIN_VOICE_MINUTES_VISITOR,
    },
    secrets: { key: e.SECRET_KEY, keyFile: fromData(e.SECRET_KEY_FILE) },
    adminEmails: e.ADMIN_EMAILS,
    signupPolicy: e.SIGNUP_POLICY,
    sso: ssoSettings(e),
    s3: s3Settings(e),
    testing: { answerGate: e.TEST_ANSWER_GATE === 'on' },
  };
}
