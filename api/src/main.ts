/** Reads the configuration, builds the app and listens. What `npm start` runs. */
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
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

const logger = createLogger(config);
const app = createApp(config, { logger });
const server = serve({ fetch: app.hono.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    `Duet is running at ${config.publicUrl} (GraphQL ${config.publicUrl}/graphql, REST ${config.publicUrl}/api/v1)`,
  );
  logger.debug({ address: info.address, port: info.port }, 'listening');
});

const shutdown = (signal: string) => {
  logger.info(`${signal}: shutting down`);
  server.close();
  void app.close().finally(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
