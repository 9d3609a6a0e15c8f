/**
 * A guessing attack spread over many addresses must not lock the owner out. Once the account-wide
 * limit on sign-ins from new devices is reached, a browser that signed in before (the duet_device
 * cookie) still signs in with the password; a new one has its password left unchecked — that
 * would hand the attacker unlimited guesses — and is offered a single-use sign-in link by e-mail
 * (15 minutes, mail throttled per account), which signs it in and makes it a known device.
 * The attacker gets neither a session nor the link. Mail is read from a real SMTP inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/tokens.js';
import { startSmtpInbox, type ReceivedMail } from './support/smtp-inbox.js';
import { startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const LINK_SENT = 'We e-mailed you a link to sign in';
const LINK_INVALID = 'This sign-in link is invalid or has expired';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'http://duet.test',
    RATE_LIMIT_LOGIN_EMAIL: '5',
    RATE_LIMIT_LOGIN_EMAIL_HOURLY: '12',
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A browser (it keeps its cookies) at an address. */
function browserAt(address: string): TestClient {
  const client = t.client();
  client.remoteAddress = address;
  return client;
}

const login = (client: TestClient, password: string, email = USER.email) =>
  client.post('/api/v1/auth/login', { email, password });

/** The sign-in link in a mail (quoted-printable soft breaks undone). */
function signInLink(mail: ReceivedMail): URL {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(/https?:\/\/\S+\/sign-in-link\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no sign-in link in:\n${mail.raw}`);
  return new URL(match[0]);
}

const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email));

describe('after an attack from many addresses', () => {
  let laptop: TestClient;
  let attackStatuses: number[];
  let attackAnswers: Array<{ status: number; body: any; cookies: string[] }>;

  beforeAll(async () => {
    laptop = browserAt('198.51.100.7');
    expect((await laptop.post('/api/v1/auth/register', USER)).status).toBe(201);
    expect((await laptop.post('/api/v1/auth/logout')).status).toBe(200);

    // Twenty addresses, one guess each: the per-address limits never trigger, the account-wide one does.
    attackAnswers = [];
    for (let i = 1; i <= 20; i++) {
      const res = await login(browserAt(`203.0.113.${i}`), `guess number ${i}`);
      attackAnswers.push({
        status: res.status,
        body: res.body,
        cookies: res.headers.getSetCookie(),
      });
    }
    attackStatuses = attackAnswers.map((a) => a.status);
  });

  it('the attacker exhausts the account-wide limit, then is offered only the mailed link: no 429 that would lock the owner out', async () => {
    expect(attackStatuses.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(attackStatuses.slice(12)).toEqual(Array(8).fill(202));
    const offered = attackAnswers[12]!;
    expect(offered.body).toMatchObject({
      sign_in_link_sent: true,
      message: expect.stringContaining(LINK_SENT),
    });
    expect(offered.body.token).toBeUndefined();
    expect(offered.cookies.join('\n')).not.toMatch(/duet_session=[^;]/);
    // The link went to the owner's mailbox, once however many times it was asked for.
    const mail = await inbox.next(1);
    expect(mail.to).toEqual([USER.email]);
    expect(inbox.mails).toHaveLength(1);
  });

  it('the attacker with the right password from a new device still gets no session', async () => {
    const res = await login(browserAt('203.0.113.99'), USER.password);
    expect(res.status).toBe(202);
    expect(res.body.token).toBeUndefined();
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/duet_session=[^;]/);
  });

  it('the owner on a known device gets in with the password, from an address never seen before', async () => {
    laptop.remoteAddress = '192.0.2.50';
    const res = await login(laptop, USER.password);
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/v1/auth/me')).body.email).toBe(USER.email);
  });

  it('the owner on a new device follows the mailed link, and that device is known from then on', async () => {
    const phone = browserAt('192.0.2.77');
    const offered = await login(phone, USER.password);
    expect(offered.status).toBe(202);
    expect(offered.body.message).toContain(LINK_SENT);
    const mails = mailsTo(USER.email);
    const link = signInLink(mails[mails.length - 1]!);
    expect(link.origin).toBe('http://duet.test');
    const token = link.searchParams.get('token')!;
    // Only its hash is stored.
    expect(await t.db.signInLink.count({ where: { tokenHash: token } })).toBe(0);
    expect(await t.db.signInLink.count({ where: { tokenHash: hashSecret(token) } })).toBe(1);

    const signedIn = await phone.post('/api/v1/auth/sign-in-link', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(USER.email);
    const device = signedIn.headers.getSetCookie().find((c) => c.startsWith('duet_device='));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Lax/);
    expect((await phone.get('/api/v1/auth/me')).status).toBe(200);

    // Single use.
    const again = await browserAt('203.0.113.5').post('/api/v1/auth/sign-in-link', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ field: 'token', message: LINK_INVALID });

    // Known now: signed out, it signs in with the password despite the exhausted limit.
    await phone.post('/api/v1/auth/logout');
    expect((await login(phone, USER.password)).status).toBe(200);
    // A known device still cannot guess without limit: it has its own per-device count.
    await phone.post('/api/v1/auth/logout');
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(phone, `phone guess ${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a forged device cookie, another account’s, or one unused for 400 days is a new device', async () => {
    const forged = browserAt('203.0.113.120');
    forged.cookies.set('duet_device', 'made-up-device-secret');
    expect((await login(forged, USER.password)).status).toBe(202);
    const bad = await forged.post('/api/v1/auth/sign-in-link', { token: 'made-up-link' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(LINK_INVALID);

    // The attacker's own account makes their browser known to it, not to Ada's.
    const attacker = browserAt('203.0.113.121');
    expect(
      (
        await attacker.post('/api/v1/auth/register', {
          ...USER,
          email: 'eve@example.com',
          username: 'eve',
        })
      ).status,
    ).toBe(201);
    expect(attacker.cookies.get('duet_device')).toEqual(expect.any(String));
    expect((await login(attacker, USER.password)).status).toBe(202);

    await t.db.knownDevice.updateMany({
      where: { user: { email: USER.email } },
      data: { lastUsedAt: new Date(Date.now() - 401 * 24 * 3600 * 1000) },
    });
    await laptop.post('/api/v1/auth/logout');
    laptop.remoteAddress = '192.0.2.51';
    expect((await login(laptop, USER.password)).status).toBe(202);
  });

  it('a link older than 15 minutes does not sign in', async () => {
    await t.db.signInLink.deleteMany({});
    const before = inbox.mails.length;
    expect((await login(browserAt('192.0.2.78'), USER.password)).status).toBe(202);
    const token = signInLink(await inbox.next(before + 1)).searchParams.get('token')!;
    await t.db.signInLink.updateMany({ data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await browserAt('192.0.2.78').post('/api/v1/auth/sign-in-link', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LINK_INVALID);
  });
});

describe('through GraphQL', () => {
  const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
    __typename
    ... on SignInLinkSent { message }
    ... on AuthPayload { user { email } }
    ... on Error { message }
  } }`;
  const FOLLOW = `mutation ($token: String!) { signInWithLink(token: $token) {
    __typename
    ... on AuthPayload { user { email } }
    ... on ValidationError { field message }
  } }`;

  it('login says a link was sent; signInWithLink signs in with it', async () => {
    const email = 'grace@example.com';
    const home = browserAt('198.51.100.8');
    await home.post('/api/v1/auth/register', { ...USER, email, username: 'grace' });
    for (let i = 1; i <= 12; i++) {
      expect((await login(browserAt(`203.0.113.${100 + i}`), 'wrong guess', email)).status).toBe(401);
    }
    const before = inbox.mails.length;
    const tablet = browserAt('192.0.2.90');
    const offered = await tablet.gql(LOGIN, { input: { email, password: USER.password } });
    expect(offered.data.login).toEqual({
      __typename: 'SignInLinkSent',
      message: expect.stringContaining(LINK_SENT),
    });
    expect(tablet.cookies.has('duet_session')).toBe(false);
    const token = signInLink(await inbox.next(before + 1)).searchParams.get('token')!;

    const forged = await tablet.gql(FOLLOW, { token: 'forged' });
    expect(forged.data.signInWithLink).toEqual({
      __typename: 'ValidationError',
      field: 'token',
      message: LINK_INVALID,
    });
    const done = await tablet.gql(FOLLOW, { token });
    expect(done.data.signInWithLink).toEqual({ __typename: 'AuthPayload', user: { email } });
    expect(tablet.cookies.get('duet_device')).toEqual(expect.any(String));
    expect((await tablet.gql('{ viewer { email } }')).data.viewer).toEqual({ email });
  });
});

describe('the mailed link', () => {
  it('is sent at most once in ten minutes per account, however often it is asked for', async () => {
    const email = 'mary@example.com';
    await browserAt('198.51.100.9').post('/api/v1/auth/register', {
      ...USER,
      email,
      username: 'mary',
    });
    for (let i = 1; i <= 12; i++) await login(browserAt(`203.0.113.${150 + i}`), 'wrong guess', email);
    for (let i = 1; i <= 5; i++)
      expect((await login(browserAt(`203.0.113.${200 + i}`), 'wrong guess', email)).status).toBe(202);
    expect(mailsTo(email)).toHaveLength(1);
    // Ten minutes on (the link's row says when it was mailed): the next attempt mails a new one.
    await t.db.signInLink.updateMany({
      where: { user: { email } },
      data: { createdAt: new Date(Date.now() - 10 * 60 * 1000 - 1) },
    });
    const count = inbox.mails.length;
    expect((await login(browserAt('192.0.2.91'), USER.password, email)).status).toBe(202);
    expect((await inbox.next(count + 1)).to).toEqual([email]);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('is offered the same way for an e-mail with no account, and nothing is sent', async () => {
    const ghost = 'ghost@example.com';
    for (let i = 1; i <= 12; i++)
      expect((await login(browserAt(`203.0.113.${30 + i}`), 'wrong guess', ghost)).status).toBe(401);
    const res = await login(browserAt('203.0.113.60'), 'wrong guess', ghost);
    expect(res.status).toBe(202);
    expect(res.body.message).toContain(LINK_SENT);
    expect(mailsTo(ghost)).toHaveLength(0);
  });
});

describe('a new password', () => {
  it('forgets the devices that signed in with the old one, but not the browser that changed it', async () => {
    const email = 'ida@example.com';
    const owner = browserAt('198.51.100.10');
    await owner.post('/api/v1/auth/register', { ...USER, email, username: 'ida' });
    // Someone who learnt the password signs in: their browser becomes known to the account.
    const thief = browserAt('203.0.113.222');
    expect((await login(thief, USER.password, email)).status).toBe(200);
    await thief.post('/api/v1/auth/logout');

    const changed = await owner.gql(
      'mutation { changePassword(currentPassword: "correct horse battery", newPassword: "a new long secret") { __typename } }',
    );
    expect(changed.data.changePassword.__typename).toBe('PasswordChanged');
    for (let i = 1; i <= 12; i++) await login(browserAt(`203.0.113.${i}`), 'wrong guess', email);

    // Past the account-wide limit, the thief's browser is a new device again: no password is checked.
    expect((await login(thief, 'a new long secret', email)).status).toBe(202);
    await owner.post('/api/v1/auth/logout');
    owner.remoteAddress = '192.0.2.140';
    expect((await login(owner, 'a new long secret', email)).status).toBe(200);
  });
});
