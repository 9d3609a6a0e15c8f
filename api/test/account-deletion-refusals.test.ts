/**
 * What deleting an account (api/src/auth/delete-account.ts) stops and refuses: the person's live
 * answers and their twin's stop while being written; the last admin is refused while other people
 * have accounts (the only account may go); an access token and a stranger cannot delete one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledRowCounts } from './support/row-counts.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let bob: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob', display_name: 'Bob' });
});
afterAll(() => t.close());

describe('what deleting stops and refuses', () => {
  /** The answer's events up to its first text (the gate holds it there), and the rest of them later. */
  async function heldAnswer(client: TestClient, threadId: string, input: string) {
    const res = await client.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
    const events = readSse(res)[Symbol.asyncIterator]();
    for (;;) {
      const next = await events.next();
      if (next.done || JSON.parse(next.value.data).type === 'delta') break;
    }
    return {
      async rest() {
        const types: string[] = [];
        for (let next = await events.next(); !next.done; next = await events.next())
          types.push(JSON.parse(next.value.data).type);
        return types;
      },
    };
  }

  it('stops her live answers and her twin’s, while they are being written', async () => {
    const gate = t.app.services.answerGate;
    const dora = await signedUp(t, { email: 'dora@example.com', username: 'dora' });
    await dora.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Keeper of the lighthouse' } });
    gate.hold('lighthouse');
    try {
      const own = await heldAnswer(
        dora,
        (await dora.post('/api/v1/chat/private-brain/start')).body.thread_id,
        'Tell me about the lighthouse',
      );
      const visitor = t.client();
      const visit = (await visitor.post('/api/v1/twin/dora/threads')).body.id as string;
      const theirs = await heldAnswer(visitor, visit, 'Do you keep the lighthouse?');
      expect(gate.waiting('lighthouse')).toBe(2);
      expect((await dora.request('DELETE', '/api/v1/account')).status).toBe(200);
      // Both streams end, and no answer runs any more, though the gate still holds.
      await Promise.all([own.rest(), theirs.rest()]);
      await t.app.services.chat.runs.settled();
      expect(gate.waiting('lighthouse')).toBe(0);
      expect(await t.db.thread.count({ where: { id: visit } })).toBe(0);
    } finally {
      gate.release('lighthouse');
    }
  });

  it('refuses the last admin while other people have accounts, and changes nothing', async () => {
    // Bob made the first account: with no ADMIN_EMAILS, he is the admin (api/src/auth/roles.ts).
    await signedUp(t, { email: 'cleo@example.com', username: 'cleo' });
    expect((await bob.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(true);
    const before = await settledRowCounts(t);
    const res = await bob.request('DELETE', '/api/v1/account', { json: { password: USER.password } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      "You are this Duet's only admin, so your account cannot be deleted yet: without an admin nobody can run " +
        'this Duet for everyone. Make another person an admin first (Admin › People), then delete yours.',
    );
    expect(await settledRowCounts(t)).toEqual(before);
    expect((await bob.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('lets the only account go: the next one to sign up is the admin', async () => {
    const alone = await startTestApp();
    try {
      const first = await signedUp(alone);
      const gone = await first.gql('mutation { deleteAccount { __typename ... on AccountDeleted { message } } }');
      expect(gone.data.deleteAccount).toEqual({
        __typename: 'AccountDeleted',
        message: 'Your account and everything in it have been deleted.',
      });
      expect(await alone.db.user.count()).toBe(0);
      const next = await signedUp(alone, { email: 'next@example.com', username: 'next' });
      expect((await next.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(true);
    } finally {
      await alone.close();
    }
  });

  it('cannot be done with an access token, nor by a stranger', async () => {
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
    const made = await eve.gql('mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }');
    const script = t.client();
    script.headers = { authorization: `Bearer ${made.data.createAccessToken.token}` };
    const rest = await script.request('DELETE', '/api/v1/account', { json: { password: USER.password } });
    expect(rest.status).toBe(403);
    expect(rest.body.error.message).toBe('An access token cannot manage your account. Sign in to Duet to do that.');
    expect((await t.client().request('DELETE', '/api/v1/account')).status).toBe(401);
    expect((await eve.get('/api/v1/auth/me')).status).toBe(200);
  });
});
