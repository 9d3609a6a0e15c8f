/**
 * A POST to Duet's REST API the way the app makes every one: as this visitor (the session cookie,
 * or the embed's own id: embed-identity.ts), with the header that marks it as the app's own
 * (x-duet-csrf), signed out on a 401, and refused in the server's own words.
 */
import { errorText } from '../relay/error-text';
import { requestIdentity } from './embed-identity';
import { AuthRequiredError, forcedLogout } from './forced-logout';

export interface PostOptions {
  /** The body's media type (a FormData sets its own). */
  contentType?: string;
  /** What a refusal says when the server gave no words of its own. */
  refused: string;
  signal?: AbortSignal;
}

/** The answer when it is a success; otherwise throws an Error with the reason in words. */
export async function postToApi(path: string, body: BodyInit, options: PostOptions): Promise<Response> {
  const identity = requestIdentity();
  const headers: Record<string, string> = { ...identity.headers, 'x-duet-csrf': '1' };
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await fetch(path, {
    method: 'POST',
    credentials: identity.credentials,
    headers,
    body,
    signal: options.signal,
  });
  if (response.status === 401) {
    forcedLogout();
    throw new AuthRequiredError();
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new Error(errorText(payload, options.refused));
  }
  return response;
}

/** A POST whose answer is JSON. */
export async function postForJson(path: string, body: BodyInit, options: PostOptions): Promise<unknown> {
  const response = await postToApi(path, body, options);
  return response.json().catch(() => null);
}
