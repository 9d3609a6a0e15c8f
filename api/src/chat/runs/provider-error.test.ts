import { describe, expect, it } from 'vitest';
import { providerErrorMessage } from './provider-error.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:36957'), { code: 'ECONNREFUSED' });
const httpError = (statusCode: number) =>
  Object.assign(new Error(`HTTP ${statusCode}: upstream said no`), { statusCode });

describe("a failed answer in a person's words", () => {
  it('says a server that cannot be reached could not be reached, without the socket text', () => {
    const message = providerErrorMessage(new Error('Cannot connect to API: connect ECONNREFUSED', { cause: refused }));
    expect(message).toMatch(/could not be reached/);
    expect(message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|API/);
  });

  it('tells a refused key, a missing model, a busy server and a broken one apart', () => {
    expect(providerErrorMessage(httpError(401))).toMatch(/refused Duet's key/);
    expect(providerErrorMessage(httpError(404))).toMatch(/does not offer this model/);
    expect(providerErrorMessage(httpError(429))).toMatch(/busy/);
    expect(providerErrorMessage(httpError(502))).toMatch(/had a problem/);
    for (const status of [401, 404, 429, 502])
      expect(providerErrorMessage(httpError(status))).not.toMatch(/HTTP|upstream/);
  });

  it('says something plain for an error of any other shape', () => {
    expect(providerErrorMessage('boom')).toBe('The model could not answer. Try again, or choose another model.');
  });
});
