/** Reads the configuration, builds the app and listens. What `npm start` runs. */
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { promoteAdminEmails } from './auth/roles.js';
import { releaseAll } from './uploads/reservations.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logging/logger.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** How long an idle keep-alive connection is kept open (below). */
const KEEP_ALIVE_MS = 72_000;

const logger = createLogger(config);
const app = createApp(config, { logger });
const runs = app.services.chat.runs;

// The only process (no Redis to share work through): answers still marked live in the database
// died with the previous process. End them as interrupted before anyone asks.
// (If that fails, the lease reaper ends them within RUN_LEASE_MS.)
if (!config.redisUrl) {
  await runs
    .recoverAll()
    .then(
      (ended) => ended > 0 && logger.warn(`${ended} answer(s) cut off by the last shutdown were ended as interrupted`),
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'could not end the answers of the last run'));
  // Uploads cut off the same way: their reservations go back to the quotas, their temporary files go.
  await releaseAll(app.services.uploads)
    .then(
      (released) =>
        released > 0 &&
        logger.warn(`${released} upload(s) cut off by the last shutdown were given back to their quotas`),
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'could not release the uploads of the last run'));
}

// Accounts ADMIN_EMAILS names are admins, those made before it named them too (auth/roles.ts).
await promoteAdminEmails(app.services.db, config.adminEmails)
  .then((promoted) => promoted > 0 && logger.info(`${promoted} account(s) named by ADMIN_EMAILS are admins now`))
  .catch((error: unknown) => logger.warn({ err: error }, 'could not make the ADMIN_EMAILS accounts admins'));

const server = serve({ fetch: app.hono.fetch, port: config.port, hostname: config.host }, (info) => {
  // Where it listens (which may differ from the address people use, PUBLIC_URL, behind a proxy).
  const listening = `${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`;
  logger.info(
    { address: info.address, port: info.port },
    `Duet is listening on ${listening}, at ${config.publicUrl} (GraphQL ${config.publicUrl}/graphql, REST ${config.publicUrl}/api/v1)`,
  );
});
// An idle keep-alive connection stays open longer than the clients and proxies that pool connections
// keep theirs (60 s is a common proxy idle timeout; Fastify's default is this 72 s). With Node's 5 s
// the server closed connections while a client could be sending on them, and that request failed
// with a reset (a journey's API client saw it: the request never reached the app). Browsers retry
// such a request; API clients and proxies do not.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000; // above keepAliveTimeout, as Node asks
}

/**
 * SIGTERM and SIGINT drain: no new answers (503 with Retry-After, /readyz 503), live answers get
 * RUN_DRAIN_MS to finish, the rest are ended as interrupted with their text kept; then exit 0.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: draining (up to ${config.runs.drainMs} ms for live answers)`);
  await runs.drain(config.runs.drainMs);
  server.close();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
