/**
 * Who asks for a page, and in which language it opens: the pages the server sends (public-pages/
 * routes.ts, the app's page in app.ts) read the session cookie themselves (they are not API requests,
 * which have their context). Looked up once per request, however many times it is asked.
 */
import type { Locale } from '../../../common/locales.js';
import { resolveSession } from '../auth/sessions.js';
import type { User } from '../db/generated/sqlite/client.js';
import { AuthError } from '../errors/domain-errors.js';
import { readCookie } from '../http/cookies.js';
import { localeOfRequest } from '../http/request-locale.js';
import type { Services } from '../services.js';

const viewers = new WeakMap<Request, Promise<User | null>>();

/** The signed-in person asking for a page (a session cookie), or null. */
export function pageViewer(services: Services, request: Request): Promise<User | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = (async () => {
      const token = readCookie(request.headers.get('cookie'), services.config.session.cookieName);
      if (!token) return null;
      try {
        return (await resolveSession(services.sessions, token)).user;
      } catch (error) {
        if (error instanceof AuthError) return null;
        throw error;
      }
    })();
    viewers.set(request, viewer);
  }
  return viewer;
}

/** The language a page opens in (http/request-locale.ts localeOfRequest). */
export async function pageLocale(services: Services, request: Request): Promise<Locale> {
  return localeOfRequest(request.headers, await pageViewer(services, request));
}
