/**
 * Changing the e-mail (api/src/auth/email-change.ts), with the mail received over real SMTP: a
 * single-use link to the new address, the old one told, nothing changed until the link is used,
 * the address free when asked and when used, links that expire, resend and cancel, a limit on the
 * mails. GraphQL and REST alike; an access token cannot do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedLink, mailText, startSmtpInbox } from './support/smtp-inbox.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
/** The clock of sign-ins and links: moved instead of waiting. */
let clock = Date.now();

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://duet.test' }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const REQUEST = `mutation ($email: String!, $password: String) {
  requestEmailChange(email: $email, password: $password) {
    __typename
    ... on User { email pendingEmailChange { email expiresAt } }
    ... on ValidationError { field message }
    ... on RateLimitedError { message }
  }
}`;
const CONFIRM = `mutation ($token: String!) {
  confirmEmailChange(token: $token) { __typename ... on EmailChanged { email message } ... on ValidationError { field message } }
}`;
const PENDING = '{ viewer { email pendingEmailChange { email } } }';

let accounts = 0;
/** A new account, signed in long enough ago that it must give its password. */
async function person(name: string): Promise<TestClient> {
  accounts += 1;
  const client = await signedUp(t, { email: `${name}@example.com`, username: `${name}-${accounts}` });
  clock = Date.now() + 11 * 60 * 1000;
  return client;
}
const login = (email: string) => t.client().post('/api/v1/auth/login', { email, password: USER.password });
const linkOf = (raw: string) => mailedLink(raw, '/accounts/confirm-email').searchParams.get('token')!;

describe('changing the e-mail', () => {
  it('asks for the password, mails the new address a link and tells the old one; nothing changes until it is used', async () => {
    const ada = await person('ada');
    const mails = inbox.mails.length;
    const none = await ada.gql(REQUEST, { email: 'ada.new@example.com' });
    expect(none.data.requestEmailChange).toEqual({
      __typename: 'ValidationError',
      field: 'password',
      message: 'Enter your password to confirm',
    });
    const wrong = await ada.gql(REQUEST, { email: 'ada.new@example.com', password: 'not my password' });
    expect(wrong.data.requestEmailChange.message).toBe('Your password is incorrect');
    expect(inbox.mails.length).toBe(mails);
    expect((await ada.gql(PENDING)).data.viewer.pendingEmailChange).toBeNull();

    const asked = await ada.gql(REQUEST, { email: ' Ada.New@Example.com ', password: USER.password });
    expect(asked.data.requestEmailChange).toMatchObject({
      __typename: 'User',
      email: 'ada@example.com',
      pendingEmailChange: { email: 'ada.new@example.com' },
    });
    const expires = new Date(asked.data.requestEmailChange.pendingEmailChange.expiresAt).getTime();
    expect(expires).toBe(clock + 24 * 3600 * 1000);
    const link = await inbox.next(mails + 1);
    const told = await inbox.next(mails + 2);
    expect(link.to).toEqual(['ada.new@example.com']);
    expect(mailedLink(link.raw, '/accounts/confirm-email').origin).toBe('http://duet.test');
    expect(told.to).toEqual(['ada@example.com']);
    expect(mailText(told.raw)).toContain('asked to change its e-mail to ada.new@example.com');

    // Until the link is used, the account is as it was.
    expect((await login('ada.new@example.com')).status).toBe(401);
    expect((await login('ada@example.com')).status).toBe(200);

    const used = await t.client().gql(CONFIRM, { token: linkOf(link.raw) });
    expect(used.data.confirmEmailChange).toEqual({
      __typename: 'EmailChanged',
      email: 'ada.new@example.com',
      message: 'Your e-mail is now ada.new@example.com.',
    });
    const after = await inbox.next(mails + 3);
    expect(after.to).toEqual(['ada@example.com']);
    expect(mailText(after.raw)).toContain('is now ada.new@example.com');
    expect((await login('ada.new@example.com')).status).toBe(200);
    expect((await login('ada@example.com')).status).toBe(401);
    expect((await ada.gql(PENDING)).data.viewer).toEqual({ email: 'ada.new@example.com', pendingEmailChange: null });

    const again = await t.client().gql(CONFIRM, { token: linkOf(link.raw) });
    expect(again.data.confirmEmailChange).toEqual({
      __typename: 'ValidationError',
      field: 'token',
      message: 'This link to confirm your new e-mail is invalid or has expired',
    });
  });

  it('needs no password within ten minutes of signing in', async () => {
    const fresh = await signedUp(t, { email: 'fresh@example.com', username: 'fresh' });
    clock = Date.now();
    const asked = await fresh.gql(REQUEST, { email: 'fresh.new@example.com' });
    expect(asked.data.requestEmailChange.pendingEmailChange).toEqual({
      email: 'fresh.new@example.com',
      expiresAt: expect.any(String),
    });
  });

  it('over REST: ask, resend (the old link stops working), cancel, and follow the link', async () => {
    const bea = await person('bea');
    const mails = inbox.mails.length;
    const asked = await bea.post('/api/v1/account/email', { email: 'bea.new@example.com', password: USER.password });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      email: 'bea@example.com',
      pending: { email: 'bea.new@example.com', expires_at: expect.any(String) },
      message: 'We sent a link to bea.new@example.com',
    });
    const first = linkOf((await inbox.next(mails + 1)).raw);
    await inbox.next(mails + 2);
    const resent = await bea.post('/api/v1/account/email/resend');
    expect(resent.status).toBe(202);
    const second = linkOf((await inbox.next(mails + 3)).raw);
    expect(second).not.toBe(first);
    const stale = await t.client().post('/api/v1/account/email/confirm', { token: first });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe('This link to confirm your new e-mail is invalid or has expired');

    const cancelled = await bea.request('DELETE', '/api/v1/account/email');
    expect(cancelled.body).toEqual({ email: 'bea@example.com', pending: null });
    expect((await t.client().post('/api/v1/account/email/confirm', { token: second })).status).toBe(400);
    expect((await bea.post('/api/v1/account/email/resend')).status).toBe(404);
    expect((await bea.get('/api/v1/account/email')).body).toEqual({ email: 'bea@example.com', pending: null });

    await bea.post('/api/v1/account/email', { email: 'bea.new@example.com', password: USER.password });
    const token = linkOf((await inbox.next(mails + 4)).raw);
    const used = await t.client().post('/api/v1/account/email/confirm', { token });
    expect(used.body).toEqual({ email: 'bea.new@example.com', message: 'Your e-mail is now bea.new@example.com.' });
    expect((await bea.get('/api/v1/auth/me')).body.email).toBe('bea.new@example.com');
  });

  it('takes only a free address, when asked and again when the link is used', async () => {
    await signedUp(t, { email: 'gus@example.com', username: 'gus' });
    const cy = await person('cy');
    const taken = await cy.post('/api/v1/account/email', { email: 'GUS@example.com', password: USER.password });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('An account with this email already exists');
    const same = await cy.post('/api/v1/account/email', { email: 'cy@example.com', password: USER.password });
    expect(same.body.error).toMatchObject({ field: 'email', message: 'This is already your e-mail' });
    const bad = await cy.post('/api/v1/account/email', { email: 'not an address', password: USER.password });
    expect(bad.body.error.message).toBe('Invalid email format');

    const mails = inbox.mails.length;
    await cy.post('/api/v1/account/email', { email: 'cy.new@example.com', password: USER.password });
    const token = linkOf((await inbox.next(mails + 1)).raw);
    // Someone else signs up with it meanwhile.
    await signedUp(t, { email: 'cy.new@example.com', username: 'cy-rival' });
    const late = await t.client().post('/api/v1/account/email/confirm', { token });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('An account with this email already exists');
    expect((await cy.get('/api/v1/auth/me')).body.email).toBe('cy@example.com');
  });

  it('lets a link work for 24 hours only', async () => {
    const dee = await person('dee');
    const mails = inbox.mails.length;
    await dee.post('/api/v1/account/email', { email: 'dee.new@example.com', password: USER.password });
    const token = linkOf((await inbox.next(mails + 1)).raw);
    clock += 24 * 3600 * 1000 + 1000;
    const late = await t.client().post('/api/v1/account/email/confirm', { token });
    expect(late.status).toBe(400);
    expect((await dee.get('/api/v1/account/email')).body).toEqual({ email: 'dee@example.com', pending: null });
  });

  it('mails at most 5 times an hour per account', async () => {
    const eli = await person('eli');
    await eli.post('/api/v1/account/email', { email: 'eli.new@example.com', password: USER.password });
    for (let i = 0; i < 4; i++) expect((await eli.post('/api/v1/account/email/resend')).status).toBe(202);
    const mails = inbox.mails.length;
    const refused = await eli.post('/api/v1/account/email/resend');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Too many e-mails about changing your address\. Try again in \d+ minutes\.$/,
    );
    const gql = await eli.gql(REQUEST, { email: 'eli.other@example.com', password: USER.password });
    expect(gql.data.requestEmailChange.__typename).toBe('RateLimitedError');
    expect(inbox.mails.length).toBe(mails);
    expect((await eli.get('/api/v1/account/email')).body.pending.email).toBe('eli.new@example.com');
  });

  it('cannot be done with an access token, nor by a stranger', async () => {
    const fay = await person('fay');
    const made = await fay.gql('mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }');
    const script = t.client();
    script.headers = { authorization: `Bearer ${made.data.createAccessToken.token}` };
    const rest = await script.post('/api/v1/account/email', { email: 'thief@example.com', password: USER.password });
    expect(rest.status).toBe(403);
    expect(rest.body.error.message).toBe('An access token cannot manage your account. Sign in to Duet to do that.');
    expect((await t.client().post('/api/v1/account/email', { email: 'x@example.com' })).status).toBe(401);
    expect((await fay.get('/api/v1/account/email')).body.pending).toBeNull();
  });
});
