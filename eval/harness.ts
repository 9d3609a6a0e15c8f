/**
 * What every eval suite stands on: Duet itself (the app `npm start` serves, in this process, on a
 * fresh SQLite database under var/eval/), people who sign up and talk to it over REST and GraphQL
 * as the web app does, and what each of them could see.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApp, type App } from '../api/src/app.js';
import { loadConfig, ROOT_DIR } from '../api/src/config.js';
import { migrateDeploy } from '../api/src/db/migrate.js';
import { TestClient } from '../api/test/support/app-client.js';
import { readSse } from '../api/test/support/sse.js';

export interface Person {
  client: TestClient;
  username: string;
}

export interface Reply {
  /** The answer's text, as the person reads it. */
  text: string;
  /** Everything the stream sent this person (every event's data), for leak checks. */
  seen: string;
  /** A refusal before the stream (quota, validation): its status and message. */
  refused?: { status: number; message: string };
}

export class Duet {
  private count = 0;

  private constructor(
    readonly app: App,
    private readonly dir: string,
  ) {}

  /** Duet on a new database; `env` is the configuration as `npm start` would read it. */
  static async start(env: Record<string, string | undefined>): Promise<Duet> {
    const dir = path.join(ROOT_DIR, 'var', 'eval', `run-${process.pid}-${randomUUID().slice(0, 8)}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const database = `file:${path.join(dir, 'eval.db')}`;
    migrateDeploy(database);
    const config = loadConfig({
      ...env,
      // The eval's own database, files and limits: a run never touches the person's data.
      NODE_ENV: 'test',
      LOG_LEVEL: env.LOG_LEVEL ?? 'silent',
      DATABASE_URL: database,
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      REDIS_URL: '',
      TWIN_QUOTA_ANON: '100000',
      TWIN_QUOTA_USER: '100000',
      TWIN_STARTS_PER_VISITOR: '100000',
      TWIN_STARTS_PER_IP: '100000',
      RATE_LIMIT_REGISTER_IP: '100000',
      RATE_LIMIT_LOGIN_IP: '100000',
      // Its people and visitors send many requests in a run, all from one address.
      RATE_LIMIT_API_POINTS: '10000000',
      RATE_LIMIT_API_POINTS_ANON: '10000000',
    });
    return new Duet(createApp(config), dir);
  }

  get config() {
    return this.app.services.config;
  }

  /** Someone new: signed up over REST (`display_name` as the sign-up form sends it). */
  async signUp(name: string, email?: string): Promise<Person> {
    const client = new TestClient(this.app);
    const username = `${name.toLowerCase().replace(/[^a-z]/g, '')}${++this.count}`;
    const answer = await client.post('/api/v1/auth/register', {
      email: email ?? `${username}@example.com`,
      password: 'correct horse battery staple',
      username,
      display_name: name,
    });
    if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return { client, username };
  }

  /** A visitor without an account. */
  visitor(): TestClient {
    return new TestClient(this.app);
  }

  /** Waits for the embedder to have embedded everything written so far (its next round, done now). */
  async embedded(): Promise<void> {
    await this.app.services.recall.drain();
  }

  async close(): Promise<void> {
    await this.app.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Files added to a person's knowledge library, read (the reading queue's event, not a guess); their ids. */
export async function addToLibrary(
  duet: Duet,
  person: Person,
  files: ReadonlyArray<{ name: string; type: string; bytes: Uint8Array }>,
): Promise<string[]> {
  const data = new FormData();
  for (const f of files) data.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  const answer = await person.client.request('POST', '/api/v1/documents', {
    body: data,
    headers: { 'x-duet-csrf': '1' },
  });
  if (answer.status !== 201) throw new Error(`library: ${JSON.stringify(answer.body)}`);
  const ids = (answer.body.documents as Array<{ id: string }>).map((d) => d.id);
  for (const id of ids) await duet.app.services.reading.whenRead(id, AbortSignal.timeout(60_000));
  return ids;
}

/** A GraphQL operation's data; errors throw (the eval's own queries must be right). */
export async function gql<T = unknown>(
  client: TestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const answer = await client.gql<T>(query, variables);
  if (answer.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A new private-brain thread. */
export async function newBrainThread(person: Person): Promise<string> {
  const answer = await person.client.post('/api/v1/chat/threads', { agent_type: 'private_brain' });
  if (answer.status !== 201) throw new Error(`new thread: ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

/** Sends one message over REST's stream and reads the whole answer. */
export async function say(client: TestClient, threadId: string, input: string): Promise<Reply> {
  const res = await client.raw(
    'GET',
    `/api/v1/chat/stream?thread_id=${encodeURIComponent(threadId)}&input=${encodeURIComponent(input)}`,
  );
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = await res.text();
    let message = body;
    try {
      message = (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? body;
    } catch {
      // not JSON: keep the text
    }
    return { text: '', seen: `${body}\n`, refused: { status: res.status, message } };
  }
  let text = '';
  let seen = '';
  for await (const message of readSse(res)) {
    seen += `${message.data}\n`;
    const data = JSON.parse(message.data) as { delta?: string; step?: { output?: string } };
    if (message.event === 'delta' && data.delta) text += data.delta;
    if (message.event === 'assistant_step' && typeof data.step?.output === 'string') text = data.step.output;
  }
  return { text, seen };
}

/** The thread's history as its reader gets it (JSON text), for leak checks. */
export async function historySeen(client: TestClient, threadId: string): Promise<string> {
  const answer = await client.get(`/api/v1/chat/threads/${threadId}/history`);
  return JSON.stringify(answer.body);
}

/** Lower-case words and digits only: "Quill-Feather" and "quillfeather" read alike. */
export const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function contains(text: string, expected: string): boolean {
  return squash(text).includes(squash(expected));
}
