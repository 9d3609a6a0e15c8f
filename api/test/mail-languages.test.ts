/**
 * E-mails in the recipient's language (api/src/auth/locale.ts recipientLocale), received over real
 * SMTP: the language the person chose, else the language of the request that caused the mail (a
 * forgotten password before signing in, a sign-up), else English — whose words are exactly those of
 * before (password-reset.test.ts, admin.test.ts, account-email.test.ts hold them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedLink, readMail, startSmtpInbox } from './support/smtp-inbox.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let admin: TestClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://duet.test' });
  // The first account is the admin.
  admin = await signedUp(t, { email: 'root@example.com', username: 'siteadmin' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.client().post('/api/v1/auth/forgot-password', { email }, headers);
/** The next mail, read. */
const nextMail = async () => {
  const mail = await inbox.next(inbox.mails.length + 1);
  return { to: mail.to, raw: mail.raw, ...readMail(mail.raw) };
};

describe('a mail before signing in', () => {
  it('is in the language of the request that caused it, while the person chose none', async () => {
    await signedUp(t, { email: 'gerda@example.com', username: 'gerda', display_name: 'Gerda' });
    const sent = nextMail();
    await forgot('gerda@example.com', { 'accept-language': 'de-CH, de;q=0.9, en;q=0.8' });
    const mail = await sent;
    expect(mail.to).toEqual(['gerda@example.com']);
    expect(mail.subject).toBe('Setze dein Duet-Passwort zurück');
    expect(mail.text).toMatch(/^Hallo Gerda,\n\njemand möchte das Passwort deines Duet-Kontos zurücksetzen/);
    // The link works the same, whatever the words around it.
    const link = mailedLink(mail.raw, '/reset-password');
    expect(mail.text).toContain(link.toString());
    const reset = await t.client().post('/api/v1/auth/reset-password', {
      token: link.searchParams.get('token'),
      password: 'a brand new secret',
    });
    expect(reset.status).toBe(200);

    // Japanese, and a device's own choice over the browser's.
    const again = nextMail();
    const device = t.client();
    device.cookies.set('duet_locale', 'ja');
    await device.post('/api/v1/auth/forgot-password', { email: 'gerda@example.com' }, { 'accept-language': 'fr' });
    expect((await again).subject).toBe('Duetのパスワードを再設定してください');
  });

  it('is in the language the person chose, whatever the request’s', async () => {
    const yuki = await signedUp(t, { email: 'yuki@example.com', username: 'yuki', display_name: 'Yuki' });
    await yuki.request('PUT', '/api/v1/account/locale', { json: { locale: 'ja' } });
    const sent = nextMail();
    await forgot('yuki@example.com', { 'accept-language': 'es' });
    const mail = await sent;
    expect(mail.subject).toBe('Duetのパスワードを再設定してください');
    expect(mail.text).toMatch(/^Yuki さん\n\n/);
  });

  it('is in English without any language to go by, as it always was', async () => {
    await signedUp(t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
    const sent = nextMail();
    await forgot('eve@example.com', { 'accept-language': 'ko' });
    const mail = await sent;
    expect(mail.subject).toBe('Reset your Duet password');
    expect(mail.text).toMatch(
      /^Hello Eve,\n\nSomeone asked to reset the password of your Duet account\. To choose a new one, open:\n\nhttp:\/\/duet\.test\/reset-password\?token=\S+\n\nThe link works once and expires in one hour\. If you did not ask for it, ignore this message\.\n$/,
    );
  });
});

describe('a mail about the account', () => {
  it('changing the e-mail: both mails in the person’s language, the link as before', async () => {
    const maria = await signedUp(t, { email: 'maria@example.com', username: 'maria', display_name: 'María' });
    maria.headers['accept-language'] = 'es-MX';
    const first = inbox.mails.length;
    const change = await maria.post('/api/v1/account/email', {
      email: 'maria.new@example.com',
      password: USER.password,
    });
    expect(change.status).toBe(202);
    await inbox.next(first + 2);
    const [link, told] = inbox.mails.slice(first, first + 2).map((m) => ({ to: m.to, raw: m.raw, ...readMail(m.raw) }));
    expect(link!.to).toEqual(['maria.new@example.com']);
    expect(link!.subject).toBe('Confirma tu nuevo correo para Duet');
    expect(link!.text).toContain('Hola, María:');
    expect(told!.to).toEqual(['maria@example.com']);
    expect(told!.subject).toBe('El correo de tu cuenta de Duet podría cambiar');
    expect(told!.text).toMatch(/^Hola, María:\n\nAlguien con la sesión iniciada en tu cuenta de Duet \(@maria\)/);

    // She chooses French: the mail after the change is in it, whoever follows the link.
    await maria.request('PUT', '/api/v1/account/locale', { json: { locale: 'fr' } });
    const token = mailedLink(link!.raw, '/accounts/confirm-email').searchParams.get('token');
    const done = nextMail();
    const confirmed = await t.client().post('/api/v1/account/email/confirm', { token }, { 'accept-language': 'de' });
    expect(confirmed.status).toBe(200);
    const mail = await done;
    expect(mail.to).toEqual(['maria@example.com']);
    expect(mail.subject).toBe('L’adresse e-mail de votre compte Duet a changé');
    expect(mail.text).toContain('maria.new@example.com');
    expect(mail.text).toContain('\u00a0:');
  });

  it('a sign-up that waits: the language picked before signing up is the account’s, and the admin’s mail is in it', async () => {
    await admin.gql('mutation { adminUpdateSettings(signupPolicy: approval) { __typename } }');
    const device = t.client();
    device.cookies.set('duet_locale', 'pt-BR');
    const res = await device.post('/api/v1/auth/register', {
      email: 'joao@example.com',
      username: 'joao',
      display_name: 'João',
      password: USER.password,
    });
    expect(res.status).toBe(202);
    const joao = await t.db.user.findUniqueOrThrow({ where: { email: 'joao@example.com' } });
    expect(joao.locale).toBe('pt-BR');
    // A browser's language alone is no choice: the account follows the browser.
    await t
      .client()
      .post(
        '/api/v1/auth/register',
        { email: 'lea@example.com', username: 'lea', password: USER.password },
        { 'accept-language': 'de' },
      );
    expect((await t.db.user.findUniqueOrThrow({ where: { email: 'lea@example.com' } })).locale).toBeNull();

    const approved = nextMail();
    expect((await admin.post(`/api/v1/admin/people/${joao.id}/approve`)).status).toBe(200);
    const mail = await approved;
    expect(mail.subject).toBe('Sua conta do Duet está pronta');
    expect(mail.text).toBe(
      'Olá, João,\n\nO administrador aprovou sua conta. Entre com o e-mail e a senha que você escolheu:\n\nhttp://duet.test/accounts/login\n',
    );
    // Lea chose none: the mail is in the language of the admin's request.
    const lea = await t.db.user.findUniqueOrThrow({ where: { email: 'lea@example.com' } });
    const declined = nextMail();
    admin.headers['accept-language'] = 'de';
    expect((await admin.post(`/api/v1/admin/people/${lea.id}/decline`)).status).toBe(200);
    delete admin.headers['accept-language'];
    expect((await declined).subject).toBe('Deine Registrierung bei Duet');
  });
});
