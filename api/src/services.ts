/**
 * The long-lived services of one app instance (database, mail, limits,
 * Redis), wired once and shared by GraphQL and REST.
 */
import { deletionDepsOf } from './auth/delete-account.js';
import type { Redis } from 'ioredis';
import { ModelCatalog } from './ai-models/catalog.js';
import { modelHelpFor } from './ai-models/model-help.js';
import { modelForTurn } from './ai-models/choices.js';
import type { ConnectionDeps } from './ai-models/connections.js';
import { createAgentRuntimeWith } from './agent/runtime.js';
import { createAgentDeps } from './agent-deps.js';
import type { OfflinePolicy } from './agent/providers.js';
import { createAnswerGate, type AnswerGate } from './agent/local/answer-gate.js';
import type { AgentRuntime } from './agent/contract.js';
import type { AdminDeps } from './admin/people.js';
import type { AccountDeps } from './auth/account-deps.js';
import { EMAIL_CHANGE_MAILS } from './auth/email-change.js';
import { SingleSignOn } from './auth/single-sign-on.js';
import { ChatReads } from './chat/read/chat-reads.js';
import { createSqlReader } from './db/sql-reader.js';
import { tracedReader } from './db/traced-reader.js';
import { welcome } from './notifications/welcome.js';
import { createMemoryEventLog, createRedisEventLog, type RunEventLog } from './chat/runs/event-log.js';
import { RunService } from './chat/runs/run-service.js';
import { AnswerFlusher } from './chat/runs/answer-flusher.js';
import { RunCompleter } from './chat/runs/run-completer.js';
import type { ThreadDeps } from './chat/threads.js';
import type { UploadDeps } from './uploads/uploads.js';
import type { ObjectStore } from './storage/object-store.js';
import { objectStoreFor } from './storage/store-for.js';
import { ReadingQueue } from './documents/reading-queue.js';
import type { LibraryDeps } from './documents/library.js';
import { agentFilesWithText } from './uploads/attachment-text.js';
import { createBroadcaster, type Broadcaster } from './realtime/broadcaster.js';
import { RedisLink } from './realtime/redis-link.js';
import type { NotificationDeps } from './notifications/notifications.js';
import { notify } from './notifications/notifications.js';
import { checkTwinQuota, noteVisitorMessage, type TwinDeps } from './twin/twin-chats.js';
import type { TwinVoiceDeps } from './twin/voice-chat.js';
import type { SessionDeps } from './auth/sessions.js';
import { sessionLookup } from './auth/session-lookup.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createByteBudget } from './limits/byte-budget.js';
import { createLimiter, createPointsLimiter, createSlidingLimiter } from './limits/rate-limiter.js';
import { createLocks, type Locks } from './limits/locks.js';
import { createRequestAllowance, type RequestAllowance } from './limits/request-allowance.js';
import type { Logger } from './logging/logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createVectorIndex } from './db/vector-index/index.js';
import { createRecall, type Recall } from './recall/recall.js';
import { TemporaryChatSweep } from './chat/temporary-chats.js';
import { createSecretBox, serverSecret } from './secrets/secret-box.js';
import { callPersonalTool, personalTools } from './mcp/agent-access.js';
import { readConfiguredServers, syncConfiguredServers } from './mcp/configured.js';
import type { McpDeps } from './mcp/connection.js';
import { readWebPage } from './documents/web-page.js';
import { isTwinThread } from './chat/thread-kinds.js';
import { checkBeforeAnswer } from './usage/limits.js';
import { UsageRecorder, type UsageSink } from './usage/recorder.js';
import type { VoiceDeps } from './voice/transcription.js';
import { createMetrics, noMetrics, type Metrics } from './monitoring/metrics.js';
import { metricSources } from './monitoring/metric-sources.js';

export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  redis?: Redis;
  /** Whether Redis can be reached (readiness), when REDIS_URL is set. */
  redisLink?: RedisLink;
  sessions: SessionDeps;
  accounts: AccountDeps;
  /** Single sign-on with the operator's OpenID provider (OIDC_*); null when none is set. */
  singleSignOn: SingleSignOn | null;
  chat: ThreadDeps & { runs: RunService; log: RunEventLog; runtime: AgentRuntime };
  uploads: UploadDeps;
  /** Reads attached PDF and Word files for the brain (documents/reading-queue.ts). */
  reading: ReadingQueue;
  /** The knowledge library (documents/library.ts). */
  library: LibraryDeps & { store: ObjectStore };
  notifications: NotificationDeps;
  twin: TwinDeps;
  broadcaster: Broadcaster;
  /** Recall by meaning: the embedder and the searches by meaning. */
  recall: Recall;
  /** The AI models an admin connected, and what answers with them (ai-models/). */
  models: ConnectionDeps;
  /** Every model call's tokens (usage/). */
  usage: UsageRecorder;
  /** Speaking to Duet: recordings written down by the admin's speech-to-text model (voice/). */
  voice: VoiceDeps;
  /** Visitors talking to a twin by voice, where its owner allows it (twin/voice-chat.ts). */
  twinVoice: TwinVoiceDeps;
  /** Prometheus metrics (monitoring/metrics.ts): collected only when METRICS_TOKEN is set. */
  metrics: Metrics;
  /** The MCP servers people connect, and the servers for everyone (mcp/). */
  mcp: McpDeps;
  /** Settles once the servers of MCP_SERVERS_FILE are in the database and listed (mcp/configured.ts). */
  mcpConfigured: Promise<void>;
  /** The admin area: people, invitations, the sign-up policy, the audit log (admin/). */
  admin: AdminDeps;
  /** Held by tests to pause the local model's answers mid-stream (agent/local/answer-gate.ts). */
  answerGate: AnswerGate;
  /** Work one holder at a time may do (imports), across processes when Redis is configured. */
  locks: Locks;
  /** The API's request allowance per person or address (limits/request-allowance.ts). */
  allowance: RequestAllowance;
  /** Deletes the temporary chats nobody closed, within a day (chat/temporary-chats.ts). */
  temporaryChats: TemporaryChatSweep;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  mailer?: Mailer;
  /** The clock of the sliding-window limits (tests move it instead of waiting). */
  now?: () => number;
  /** What the offline model decides in place of the offline brain (the tests' scripted model). */
  offlinePolicy?: OfflinePolicy;
}

export function createServices(config: Config, db: Db, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const redisLink = config.redisUrl ? new RedisLink(config.redisUrl, logger) : undefined;
  const redis = redisLink?.client;
  const window = config.rateLimits.windowSeconds;
  const limit = (name: string, points: number) => createLimiter({ name, points, durationSeconds: window }, redis);
  const mailer = overrides.mailer ?? createMailer(config.mail, logger);
  const broadcaster = createBroadcaster(redisLink, logger);
  const notifications: NotificationDeps = { db, broadcaster };
  const sql = createSqlReader(config.database, db, logger);
  // Each statement of the read layer in a span, with traces on only (db/traced-reader.ts).
  const reads = new ChatReads(config.traces ? tracedReader(sql) : sql);
  const now = overrides.now ?? Date.now;
  const sessions: SessionDeps = {
    db,
    ttlMs: config.session.ttlMs,
    lookup: sessionLookup(reads.sql),
  };
  const accounts: AccountDeps = {
    db,
    config,
    mailer,
    logger,
    limits: {
      loginIp: limit('login-ip', config.rateLimits.loginPerIp),
      loginEmailIp: limit('login-email-ip', config.rateLimits.loginPerEmail),
      loginEmail: createLimiter(
        { name: 'login-email', points: config.rateLimits.loginPerEmailHourly, durationSeconds: 3600 },
        redis,
      ),
      loginDevice: limit('login-device', config.rateLimits.loginPerEmail),
      changePassword: limit('change-password', 5),
      emailChange: createLimiter({ name: 'email-change', points: EMAIL_CHANGE_MAILS, durationSeconds: 3600 }, redis),
      registerIp: limit('register-ip', config.rateLimits.registerPerIp),
      forgotIp: limit('forgot-ip', config.rateLimits.forgotPerIp),
      checkIp: limit('check-ip', config.rateLimits.loginPerIp * 10),
    },
    now,
    onRegistered: (user) => welcome(notifications, user),
  };
  const answerGate = createAnswerGate();
  // Uploads' bytes: the upload folder, or the S3 bucket several processes share (storage/).
  const store = objectStoreFor(config);
  // Memories, messages and passages found by meaning through usearch, sqlite-vec or pgvector where the
  // database has it (the scan otherwise), brought in line with the embeddings once open
  // (db/vector-index/README.md).
  const vectors = createVectorIndex({
    sql: reads.sql,
    kind: config.database.kind,
    url: config.database.url,
    mode: config.database.vectorIndex,
    logger,
  })
    .then((index) => {
      void index.sync().catch((error: unknown) => logger.warn({ err: error }, 'vector index sync failed'));
      return index;
    })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'vector index: not opened; searches by meaning scan the embeddings');
      return null;
    });
  const removeVectors = (ids: string[]) =>
    void vectors.then((index) => index?.remove('chunk', ids)).catch(() => undefined);
  // PDF and Word files are read for the brain in the background; pending ones survive a restart.
  const reading = new ReadingQueue({
    db,
    store,
    logger,
    allowHosts: config.fetch.allowHosts,
    maxChunksPerUser: config.documents.maxChunksPerUser,
    onChunksRemoved: removeVectors,
  });
  reading.start();
  // Keys of AI connections are sealed with the server secret (secrets/secret-box.ts).
  const secret = serverSecret(config.secrets);
  const box = createSecretBox(secret, 'ai-connection-keys');
  // A person's MCP servers: their headers sealed for this purpose only (mcp/servers.ts).
  const mcp: McpDeps = {
    db,
    box: createSecretBox(secret, 'mcp-server-headers'),
    allowHosts: config.fetch.allowHosts,
    toolTimeoutMs: config.mcp.toolTimeoutMs,
    serversPerUser: config.mcp.serversPerUser,
    publicUrl: config.publicUrl,
    // The operator's servers for everyone: a broken entry is a warning, never a failed start.
    configured: readConfiguredServers(config.mcp.serversFile, logger),
  };
  const mcpConfigured = syncConfiguredServers(mcp).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not set up the MCP servers of MCP_SERVERS_FILE'),
  );
  // Every model call's tokens, a few at a time (usage/recorder.ts).
  const usage = new UsageRecorder({ db, logger });
  // Prometheus metrics when METRICS_TOKEN is set; the gauges read their sources at each scrape.
  const metrics: Metrics = config.metrics.token
    ? createMetrics(metricSources({ db, sql, liveRuns: (): number => runs.liveRuns, redisLink }))
    : noMetrics;
  const counted: UsageSink = metrics.countingTokens(usage);
  const singleSignOn = config.sso
    ? new SingleSignOn({
        accounts,
        settings: config.sso,
        publicUrl: config.publicUrl,
        box: createSecretBox(secret, 'sso-flow'),
        logger,
      })
    : null;
  const catalog = new ModelCatalog({
    db,
    config,
    box,
    logger,
    broadcaster,
    providerOptions: { local: { gate: answerGate, decide: overrides.offlinePolicy }, usage: counted },
  });
  void catalog.start().catch((error: unknown) => logger.warn({ err: error }, 'could not read the AI models yet'));
  const recall = createRecall({
    db,
    sql: reads.sql,
    logger,
    model: () => catalog.embeddingModel(),
    usage: counted,
    minSimilarity: config.ai.embeddingMinSimilarity,
    intervalMs: config.ai.embedIntervalMs,
    vectors,
  });
  if (config.ai.provider !== 'local' && !recall.modelId) {
    logger.warn('AI_EMBEDDING_MODEL is not set: memories are found by full text only, not by meaning');
  }
  // Tests drain the embedder themselves, when they need the vectors.
  if (config.env !== 'test') recall.start();
  const runtime = createAgentRuntimeWith(
    {
      ...createAgentDeps({ config, db, logger, reads, broadcaster, recall }),
      models: catalog,
      modelHelp: (ownerId) => modelHelpFor({ db, catalog }, ownerId),
      // The person's own tools (their MCP servers') and web pages, for the private brain only.
      personalTools: {
        list: (ownerId) => personalTools(mcp, ownerId),
        call: (ownerId, toolId, args, signal) => callPersonalTool(mcp, ownerId, toolId, args, signal),
      },
      readWebPage: (url, signal) =>
        readWebPage(url, { allowHosts: config.fetch.allowHosts, ...(signal ? { signal } : {}) }),
      notifyOwner: async (ownerId, note) => {
        await notify(notifications, ownerId, { type: 'update', channel: 'profile', ...note });
      },
    },
    { local: { gate: answerGate, decide: overrides.offlinePolicy }, usage: counted },
  );
  const log = redisLink ? createRedisEventLog(redisLink) : createMemoryEventLog();
  const sliding = (name: string, points: number, durationSeconds: number) =>
    createSlidingLimiter({ name, points, durationSeconds }, redis, now);
  const secondsTally = (name: string) =>
    createPointsLimiter({ name, points: 2 ** 31 - 1, durationSeconds: 24 * 3600 }, redis);
  const twin: TwinDeps = {
    db,
    reads,
    broadcaster,
    config,
    ipLimiter: sliding('twin-ip', config.twinQuota.anonymousPerIpDay, 24 * 3600),
    startsPerVisitor: sliding('twin-start-visitor', config.twinQuota.startsPerVisitorHourly, 3600),
    startsPerIp: sliding('twin-start-ip', config.twinQuota.startsPerIpHourly, 3600),
  };
  // Growing answers are written for all live runs at once, once a second by default (a client
  // that reconnects gets the rest from the run's event tail, so the row may lag a little).
  const flusher = new AnswerFlusher({ db, logger, intervalMs: config.ai.persistMs });
  const runs = new RunService({
    db,
    reads,
    log,
    runtime,
    logger,
    flusher,
    // Runs that finish together are completed in one transaction.
    completer: new RunCompleter({ db }),
    stallMs: config.ai.stallMs,
    leaseMs: config.runs.leaseMs,
    approvalTimeoutMs: config.mcp.approvalTimeoutMs,
    // A finished answer's messages are embedded on the recall's next round.
    onAnswered: (threadId) => recall.noteAnswered(threadId),
    beforeSend: (thread, actor, ip) => checkTwinQuota(twin, thread, actor, ip),
    afterSend: (thread, actor) => noteVisitorMessage(twin, thread, actor),
    chooseModel: (thread, requested) => modelForTurn({ db, catalog }, thread, requested),
    beforeAnswer: (thread, ownerId) => checkBeforeAnswer(db, ownerId, { twin: isTwinThread(thread) }),
    usage: counted,
    firstToken: metrics.firstToken,
    agentFiles: (actor, elements, message) =>
      agentFilesWithText({ db, store, documents: { db, queue: reading } }, actor, elements, message),
  });
  // At start (what a stopped server left behind), then every few minutes; any process may sweep.
  const temporaryChats = new TemporaryChatSweep({ db, logger, runs, now: () => new Date(now()) });
  temporaryChats.start();
  return {
    config,
    db,
    logger,
    mailer,
    redis,
    redisLink,
    sessions,
    accounts,
    admin: {
      db,
      config,
      mailer,
      logger,
      broadcaster,
      accounts,
      deletion: deletionDepsOf({ accounts: { ...accounts, logger }, uploads: { store }, chat: { runs }, recall }),
    },
    singleSignOn,
    chat: { db, reads, runs, log, runtime },
    uploads: {
      db,
      config,
      store,
      onDocumentsQueued: () => reading.poke(),
      now,
      requestsPerIp: createLimiter(
        { name: 'upload-ip', points: config.uploads.ratePerHour, durationSeconds: 3600 },
        redis,
      ),
      anonymousBytesPerIp: createByteBudget(
        { name: 'upload-anon-ip', bytes: config.uploads.quotaAnonymousBytes, durationSeconds: 24 * 3600 },
        redis,
      ),
    },
    reading,
    library: { db, config, store, vectors, onQueued: () => reading.poke() },
    notifications,
    twin,
    broadcaster,
    recall,
    models: { db, box, catalog },
    usage,
    voice: { db, catalog, minutesPerDay: config.voice.minutesPerDay, logger, now: () => new Date(now()) },
    twinVoice: {
      db,
      voice: { catalog, logger, now: () => new Date(now()) },
      config,
      // Seconds keyed by the UTC day (twin/voice-chat.ts): the window only has to outlive it.
      visitorSeconds: secondsTally('twin-voice-visitor'),
      addressSeconds: secondsTally('twin-voice-ip'),
    },
    metrics,
    mcp,
    mcpConfigured,
    answerGate,
    locks: createLocks(redis),
    allowance: createRequestAllowance(config.requestAllowance, redis),
    temporaryChats,
    async close() {
      await temporaryChats.stop();
      catalog.close();
      await reading.close();
      await recall.close();
      await runs.close();
      await usage.close();
      await flusher.close();
      await log.close();
      await broadcaster.close();
      await reads.sql.close();
      await redisLink?.close();
    },
  };
}
