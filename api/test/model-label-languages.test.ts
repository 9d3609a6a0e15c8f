/**
 * The offline brain's name in the model menu is Duet's own words, read in the person's language
 * on GraphQL and REST (api/src/ai-models/model-keys.ts modelLabel); English without any.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '../src/words/i18n.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t, { email: 'ada@example.com', username: 'ada' });
});
afterAll(() => t.close());

const offline = (models: { label: string; offline: boolean }[]) => models.find((m) => m.offline)?.label;

describe('the offline brain’s name', () => {
  it('is in the request’s language in the model menu, on GraphQL and REST', async () => {
    const german = i18nFor('de')._('label.model.offline-brain');
    expect(german).not.toBe('Duet offline brain');
    const gql = async (headers: Record<string, string>) => {
      const answer = await ada.request('POST', '/graphql', {
        body: JSON.stringify({ query: '{ aiModels { label offline } }' }),
        headers: { 'content-type': 'application/json', ...headers },
      });
      return offline(answer.body.data.aiModels);
    };
    expect(await gql({})).toBe('Duet offline brain');
    expect(await gql({ 'accept-language': 'de-DE' })).toBe(german);
    const rest = async (headers: Record<string, string>) =>
      offline((await ada.request('GET', '/api/v1/models', { headers })).body.models);
    expect(await rest({})).toBe('Duet offline brain');
    expect(await rest({ 'accept-language': 'de-DE' })).toBe(german);
    // The account's choice comes first.
    await ada.gql('mutation { updateLocale(locale: "ja") { ... on User { locale } } }');
    expect(await rest({ 'accept-language': 'de-DE' })).toBe(i18nFor('ja')._('label.model.offline-brain'));
  });
});
