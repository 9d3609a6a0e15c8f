/**
 * What the server refuses, in the request's language (api/src/words/said.ts, say-in.ts): a typed
 * GraphQL refusal, an error an operation ends with, a REST error and a rule's field error with values
 * come in the language of the request (the account's, the device's cookie, Accept-Language), with the
 * same codes and fields; without any, in English as before. The notifications the server wrote and
 * the offline brain's name in the model menu are read the same way. The expected words are the catalogs'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as english } from '../src/locales/en.js';
import { i18nFor } from '../src/words/i18n.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t, { email: 'ada@example.com', username: 'ada' });
});
afterAll(() => t.close());

/** The id the server marked an English sentence with. */
function idOf(sentence: string): string {
  const found = Object.entries(english).find(
    ([id, compiled]) =>
      (id.startsWith('error.') || id.startsWith('notice.')) &&
      ((typeof compiled === 'string' ? [compiled] : compiled) as unknown[])
        .map((part) => (typeof part === 'string' ? part : `{${String((part as unknown[])[0])}}`))
        .join('') === sentence,
  );
  expect(found, `“${sentence}” is marked`).toBeDefined();
  return found![0];
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  __typename ... on ValidationError { field message fieldErrors { field message } }
} }`;
const wrongPassword = { input: { email: 'ada@example.com', password: 'not-the-password' } };

describe('refusals in the request’s language', () => {
  it('GraphQL’s typed refusal follows Accept-Language and the device’s choice; English without either', async () => {
    const said = (locale: 'de' | 'fr' | 'ja') => i18nFor(locale)._(idOf('Invalid email or password'));
    const english = await t.client().gql(LOGIN, wrongPassword);
    expect(english.data.login).toMatchObject({ __typename: 'ValidationError', message: 'Invalid email or password' });

    const german = t.client();
    german.headers['accept-language'] = 'de-DE,de;q=0.9,en;q=0.5';
    const inGerman = (await german.gql(LOGIN, wrongPassword)).data.login;
    expect(inGerman.message).toBe(said('de'));
    expect(inGerman.message).not.toBe('Invalid email or password');
    expect(inGerman.fieldErrors).toEqual([{ field: inGerman.field, message: said('de') }]);

    // The language chosen on the device wins over the browser's.
    const chosen = t.client();
    chosen.headers['accept-language'] = 'de';
    chosen.headers.cookie = 'duet_locale=ja';
    expect((await chosen.gql(LOGIN, wrongPassword)).data.login.message).toBe(said('ja'));
  });

  it('REST says it in the same language, with the same code and status', async () => {
    const english = await t.client().post('/api/v1/auth/login', wrongPassword.input);
    const spanish = await t.client().post('/api/v1/auth/login', wrongPassword.input, { 'accept-language': 'es' });
    expect(spanish.status).toBe(english.status);
    expect(spanish.body.error.code).toBe(english.body.error.code);
    expect(spanish.body.error.message).toBe(i18nFor('es')._(idOf('Invalid email or password')));
    expect(spanish.body.detail).toBe(spanish.body.error.message);
  });

  it('a rule with values says them in place, the field’s own name translated too', async () => {
    const tooLong = { title: 'x'.repeat(5000) };
    const english = await ada.request('PUT', '/api/v1/profile', { json: tooLong });
    expect(english.status).toBe(400);
    const max = Number(/\d+/.exec(english.body.error.message)![0]);
    expect(english.body.error.message).toBe(`Title cannot be more than ${max} characters`);

    const french = await ada.request('PUT', '/api/v1/profile', {
      json: tooLong,
      headers: { 'accept-language': 'fr' },
    });
    const fr = i18nFor('fr');
    const expected = fr._(idOf('{name} cannot be more than {max} characters'), { name: fr._(idOf('Title')), max });
    expect(french.body.error.message).toBe(expected);
    expect(french.body.error.fields).toEqual([{ field: english.body.error.fields[0].field, message: expected }]);
  });

  it('a missing thing, on REST and as a typed GraphQL refusal, follows the account’s language', async () => {
    const said = i18nFor('pt-BR')._(idOf('Thread not found'));
    const before = await ada.get('/api/v1/chat/threads/no-such-thread');
    expect([before.status, before.body.error.message]).toEqual([404, 'Thread not found']);
    await ada.gql('mutation { updateLocale(locale: "pt-BR") { __typename } }');
    const inPortuguese = await ada.get('/api/v1/chat/threads/no-such-thread');
    expect([inPortuguese.status, inPortuguese.body.error.code]).toEqual([404, before.body.error.code]);
    expect(inPortuguese.body.error.message).toBe(said);

    const typed = await ada.gql(
      'mutation { deleteThread(threadId: "no-such-thread") { __typename ... on NotFoundError { message } } }',
    );
    expect(typed.data.deleteThread).toEqual({ __typename: 'NotFoundError', message: said });
  });

  it('an error an operation ends with (a subscription’s, as it streams) comes in the request’s language', async () => {
    const listen = (accept: string) =>
      t.client().raw('POST', '/graphql', {
        json: {
          query: 'subscription ($id: ID!) { threadEvents(threadId: $id) { type } }',
          variables: { id: 'no-such-thread' },
        },
        headers: { accept: 'text/event-stream', 'accept-language': accept },
      });
    const errorsOf = async (response: Response) => {
      const errors = [];
      for await (const m of readSse(response)) {
        if (m.event === 'next') errors.push(...((JSON.parse(m.data).errors ?? []) as { message: string }[]));
      }
      return errors.map((e) => e.message);
    };
    expect(await errorsOf(await listen('en'))).toEqual(['Thread not found']);
    expect(await errorsOf(await listen('ja'))).toEqual([i18nFor('ja')._(idOf('Thread not found'))]);
  });

  it('a notification the server wrote is read in the reader’s language, its values in place', async () => {
    const bell = '{ viewer { notifications(first: 5) { title summary } } }';
    await ada.gql('mutation { updateLocale(locale: "en") { __typename } }');
    const [welcome] = (await ada.gql(bell)).data.viewer.notifications;
    const name = /^Welcome to Duet, (.+)!$/.exec(welcome.title)![1]!;
    await ada.gql('mutation { updateLocale(locale: "de") { __typename } }');
    const [german] = (await ada.gql(bell)).data.viewer.notifications;
    const de = i18nFor('de');
    expect(german).toEqual({
      title: de._(idOf('Welcome to Duet, {name}!'), { name }),
      summary: de._(idOf(welcome.summary)),
    });
    expect(german.title).toContain(name);
    // REST reads them the same way.
    const rest = await ada.get('/api/v1/notifications');
    expect(rest.body.notifications[0]).toMatchObject(german);
  });
});

/** The offline brain's name in the model menu is Duet's own words too (api/src/ai-models/model-keys.ts modelLabel). */
const offline = (models: { label: string; offline: boolean }[]) => models.find((m) => m.offline)?.label;

describe('the offline brain’s name', () => {
  it('is in the request’s language in the model menu, on GraphQL and REST', async () => {
    // Someone new: the others here chose languages of their own.
    const bea = await signedUp(t, { email: 'bea@example.com', username: 'bea' });
    const german = i18nFor('de')._('label.model.offline-brain');
    expect(german).not.toBe('Duet offline brain');
    const gql = async (headers: Record<string, string>) => {
      const answer = await bea.request('POST', '/graphql', {
        body: JSON.stringify({ query: '{ aiModels { label offline } }' }),
        headers: { 'content-type': 'application/json', ...headers },
      });
      return offline(answer.body.data.aiModels);
    };
    expect(await gql({})).toBe('Duet offline brain');
    expect(await gql({ 'accept-language': 'de-DE' })).toBe(german);
    const rest = async (headers: Record<string, string>) =>
      offline((await bea.request('GET', '/api/v1/models', { headers })).body.models);
    expect(await rest({})).toBe('Duet offline brain');
    expect(await rest({ 'accept-language': 'de-DE' })).toBe(german);
    // The account's choice comes first.
    await bea.gql('mutation { updateLocale(locale: "ja") { ... on User { locale } } }');
    expect(await rest({ 'accept-language': 'de-DE' })).toBe(i18nFor('ja')._('label.model.offline-brain'));
  });
});
