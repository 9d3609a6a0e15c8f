/** The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS. So are the known-device and SSO flow cookies. */
import { KNOWN_DEVICE_TTL_MS } from '../auth/known-devices.js';
import { SSO_FLOW_TTL_MS } from '../auth/single-sign-on.js';
import { parse, serialize } from 'hono/utils/cookie';
import { isLocale, type Locale } from '../../../common/locales.js';
import type { Config } from '../config.js';
import type { CookieJar } from '../context/context.js';

/** The single sign-on flow under way (auth/single-sign-on.ts), sent to its callback only. */
export const SSO_FLOW_COOKIE = 'duet_sso';
const SSO_FLOW_PATH = '/api/v1/auth/oidc';

/** A browser that signed in before (auth/known-devices.ts). */
export const DEVICE_COOKIE = 'duet_device';

/**
 * The theme this device shows (auth/theme.ts): the web app writes it (web/src/features/theme/apply-theme.ts),
 * and the server opens its pages in it, so they paint in that theme before any script runs.
 */
export const THEME_COOKIE = 'duet_theme';

/** The device's explicit theme, or null (none chosen, or system: the device's own preference). */
export function themeOfCookies(header: string | null): 'light' | 'dark' | null {
  const value = readCookie(header, THEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The language chosen on this device (auth/locale.ts): the web app writes it when a person picks one,
 * also before signing in (web/src/i18n/language.ts), and the server answers in it
 * (http/request-locale.ts localeOfRequest).
 */
export const LOCALE_COOKIE = 'duet_locale';

/** The device's chosen language, or null (none chosen, or a tag Duet does not speak). */
export function localeOfCookies(header: string | null): Locale | null {
  const value = readCookie(header, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** One cookie of a Cookie header (Hono's parser: quoted and percent-encoded values decoded). */
export function readCookie(header: string | null, name: string): string | undefined {
  return header ? parse(header, name)[name] : undefined;
}

function isSecure(config: Config, request: Request, forwardedHttps: boolean): boolean {
  if (config.session.secure !== 'auto') return config.session.secure;
  return new URL(request.url).protocol === 'https:' || forwardedHttps;
}

/** `forwardedHttps`: a trusted proxy says the client used HTTPS (client-address.ts). */
export function createCookieJar(config: Config, request: Request, forwardedHttps = false): CookieJar {
  const headers: string[] = [];
  const name = config.session.cookieName;
  const attrs = {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(config, request, forwardedHttps),
  } as const;
  return {
    headers,
    setSession(token, expiresAt) {
      headers.push(serialize(name, token, { ...attrs, expires: expiresAt }));
    },
    clearSession() {
      headers.push(serialize(name, '', { ...attrs, maxAge: 0, expires: new Date(0) }));
    },
    setDevice(secret) {
      headers.push(serialize(DEVICE_COOKIE, secret, { ...attrs, maxAge: KNOWN_DEVICE_TTL_MS / 1000 }));
    },
    setAnonId(id) {
      headers.push(serialize('duet_anon', id, { ...attrs, maxAge: 365 * 24 * 3600 }));
    },
    setSsoFlow(sealed) {
      const maxAge = sealed ? SSO_FLOW_TTL_MS / 1000 : 0;
      headers.push(serialize(SSO_FLOW_COOKIE, sealed, { ...attrs, path: SSO_FLOW_PATH, maxAge }));
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
