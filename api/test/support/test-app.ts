/**
 * The in-process app on a fresh copy of the migrated test database, with a
 * small client that keeps cookies like a browser does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { TestClient } from './app-client.js';
import { scriptedPolicy } from './scripted-model.js';
import { readSse } from './sse.js';

export { TestClient, type Answer } from './app-client.js';

export interface TestApp {
  app: App;
  config: Config;
  db: App['services']['db'];
  client(): TestClient;
  close(): Promise<void>;
}

/** A fresh copy of the migrated test database (a SQLite file, or a PostgreSQL database). */
export async function freshDatabase(): Promise<string> {
  const template = inject('templateDatabase');
  // Databases of this run share the template's prefix (duet_test_<pid>_…), so teardown drops only them.
  const prefix = template.startsWith('file:')
    ? 'duet_test'
    : decodeURIComponent(new URL(template).pathname.slice(1)).replace(/_template$/, '');
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (template.startsWith('file:')) {
    const file = path.join(path.dirname(template.slice('file:'.length)), `${name}.db`);
    fs.copyFileSync(template.slice('file:'.length), file);
    return `file:${file}`;
  }
  const templateUrl = new URL(template);
  const admin = new pg.Client({ connectionString: template.replace(templateUrl.pathname, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateUrl.pathname.slice(1)}"`);
  await admin.end();
  templateUrl.pathname = `/${name}`;
  return templateUrl.toString();
}

export interface TestAppOptions extends AppOptions {
  /**
   * Who answers on the local provider: the tests' scripted model (support/scripted-model.ts) by
   * default, or 'offline', the offline brain people get, for the tests of what it says.
   */
  brain?: 'scripted' | 'offline';
}

export async function startTestApp(
  env: Record<string, string> = {},
  { brain = 'scripted', ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await freshDatabase(),
    MAIL_DIR: `var/test/files/mail-${randomUUID()}`,
    UPLOAD_DIR: `var/test/files/uploads-${randomUUID()}`,
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_LOGIN_EMAIL: '1000',
    RATE_LIMIT_REGISTER_IP: '1000',
    RATE_LIMIT_FORGOT_IP: '1000',
    // Every in-process client without a session comes from one address; a person's is the default.
    RATE_LIMIT_API_POINTS_ANON: '1000000',
    REDIS_URL: '',
    UPLOAD_MIN_FREE_BYTES: '0',
    ...env,
  });
  const app = createApp(config, { ...(brain === 'scripted' ? { offlinePolicy: scriptedPolicy } : {}), ...options });
  return {
    app,
    config,
    db: app.services.db,
    client: () => new TestClient(app),
    close: () => app.close(),
  };
}

export const USER = {
  email: 'ada@example.com',
  password: 'correct horse battery',
  username: 'ada',
  display_name: 'Ada Lovelace',
};

/** Registers over REST and returns the signed-in client. */
export async function signedUp(t: TestApp, overrides: Partial<typeof USER> = {}): Promise<TestClient> {
  const client = t.client();
  const answer = await client.post('/api/v1/auth/register', { ...USER, ...overrides });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return client;
}

/** Sends a message over REST's stream, reads the whole answer, and returns the thread's history steps. */
export async function answered(client: TestClient, threadId: string, input: string): Promise<any[]> {
  const res = await client.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
  for await (const _ of readSse(res)) {
    // the whole answer
  }
  return (await client.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as any[];
}
