/**
 * The admin area (api/src/admin/) as an operator uses it: who may sign up (open, invitation
 * only, approval, closed), the people (approve, decline, disable, enable, delete, password
 * reset, admin or not — never the last admin) and the audit log, over GraphQL and REST, with
 * mail received over real SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from './support/smtp-inbox.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: TestClient;

const PASSWORD = 'correct horse battery';
const person = (name: string) => ({ email: `${name}@example.com`, password: PASSWORD, username: name });
const INVITATION_ONLY = 'Sign-up on this Duet is by invitation only. Ask its admin for an invitation link.';
const INVITATION_INVALID = 'This invitation link does not work: it has expired, was used up or was withdrawn.';
const ADMIN_UA = { 'user-agent': 'Operator Browser/1.0' };

async function setPolicy(policy: string) {
  const res = await admin.request('PATCH', '/api/v1/admin/settings', { json: { signup_policy: policy } });
  expect(res.status).toBe(200);
}

async function idOf(email: string): Promise<string> {
  return (await t.db.user.findUniqueOrThrow({ where: { email } })).id;
}

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://duet.test', SIGNUP_POLICY: 'closed' });
  admin = await signedUp(t); // the first account may always sign up, and is the admin
  admin.headers = { ...admin.headers, ...ADMIN_UA };
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('who may sign up', () => {
  it('the first account is the admin, even when SIGNUP_POLICY closes sign-up; then it is closed', async () => {
    expect((await admin.gql('{ viewer { isAdmin } }')).data.viewer.isAdmin).toBe(true);
    expect((await t.client().get('/api/v1/auth/sign-up-options')).body).toEqual({
      policy: 'closed',
      invitation_valid: null,
    });
    const res = await t.client().post('/api/v1/auth/register', person('early'));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Sign-up on this Duet is closed.');
    expect(await t.db.user.count({ where: { email: 'early@example.com' } })).toBe(0);
  });

  it('invitation only: a stranger is refused; an invitation link works once', async () => {
    const set = await admin.gql(
      'mutation { adminUpdateSettings(signupPolicy: invite) { ... on InstanceSettings { signupPolicy } } }',
    );
    expect(set.data.adminUpdateSettings.signupPolicy).toBe('invite');

    const stranger = await t
      .client()
      .gql(
        'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on ValidationError { message } } }',
        { input: person('stranger') },
      );
    expect(stranger.data.register).toEqual({ __typename: 'ValidationError', message: INVITATION_ONLY });

    const made = await admin.post('/api/v1/admin/invitations', { max_uses: 1, expires_in_days: 3, note: 'for Bob' });
    expect(made.status).toBe(201);
    expect(made.body.invitation).toMatchObject({ max_uses: 1, uses: 0, state: 'active', note: 'for Bob' });
    const link = new URL(made.body.link);
    expect(link.origin + link.pathname).toBe('http://duet.test/accounts/signup');
    const token = link.searchParams.get('invitation')!;
    expect((await t.client().get(`/api/v1/auth/sign-up-options?invitation=${token}`)).body).toEqual({
      policy: 'invite',
      invitation_valid: true,
    });

    const bob = await t.client().post('/api/v1/auth/register', { ...person('bob'), invitation: token });
    expect(bob.status).toBe(201);
    const again = await t.client().post('/api/v1/auth/register', { ...person('bobs-friend'), invitation: token });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe(INVITATION_INVALID);
    expect(await t.db.user.count({ where: { email: 'bobs-friend@example.com' } })).toBe(0);
    const list = await admin.get('/api/v1/admin/invitations');
    expect(list.body.invitations[0]).toMatchObject({ uses: 1, state: 'used_up' });
  });

  it('refuses bad settings and invitations with a clear 400, changing nothing', async () => {
    const policy = await admin.request('PATCH', '/api/v1/admin/settings', { json: { signup_policy: 'maybe' } });
    expect(policy.status).toBe(400);
    expect(policy.body.error.message).toBe('Choose open, invite, approval or closed');
    expect((await admin.get('/api/v1/admin/settings')).body).toEqual({ signup_policy: 'invite' });
    const before = await t.db.invitation.count();
    const zero = await admin.post('/api/v1/admin/invitations', { max_uses: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toMatchObject({ message: 'An invitation works at least once', field: 'max_uses' });
    const long = await admin.gql(
      'mutation { adminCreateInvitation(expiresInDays: 400) { __typename ... on ValidationError { message } } }',
    );
    expect(long.data.adminCreateInvitation.message).toBe('An invitation can last at most 90 days');
    expect(await t.db.invitation.count()).toBe(before);
  });

  it('approval: the sign-up waits; the admin approves; the person is mailed and signs in', async () => {
    await setPolicy('approval');
    const res = await t.client().post('/api/v1/auth/register', person('carol'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      pending: true,
      message: "Thanks! Your account waits for the admin's approval. We'll e-mail you when you can sign in.",
    });
    const early = await t.client().post('/api/v1/auth/login', { email: 'carol@example.com', password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe(
      "Your account waits for the admin's approval. We'll e-mail you when you can sign in.",
    );

    const pending = await admin.gql('{ adminPeople(status: pending) { id email status } }');
    expect(pending.data.adminPeople).toEqual([
      { id: await idOf('carol@example.com'), email: 'carol@example.com', status: 'pending' },
    ]);
    const mails = inbox.mails.length;
    const approved = await admin.gql(
      'mutation ($id: ID!) { adminApprovePerson(id: $id) { ... on AdminPerson { status } } }',
      {
        id: pending.data.adminPeople[0].id,
      },
    );
    expect(approved.data.adminApprovePerson.status).toBe('active');
    const mail = await inbox.next(mails + 1);
    expect(mail.to).toEqual(['carol@example.com']);
    expect(subjectOf(mail.raw)).toBe('Your Duet account is ready');
    const login = await t.client().post('/api/v1/auth/login', { email: 'carol@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('approval: a declined sign-up is told by mail and its account removed', async () => {
    const res = await t
      .client()
      .gql(
        'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on SignUpPending { email } } }',
        { input: person('dave') },
      );
    expect(res.data.register).toEqual({ __typename: 'SignUpPending', email: 'dave@example.com' });
    const mails = inbox.mails.length;
    const declined = await admin.post(`/api/v1/admin/people/${await idOf('dave@example.com')}/decline`);
    expect(declined.status).toBe(200);
    expect(subjectOf((await inbox.next(mails + 1)).raw)).toBe('Your Duet sign-up');
    expect(await t.db.user.count({ where: { email: 'dave@example.com' } })).toBe(0);
  });
});

describe('people', () => {
  let erin: TestClient;
  beforeAll(async () => {
    await setPolicy('open');
    erin = await signedUp(t, person('erin'));
  });

  it('finds people by e-mail, username or name', async () => {
    const found = await admin.get('/api/v1/admin/people?query=ERI');
    expect(found.body.people.map((p: any) => p.username)).toEqual(['erin']);
    expect(found.body.people[0]).toMatchObject({ is_admin: false, status: 'active' });
  });

  it('disabling ends their open page, their sessions and their token; enabling lets them in again', async () => {
    const token = (await erin.gql('mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }'))
      .data.createAccessToken.token;
    const script = t.client();
    script.headers = { authorization: `Bearer ${token}` };
    expect((await script.get('/api/v1/auth/me')).status).toBe(200);

    // Her open page listens to her notifications; it is told she is signed out.
    const stream = await erin.raw('POST', '/graphql', {
      json: { query: 'subscription { notificationEvents { unreadCount } }' },
      headers: { accept: 'text/event-stream' },
    });
    const events = readSse(stream);
    expect((await events.next()).value.data).toContain('unreadCount');

    const res = await admin.post(`/api/v1/admin/people/${await idOf('erin@example.com')}/disable`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('disabled');
    const ended = (await events.next()).value;
    expect(JSON.parse(ended.data).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await script.get('/api/v1/auth/me')).status).toBe(401);
    expect((await erin.get('/api/v1/auth/me')).status).toBe(401);
    const login = await t.client().post('/api/v1/auth/login', { email: 'erin@example.com', password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe('This account has been disabled. Ask the admin of this Duet.');

    const enabled = await admin.gql(
      'mutation ($id: ID!) { adminEnablePerson(id: $id) { ... on AdminPerson { status } } }',
      {
        id: await idOf('erin@example.com'),
      },
    );
    expect(enabled.data.adminEnablePerson.status).toBe('active');
    expect(
      (await t.client().post('/api/v1/auth/login', { email: 'erin@example.com', password: PASSWORD })).status,
    ).toBe(200);
    expect((await script.get('/api/v1/auth/me')).status).toBe(401); // a dead token stays dead
  });

  it('mails a password reset', async () => {
    const mails = inbox.mails.length;
    const res = await admin.post(`/api/v1/admin/people/${await idOf('erin@example.com')}/password-reset`);
    expect(res.status).toBe(200);
    const mail = await inbox.next(mails + 1);
    expect(mail.to).toEqual(['erin@example.com']);
    expect(subjectOf(mail.raw)).toBe('Reset your Duet password');
  });

  it('makes and unmakes admins, never leaving none; an admin cannot disable or delete themself', async () => {
    const adminId = await idOf('ada@example.com');
    const last = await admin.request('PUT', `/api/v1/admin/people/${adminId}/admin`, { json: { admin: false } });
    expect(last.status).toBe(400);
    expect(last.body.error.message).toBe('This Duet needs an admin: make someone else admin first.');
    const self = await admin.post(`/api/v1/admin/people/${adminId}/disable`);
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('You cannot do this to your own account here.');
    expect(await t.db.user.findUniqueOrThrow({ where: { id: adminId } })).toMatchObject({
      role: 'admin',
      status: 'active',
    });

    const erinId = await idOf('erin@example.com');
    const made = await admin.request('PUT', `/api/v1/admin/people/${erinId}/admin`, { json: { admin: true } });
    expect(made.body.is_admin).toBe(true);
    const unmade = await admin.gql(
      'mutation ($id: ID!) { adminSetAdmin(id: $id, admin: false) { ... on AdminPerson { isAdmin } } }',
      {
        id: erinId,
      },
    );
    expect(unmade.data.adminSetAdmin.isAdmin).toBe(false);
  });

  it('deletes a person with their data', async () => {
    const frank = await signedUp(t, person('frank'));
    const thread = (await frank.post('/api/v1/chat/private-brain/start')).body.thread_id;
    await frank.gql('mutation { createMemory(content: "Frank likes kites") { __typename } }');
    const id = await idOf('frank@example.com');
    const res = await admin.gql('mutation ($id: ID!) { adminDeletePerson(id: $id) { ... on Deleted { id } } }', { id });
    expect(res.data.adminDeletePerson.id).toBe(id);
    expect(await t.db.user.count({ where: { id } })).toBe(0);
    expect(await t.db.thread.count({ where: { id: thread } })).toBe(0);
    expect(await t.db.memory.count({ where: { userId: id } })).toBe(0);
    expect((await frank.get('/api/v1/auth/me')).status).toBe(401);
    const gone = await admin.post(`/api/v1/admin/people/${id}/disable`);
    expect(gone.status).toBe(404);
  });
});

describe('/monitoring', () => {
  it("shows the server's internals to admins; others see a plain status", async () => {
    const query = '{ systemStatus { internals uptimeSeconds components { name ok detail latencyMs } } }';
    const full = (await admin.gql(query)).data.systemStatus;
    expect(full.internals).toBe(true);
    expect(full.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(full.components[0].detail).toMatch(/^Node v/);
    const member = await signedUp(t, person('gina'));
    const plain = (await member.gql(query)).data.systemStatus;
    expect(plain).toEqual({
      internals: false,
      uptimeSeconds: null,
      components: ['server', 'database', 'ai_provider', 'realtime', 'file_storage'].map((name) => ({
        name,
        ok: true,
        detail: 'Working',
        latencyMs: null,
      })),
    });
  });
});

describe('the audit log', () => {
  it('lists every admin action: who, what, to whom, when and from where', async () => {
    const res = await admin.gql(
      '{ adminAuditLog(first: 100) { entries { actorEmail action targetLabel detail ip userAgent createdAt } } }',
    );
    const entries = res.data.adminAuditLog.entries as any[];
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'signup_policy.changed',
      'invitation.created',
      'signup_policy.changed',
      'person.approved',
      'person.declined',
      'signup_policy.changed',
      'person.disabled',
      'person.enabled',
      'person.password_reset_sent',
      'person.made_admin',
      'person.unmade_admin',
      'person.deleted',
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({ actorEmail: 'ada@example.com', userAgent: 'Operator Browser/1.0' });
      expect(e.ip).toBeTruthy();
      expect(Date.parse(e.createdAt)).not.toBeNaN();
    }
    expect(entries.at(-1).detail).toBe('Closed → Invitation only');
    expect(entries.find((e) => e.action === 'invitation.created').detail).toBe('1 use, 3 days');
    expect(entries.find((e) => e.action === 'person.disabled').targetLabel).toBe('erin@example.com (@erin)');
    const rest = await admin.get('/api/v1/admin/audit?limit=2');
    expect(rest.body.entries.map((e: any) => e.action)).toEqual(['person.deleted', 'person.unmade_admin']);
    expect(rest.body.has_more).toBe(true);
  });
});
