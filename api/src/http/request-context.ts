/** Builds the per-request Context: who is asking (cookie or bearer) and from where. */
import { SOURCE_LOCALE } from '../../../common/locales.js';
import { resolveSession, type ClientInfo } from '../auth/sessions.js';
import type { Actor } from '../chat/actor.js';
import type { Context } from '../context/context.js';
import { AuthError } from '../errors/domain-errors.js';
import type { Services } from '../services.js';
import { compileTrust, peerOf, type Trust } from './client-address.js';
import { createCookieJar, DEVICE_COOKIE, localeOfCookies, readCookie } from './cookies.js';
import { askedLocaleOfRequest } from './request-locale.js';

export const ANON_COOKIE = 'duet_anon';
const ANON_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function sessionToken(request: Request, cookieName: string): string | null {
  const auth = request.headers.get('authorization');
  if (auth && /^bearer\s+/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim() || null;
  return readCookie(request.headers.get('cookie'), cookieName) ?? null;
}

const trusts = new WeakMap<Services, Trust>();
function trustOf(services: Services): Trust {
  let trust = trusts.get(services);
  if (!trust) trusts.set(services, (trust = compileTrust(services.config.trustProxy)));
  return trust;
}

export async function buildContext(request: Request, services: Services, remoteAddress?: string): Promise<Context> {
  const token = sessionToken(request, services.config.session.cookieName);
  let viewer: Context['viewer'] = null;
  let session: Context['session'] = null;
  let authError: AuthError | null = null;
  if (token) {
    try {
      const resolved = await resolveSession(services.sessions, token);
      viewer = resolved.user;
      session = resolved.session;
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      authError = error;
    }
  }
  const peer = peerOf(request, remoteAddress, trustOf(services));
  const askedLocale = askedLocaleOfRequest(request.headers, viewer);
  const locale = askedLocale ?? SOURCE_LOCALE;
  const client: ClientInfo = {
    ip: peer.ip,
    userAgent: request.headers.get('user-agent') ?? undefined,
    deviceToken: readCookie(request.headers.get('cookie'), DEVICE_COOKIE),
    locale,
    chosenLocale: localeOfCookies(request.headers.get('cookie')),
    askedLocale,
  };
  const anon = readCookie(request.headers.get('cookie'), ANON_COOKIE) ?? request.headers.get('x-duet-anon-id');
  return {
    anonId: anon && ANON_ID.test(anon) ? anon : null,
    config: services.config,
    db: services.db,
    services,
    request,
    client,
    viewer,
    session,
    locale,
    authError,
    token,
    cookies: createCookieJar(services.config, request, peer.forwardedHttps),
    mayWrite: false,
    allowance: { state: null },
  };
}

/** Who is acting on chat data: the signed-in user and/or the anonymous visitor id. */
export function actorOf(ctx: Context): Actor {
  return { userId: ctx.viewer?.id ?? null, anonId: ctx.anonId };
}

/** The viewer, or the AuthError that says why there is none (docs/product.md §8 messages). */
export function requireViewer(ctx: Context): NonNullable<Context['viewer']> {
  if (ctx.viewer) return ctx.viewer;
  if (ctx.authError) throw ctx.authError;
  // The known-device cookie outlives logout: on its own it is no attempt at a session.
  const sentCookies = (ctx.request.headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim() !== '' && part.split('=')[0]!.trim() !== DEVICE_COOKIE);
  throw new AuthError(sentCookies ? 'Missing authentication cookie' : 'Not authenticated');
}
