/** The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS. So is the known-device cookie. */
import { KNOWN_DEVICE_TTL_MS } from '../auth/known-devices.js';
import type { Config } from '../config.js';
import type { CookieJar } from '../context/context.js';

/** A browser that signed in before (auth/known-devices.ts). */
export const DEVICE_COOKIE = 'duet_device';

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function isSecure(config: Config, request: Request, forwardedHttps: boolean): boolean {
  if (config.session.secure !== 'auto') return config.session.secure;
  return new URL(request.url).protocol === 'https:' || forwardedHttps;
}

/** `forwardedHttps`: a trusted proxy says the client used HTTPS (client-address.ts). */
export function createCookieJar(config: Config, request: Request, forwardedHttps = false): CookieJar {
  const headers: string[] = [];
  const name = config.session.cookieName;
  const attrs = `Path=/; HttpOnly; SameSite=Lax${isSecure(config, request, forwardedHttps) ? '; Secure' : ''}`;
  return {
    headers,
    setSession(token, expiresAt) {
      headers.push(
        `${name}=${encodeURIComponent(token)}; ${attrs}; Expires=${expiresAt.toUTCString()}`,
      );
    },
    clearSession() {
      headers.push(`${name}=; ${attrs}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    },
    setDevice(secret) {
      headers.push(`${DEVICE_COOKIE}=${encodeURIComponent(secret)}; ${attrs}; Max-Age=${KNOWN_DEVICE_TTL_MS / 1000}`);
    },
    setAnonId(id) {
      headers.push(`duet_anon=${encodeURIComponent(id)}; ${attrs}; Max-Age=${365 * 24 * 3600}`);
    },
  };
}

/** Copies the collected Set-Cookie headers onto a response. */
export function withCookies(response: Response, jar: CookieJar): Response {
  if (jar.headers.length === 0) return response;
  try {
    for (const h of jar.headers) response.headers.append('set-cookie', h);
    return response;
  } catch {
    // Immutable headers (e.g. a fetched Response): copy into a new one.
    const copy = new Response(response.body, response);
    for (const h of jar.headers) copy.headers.append('set-cookie', h);
    return copy;
  }
}
