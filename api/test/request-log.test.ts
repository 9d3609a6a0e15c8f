/**
 * What an operator reads in the log (http/request-log.ts, logging/logger.ts): one line per request
 * with its route, status, duration, request id and the person's id, never a token or a message's
 * text; the request id echoed to the client and carried by every line the request causes; the
 * process in every line; and a database without its tables said once, with what to do.
 */
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, NOT_MIGRATED_LINE } from '../src/logging/logger.js';
import { signedUp, startTestApp, USER, type TestApp } from './support/test-app.js';

const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  const logger = createLogger(
    { logLevel: 'debug', env: 'test' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  t = await startTestApp({}, { logger });
});
afterAll(async () => {
  await t.close();
});

const requestLines = (requestId: string) => lines.filter((l) => l.msg === 'request' && l.requestId === requestId);

describe('the request log', () => {
  it('has one line per request: method, route, status, duration, the person, and the id the client sent back to it', async () => {
    const ada = await signedUp(t);
    const me = await t.db.user.findUniqueOrThrow({ where: { email: USER.email } });
    const res = await ada.raw('GET', '/api/v1/chat/threads', { headers: { 'X-Request-Id': 'trace-42.a' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-42.a');

    const [line, ...more] = requestLines('trace-42.a');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/v1/chat/threads',
      status: 200,
      userId: me.id,
      pid: process.pid,
      hostname: hostname(),
    });
    expect(line!.ms).toEqual(expect.any(Number));
  });

  it('names refusals too, by their route pattern, and never a token or what was sent in the address', async () => {
    const client = t.client();
    const registered = await client.request('POST', '/api/v1/auth/register', {
      json: { email: 'bea@example.com', username: 'bea', password: USER.password, display_name: 'Bea' },
    });
    const token = registered.body.token as string;
    expect(token).toEqual(expect.any(String));
    const sent = 'my bank PIN is 4711';
    const missing = await t.client().raw('GET', `/api/v1/chat/threads/nope?input=${encodeURIComponent(sent)}`, {
      headers: { authorization: `Bearer ${token}`, 'X-Request-Id': 'missing-1' },
    });
    expect(missing.status).toBe(404);
    expect(requestLines('missing-1')[0]).toMatchObject({ route: '/api/v1/chat/threads/:id', status: 404 });
    expect(requestLines('missing-1')[0]!.userId).toEqual(expect.any(String));

    const refused = await t.client().raw('GET', '/api/v1/chat/threads', {
      headers: { authorization: `Bearer ${token}x`, 'X-Request-Id': 'refused-1' },
    });
    expect(refused.status).toBe(401);
    expect(requestLines('refused-1')[0]).toMatchObject({ method: 'GET', route: '/api/v1/chat/threads', status: 401 });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('4711');
  });

  it('makes an id when the client sends none or one that is not a plain token', async () => {
    const client = t.client();
    const made = await client.raw('GET', '/api/v1/auth/me');
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(id)).toHaveLength(1);

    const odd = await client.raw('GET', '/api/v1/auth/me', { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the id into every line the request causes', async () => {
    const cy = await signedUp(t, { email: 'cy@example.com', username: 'cyrus' });
    const res = await cy.raw('DELETE', '/api/v1/account', {
      json: { password: USER.password },
      headers: { 'X-Request-Id': 'delete-cy' },
    });
    expect(res.status).toBe(200);
    const caused = lines.filter((l) => l.requestId === 'delete-cy').map((l) => l.msg);
    expect(caused).toEqual(['account deleted', 'request']);
  });
});

describe('a database without its tables', () => {
  it('is said once, with the command that fixes it, however often the work fails', async () => {
    const said: Array<Record<string, unknown>> = [];
    const logger = createLogger(
      { logLevel: 'info', env: 'test' },
      { write: (line: string) => void said.push(JSON.parse(line)) },
    );
    for (let round = 0; round < 3; round++) {
      const error = await t.db.$queryRawUnsafe('SELECT * FROM "NoSuchTable"').catch((e: unknown) => e);
      logger.warn({ err: error }, 'reading documents failed');
    }
    logger.warn({ err: new Error('something else') }, 'run lease upkeep failed');
    expect(said.map((l) => [l.level, l.msg])).toEqual([
      [50, NOT_MIGRATED_LINE],
      [40, 'run lease upkeep failed'],
    ]);
  });
});
