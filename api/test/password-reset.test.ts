/** Forgot and reset password, with the mail received over real SMTP. */
import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLink, startSmtpInbox } from './support/smtp-inbox.js';
import { signedUp, startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://duet.test' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const FORGOT_ANSWER = 'If an account exists for that email, we sent a link to reset the password.';

describe('password reset', () => {
  it('mails a single-use link; the new password works, the old one and other sessions do not', async () => {
    const other = await signedUp(t);
    const pat = await other.gql(
      'mutation { createAccessToken(name: "backup script") { ... on AccessToken { token } } }',
    );
    const bearer = { authorization: `Bearer ${pat.data.createAccessToken.token}` };
    expect((await t.client().get('/api/v1/auth/me', bearer)).status).toBe(200);
    const res = await t.client().post('/api/v1/auth/forgot-password', { email: 'ADA@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_ANSWER });

    const mail = await inbox.next(1);
    expect(mail.to).toEqual([USER.email]);
    const link = resetLink(mail.raw);
    expect(link.origin).toBe('http://duet.test');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const weak = await t.client().post('/api/v1/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Password must be at least 8 characters');

    const reset = await t.client().post('/api/v1/auth/reset-password', { token, password: 'a brand new secret' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. Please sign in.');

    // Other sessions are over, and so are access tokens (a stolen one must stop working).
    expect((await other.get('/api/v1/auth/me')).status).toBe(401);
    expect((await t.client().get('/api/v1/auth/me', bearer)).status).toBe(401);
    // Old password refused, new one accepted.
    expect((await t.client().post('/api/v1/auth/login', { email: USER.email, password: USER.password })).status).toBe(
      401,
    );
    expect(
      (await t.client().post('/api/v1/auth/login', { email: USER.email, password: 'a brand new secret' })).status,
    ).toBe(200);

    // The link works once.
    const again = await t.client().post('/api/v1/auth/reset-password', { token, password: 'yet another secret' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ field: 'token', message: 'This reset link is invalid or has expired' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = inbox.mails.length;
    const res = await t.client().post('/api/v1/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_ANSWER });
    // A request for a known address after it: once its mail is here, one for the ghost would be too.
    await signedUp(t, { email: 'known@example.com', username: 'known-one' });
    await t.client().post('/api/v1/auth/forgot-password', { email: 'known@example.com' });
    await inbox.next(before + 1);
    expect(inbox.mails.slice(before).map((m) => m.to)).toEqual([['known@example.com']]);
  });

  it('refuses an expired link', async () => {
    await signedUp(t, { email: 'old@example.com', username: 'old-link' });
    const count = inbox.mails.length;
    await t.client().post('/api/v1/auth/forgot-password', { email: 'old@example.com' });
    const mail = await inbox.next(count + 1);
    const token = resetLink(mail.raw).searchParams.get('token')!;
    await t.db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await t.client().post('/api/v1/auth/reset-password', { token, password: 'long enough now' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This reset link is invalid or has expired');
    expect(
      (await t.client().post('/api/v1/auth/login', { email: 'old@example.com', password: USER.password })).status,
    ).toBe(200);
  });

  it('works through GraphQL too', async () => {
    await signedUp(t, { email: 'gql@example.com', username: 'gql-reset' });
    const count = inbox.mails.length;
    const ask = await t
      .client()
      .gql(
        'mutation { requestPasswordReset(email: "gql@example.com") { __typename ... on MessagePayload { message } } }',
      );
    expect(ask.data.requestPasswordReset).toEqual({ __typename: 'MessagePayload', message: FORGOT_ANSWER });
    const token = resetLink((await inbox.next(count + 1)).raw).searchParams.get('token')!;
    const done = await t
      .client()
      .gql(
        `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on ValidationError { message } ... on MessagePayload { message } } }`,
        { input: { token, password: 'graphql secret' } },
      );
    expect(done.data.resetPassword.__typename).toBe('MessagePayload');
    const bad = await t
      .client()
      .gql(
        `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on ValidationError { field message } } }`,
        { input: { token: 'forged', password: 'graphql secret' } },
      );
    expect(bad.data.resetPassword).toEqual({
      __typename: 'ValidationError',
      field: 'token',
      message: 'This reset link is invalid or has expired',
    });
  });
});

describe('the default mailbox (no SMTP_URL)', () => {
  it('writes the reset mail under MAIL_DIR so the link can be followed', async () => {
    const local = await startTestApp();
    try {
      await signedUp(local);
      await local.client().post('/api/v1/auth/forgot-password', { email: USER.email });
      const files = fs.readdirSync(local.config.mail.dir);
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(local.config.mail.dir, files[0]!), 'utf8');
      const token = resetLink(raw).searchParams.get('token')!;
      const res = await local.client().post('/api/v1/auth/reset-password', { token, password: 'from the mailbox' });
      expect(res.status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('keeps the link out of the log: the log names the file to open, never its text', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace', base: undefined }, { write: (line: string) => void lines.push(line) });
    const local = await startTestApp({}, { logger });
    try {
      await signedUp(local);
      const res = await local.client().post('/api/v1/auth/forgot-password', { email: USER.email });
      expect(res.status).toBe(200);
      const [file] = fs.readdirSync(local.config.mail.dir);
      const token = resetLink(fs.readFileSync(path.join(local.config.mail.dir, file!), 'utf8')).searchParams.get(
        'token',
      )!;
      const log = lines.join('');
      expect(log).toContain(path.join(local.config.mail.dir, file!));
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      expect(log).not.toContain('/reset-password');
    } finally {
      await local.close();
    }
  });
});
