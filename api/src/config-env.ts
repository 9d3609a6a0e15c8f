/**
 * The environment Duet reads, as a schema: every variable, its type, its default and its rule
 * (config.ts reads process.env through it and builds the Config).
 */
import { z } from 'zod';
import { compileTrust } from './http/client-address.js';
import { parseAllowedHost } from './net/address-policy.js';

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

export const envSchema = z.object({
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
  // The folder the relative paths below start from (DATABASE_URL's file, UPLOAD_DIR, MAIL_DIR,
  // SECRET_KEY_FILE, MCP_SERVERS_FILE); unset: where Duet is installed (the repository or a release).
  // `npm start` sets it to the repository, so the release it runs keeps its data in the repository's var/.
  DATA_ROOT: z.string().optional(),
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
  // How large one import of conversations may be (docs/product.md, "Take it with you" → Import).
  IMPORT_MAX_FILE_BYTES: int(1024 * 1024 * 1024, 1),
  IMPORT_MAX_UNPACKED_BYTES: int(400 * 1024 * 1024, 1),
  IMPORT_MAX_CONVERSATION_BYTES: int(32 * 1024 * 1024, 1),
  // The knowledge library's quotas per account (files' bytes count in UPLOAD_QUOTA_USER_BYTES).
  DOCUMENTS_MAX_PER_USER: int(500, 1),
  DOCUMENTS_MAX_CHUNKS_PER_USER: int(50_000, 1),
  // Hosts the safe fetcher (api/src/net/safe-fetch.ts) may reach though they are not on the public
  // internet: "host" (any port) or "host:port", as a URL writes them. Empty: public addresses only.
  FETCH_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter((h) => h !== ''),
    )
    .refine(
      (list) => list.every((h) => parseAllowedHost(h) !== null),
      'must be a comma list of hosts or host:port, such as docs.internal.example or 10.0.0.7:8080 (no scheme, no path)',
    ),
  // MCP tools (api/src/mcp/): how long a tool call waits for its person's yes or no, how long a call
  // may take, and how many servers a person may connect.
  TOOL_APPROVAL_TIMEOUT_MINUTES: int(30, 1),
  MCP_TOOL_TIMEOUT_SECONDS: int(60, 1),
  MCP_SERVERS_PER_USER: int(20, 1),
  /** A JSON file of MCP servers for everyone, stdio ones too (api/src/mcp/configured.ts); empty: none. */
  MCP_SERVERS_FILE: z.string().default(''),
  /** The built web app, relative to where Duet is installed (the repository or a release). */
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
  // The request allowance of the API (limits/request-allowance.ts): points per window for each
  // person signed in, and for each address without a session.
  RATE_LIMIT_API_POINTS: int(5000, 1),
  RATE_LIMIT_API_POINTS_ANON: int(1000, 1),
  RATE_LIMIT_API_WINDOW_SECONDS: int(3600, 1),
  GRAPHQL_MAX_DEPTH: int(12, 1),
  // graphql-armor's estimate (first: N multiplies a list). The largest query the app sends, the Knowledge
  // page (500 memories, each with its history), costs about 23,600.
  GRAPHQL_MAX_COST: int(30000, 1),
  GRAPHQL_MAX_TOKENS: int(4000, 1),
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
  // Which vector index searches by meaning (api/src/db/vector-index/README.md): auto (usearch on
  // SQLite, sqlite-vec when its native module does not load; pgvector on PostgreSQL), or one named.
  VECTOR_INDEX: z.enum(['auto', 'usearch', 'sqlite-vec', 'scan']).default('auto'),
  AI_MAX_RETRIES: int(2, 0),
  /** Default 15 ms for smooth streaming in a browser; 0 under NODE_ENV=test. */
  AI_LOCAL_CHUNK_DELAY_MS: z.coerce.number().int().min(0).optional(),
  // Recall by meaning: the OpenAI-compatible server's embedding model (none: full-text only). The
  // local provider always uses its own small offline embedding (api/src/recall/local-embedding.ts).
  AI_EMBEDDING_MODEL: z.string().min(1).optional(),
  // How alike (cosine, percent) a memory must be to a question to count as found by meaning.
  AI_EMBEDDING_MIN_SIMILARITY: int(30, 0),
  // Where the AI models page looks for Ollama on this machine (api/src/ai-models/ollama.ts).
  OLLAMA_URL: z.url().default('http://127.0.0.1:11434'),
  EMBED_INTERVAL_MS: int(3000, 50),
  TWIN_QUOTA_ANON: int(20, 0),
  TWIN_QUOTA_USER: int(100, 0),
  // Anonymous twin messages all visitors from one address may send per day (default: TWIN_QUOTA_ANON).
  TWIN_QUOTA_ANON_IP: z.coerce.number().int().min(0).optional(),
  // Minutes of speech each person may have written down per UTC day (api/src/voice/); 0: speaking to Duet is off.
  VOICE_MINUTES_PER_DAY: int(60, 0),
  // Minutes of voice messages each visitor may send a twin per UTC day, where its owner allows them
  // (api/src/twin/voice-chat.ts); 0: visitors may not talk to twins by voice. Per address for
  // anonymous visitors, all together: TWIN_VOICE_MINUTES_IP (default: TWIN_VOICE_MINUTES_VISITOR).
  TWIN_VOICE_MINUTES_VISITOR: int(3, 0),
  TWIN_VOICE_MINUTES_IP: z.coerce.number().int().min(0).optional(),
  // Twin conversations one visitor, and one address, may start per hour.
  TWIN_STARTS_PER_VISITOR: int(10, 1),
  TWIN_STARTS_PER_IP: int(30, 1),
  // The server secret that encrypts what Duet keeps for others (AI connections' keys: api/src/secrets/);
  // without it, one is made once in SECRET_KEY_FILE. Several machines sharing a database need the same one.
  SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  // Prometheus metrics at /metrics, for a scraper that sends it as a bearer token
  // (api/src/monitoring/metrics.ts). Unset: no /metrics (404).
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  // OpenTelemetry traces (api/src/monitoring/traces.ts), sent over OTLP/HTTP when an endpoint is set:
  // the collector's base address (/v1/traces is added), or the traces' own address (used as it is).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('duet'),
  SECRET_KEY_FILE: z.string().default('var/secret.key'),
  // Who may sign up until an admin chooses in /admin (api/src/admin/signup-policy.ts).
  SIGNUP_POLICY: z.enum(['open', 'invite', 'approval', 'closed']).default('open'),
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
  // Single sign-on with an OpenID Connect provider (api/src/auth/single-sign-on.ts): its issuer URL
  // (https, or http on this machine only), the client registered there, the button's name, and
  // whether it is the only way in (no passwords, no sign-up form).
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default('single sign-on'),
  OIDC_ONLY: z.enum(['true', 'false']).default('false'),
  // Uploads in an S3-compatible bucket instead of UPLOAD_DIR (api/src/storage/s3-store.ts): needed when
  // several Duet processes share the work. Endpoint for non-AWS stores; keys from the SDK's usual
  // places (environment, instance role) when not given here.
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', 'auto']).default('auto'),
  S3_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[\w./-]+\/$/.test(v), 'must be letters, digits, . _ - / and end with /'),
  // Lets tests on this machine hold the local model's answers mid-stream (api/src/http/answer-gate-routes.ts); never on a server people use.
  TEST_ANSWER_GATE: z.enum(['on', 'off']).default('off'),
});

/** Where traces go (OTLP/HTTP), by the OTEL_* variables' own rules, and as what; null: traces are off. */
export function tracesSettings(e: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_SERVICE_NAME: string;
}): { url: string; serviceName: string } | null {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const url = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base.replace(/\/+$/, '')}/v1/traces` : null);
  return url ? { url, serviceName: e.OTEL_SERVICE_NAME } : null;
}
