/**
 * The web pages, as a browser or a link preview asks for them: the landing page, public profiles
 * (server-rendered, with their head and social card), twin chats, robots.txt and the sitemap.
 * Paths no page answers get 404 with the not-found page. Signed-in people get the app's page
 * (it has their sidebar); everyone else the server-rendered one.
 */
import { Hono, type Context as HonoContext } from 'hono';
import { themeOfCookies } from '../http/cookies.js';
import { LOCALE_VARY } from '../http/request-locale.js';
import { embedOriginOf } from '../profile/embed-origins.js';
import { indexablePages, publicPageOf, type PublicPage } from '../profile/public-profile.js';
import type { Services } from '../services.js';
import { embedStatusOf } from '../twin/embed.js';
import { publicPictureData } from '../uploads/open-upload.js';
import { isAppPath } from './app-paths.js';
import { embedScript } from './embed-script.js';
import { clip, type Head } from './head.js';
import { i18nFor, type I18n } from '../words/i18n.js';
import { pageLocale, pageViewer } from './page-viewer.js';
import { inLocale, inTheme, WebPages, type Page, type PublicPageContent } from './renderer.js';
import { sharedConversationPage } from './share-page.js';
import { appManifest, MANIFEST_PATH } from './app-manifest.js';
import { landingDescription } from './landing-words.js';
import { CardCache, drawCard } from './social-card.js';

const SITEMAP_MAX = 50_000;
export function webPageRoutes(services: Services): Hono {
  const { config, db } = services;
  const pages = new WebPages(config.webDist);
  const cards = new CardCache();
  // The first card loads the fonts and satori's layout engine (~300 ms): do it before anyone asks.
  if (config.env === 'production')
    setTimeout(() => void drawCard({ username: 'duet' }).catch(() => undefined), 2000).unref();
  const base = config.publicUrl;
  const duetOrigin = new URL(base).origin;
  /** Duet's own origins: the public one, and the one this request came to (a proxy may differ). */
  const duetOrigins = (c: HonoContext) => [duetOrigin, new URL(c.req.url).origin];
  const app = new Hono();

  const viewerOf = (c: HonoContext) => pageViewer(services, c.req.raw);

  /**
   * An HTML answer, in the device's theme and the request's language (page-viewer.ts pageLocale):
   * never cached (it names who is signed in and changes with the profile).
   */
  const send = async (
    c: HonoContext,
    page: Page | null,
    status: 200 | 404 = 200,
    extra: Record<string, string> = {},
  ) => {
    if (!page) {
      return c.html(
        '<!doctype html><title>Duet</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        503,
      );
    }
    c.header('content-security-policy', page.csp);
    c.header('cache-control', 'no-cache');
    c.header('vary', LOCALE_VARY);
    for (const [k, v] of Object.entries(extra)) c.header(k, v);
    const locale = await pageLocale(services, c.req.raw);
    return c.html(inTheme(inLocale(page, locale), themeOfCookies(c.req.header('cookie') ?? null)).html, status);
  };

  /** The server's words in the request's language: the pages' heads. */
  const wordsFor = async (c: HonoContext) => i18nFor(await pageLocale(services, c.req.raw));
  const notFoundHead = (i18n: I18n, path: string): Head => ({
    title: i18n._({ id: 'page.not-found.title', message: 'Page Not Found · Duet' }),
    description: i18n._({ id: 'page.not-found.description', message: 'There is no page at this address.' }),
    canonical: `${base}${path}`,
    noindex: true,
  });
  /**
   * The server-rendered page in the request's language, or the app's page when the web app was
   * built without the renderer.
   */
  const publicPage = async (c: HonoContext, content: PublicPageContent, head: Head) =>
    (await pages.publicPage({ ...content, locale: await pageLocale(services, c.req.raw) }, head)) ??
    pages.appPage(head);
  const notFound = async (c: HonoContext, signedIn: boolean) => {
    const head = notFoundHead(await wordsFor(c), c.req.path);
    return send(c, signedIn ? pages.appPage(head) : await publicPage(c, { page: 'not_found' }, head), 404);
  };

  const cardUrl = (page: PublicPage) =>
    `${base}/og/${page.profile.username}.png?v=${page.updatedAt.getTime().toString(36)}`;
  const profileHead = (i18n: I18n, page: PublicPage, path: string, title: string): Head => {
    const p = page.profile;
    const name = p.display_name?.trim() || p.username;
    const url = `${base}${path}`;
    return {
      title,
      description: p.bio
        ? clip(p.bio, 160)
        : i18n._({ id: 'page.profile.description', message: "Chat with {name}'s AI twin on Duet.", values: { name } }),
      canonical: url,
      image: cardUrl(page),
      imageAlt: i18n._({
        id: 'page.profile.image-alt',
        message: '{name} (@{username}) on Duet',
        values: { name, username: p.username },
      }),
      type: 'profile',
      noindex: page.hideFromSearch,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        dateModified: page.updatedAt.toISOString(),
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: `@${p.username}`,
          ...(p.title ? { jobTitle: p.title } : {}),
          ...(p.bio ? { description: p.bio } : {}),
          ...(p.location ? { homeLocation: { '@type': 'Place', name: p.location } } : {}),
          ...(p.interests.length ? { knowsAbout: p.interests } : {}),
          image: cardUrl(page),
          url: `${base}/${p.username}`,
        },
      },
    };
  };
  /** A twin chat's title: "Chat with Ada's twin · Duet". */
  const twinChatTitle = (i18n: I18n, page: PublicPage) =>
    i18n._({
      id: 'page.twin-chat.title',
      message: "Chat with {name}'s twin · Duet",
      values: { name: page.profile.display_name?.trim() || page.profile.username },
    });
  const robotsHeader = (page: PublicPage): Record<string, string> =>
    page.hideFromSearch ? { 'x-robots-tag': 'noindex' } : {};

  app.get('/', async (c) => {
    const viewer = await viewerOf(c);
    if (viewer) return c.redirect(viewer.isOnboarded ? '/chat' : '/onboarding', 302);
    const i18n = await wordsFor(c);
    const description = landingDescription(i18n);
    const head: Head = {
      title: i18n._({ id: 'page.landing.title', message: 'Duet · a private brain you trust, a public self you share' }),
      description,
      canonical: `${base}/`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Duet',
        url: `${base}/`,
        description,
      },
    };
    return send(c, await publicPage(c, { page: 'landing' }, head));
  });

  const manifest = appManifest(config.webDist);
  app.get(MANIFEST_PATH, async (c) => {
    const body = manifest(await pageLocale(services, c.req.raw));
    if (!body) return c.notFound();
    c.header('cache-control', 'no-cache');
    c.header('vary', LOCALE_VARY);
    return c.body(body, 200, { 'content-type': 'application/manifest+json' });
  });

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /graphql',
        'Allow: /',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  app.get('/sitemap.xml', async (c) => {
    const entries = await indexablePages(db, SITEMAP_MAX);
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url(`${base}/`),
      ...entries.map((e) => url(`${base}/${encodeURIComponent(e.username)}`, e.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    c.header('cache-control', 'public, max-age=600');
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
  });

  // The social card of a public profile; its address carries the profile's version (?v=).
  app.get('/og/:file', async (c) => {
    const username = /^(.+)\.png$/.exec(c.req.param('file'))?.[1];
    const page = username ? await publicPageOf(db, username) : null;
    if (!page) return c.json({ detail: 'Profile not found' }, 404);
    const key = `${page.profile.username}:${page.updatedAt.getTime()}`;
    const png = await cards.get(key, async () =>
      drawCard(page.profile, await publicPictureData(services.uploads, page.profile.avatar_url)),
    );
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
      'content-length': String(png.length),
    });
  });

  // /twin/{username} and /twin/{username}/ open the twin chat.
  // /twin/profile (My Twin › Public page) and /twin/conversations are the app's pages, not twins.
  const toTwinChat = (c: HonoContext, next: () => Promise<void>) =>
    isAppPath(c.req.path) ? next() : c.redirect(`/twin/${encodeURIComponent(c.req.param('username') ?? '')}/chat`, 302);
  app.get('/twin/:username', toTwinChat);
  app.get('/twin/:username/', toTwinChat);

  app.get('/twin/:username/chat', async (c) => {
    const username = c.req.param('username');
    const [viewer, page] = await Promise.all([viewerOf(c), publicPageOf(db, username)]);
    // The owner's own twin opens as a preview even while the profile is private.
    if (!page) return viewer?.username === username.toLowerCase() ? send(c, pages.appPage()) : notFound(c, !!viewer);
    const i18n = await wordsFor(c);
    const head = profileHead(i18n, page, c.req.path, twinChatTitle(i18n, page));
    return send(c, pages.appPage(head), 200, robotsHeader(page));
  });

  // The twin's compact chat, for other sites to frame: the owner names them (embed_origins).
  // Framed by a site where it cannot chat (not allowed, or the twin is closed to its visitors) it
  // is an empty page rather than the browser's broken frame; opened anywhere else it is the chat.
  app.get('/twin/:username/embed', async (c) => {
    const username = c.req.param('username');
    const page = await publicPageOf(db, username);
    const framer = framingSite(c, duetOrigins(c));
    if (framer && !embedStatusOf(page, username, framer, duetOrigin).shown) return emptyFrame(c);
    if (!page) return notFound(c, false);
    const i18n = await wordsFor(c);
    const head = {
      ...profileHead(i18n, page, `/twin/${page.profile.username}/chat`, twinChatTitle(i18n, page)),
      noindex: true,
    };
    return send(c, pages.appPage(head, { frameAncestors: ["'self'", ...page.embedOrigins] }));
  });

  // What embed.js asks before it draws its button: may the twin show on this site (twin/embed.ts)?
  // Any site may ask (it is what the embed page's frame-ancestors says anyway), without cookies.
  app.get('/twin/:username/embed.json', async (c) => {
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'no-store');
    const asked = c.req.header('origin') ?? c.req.query('origin');
    if (!asked) return c.json({ detail: 'Name the site asking: the Origin header, or ?origin=' }, 400);
    const origin = embedOriginOf(asked) ?? asked.slice(0, 200);
    const username = c.req.param('username');
    const page = await publicPageOf(db, username);
    const self = duetOrigins(c).includes(origin) ? duetOrigin : origin;
    return c.json(embedStatusOf(page, username.slice(0, 40), self, duetOrigin));
  });

  // The one-line snippet's script: a floating button on the owner's site that opens the embed.
  app.get('/embed.js', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    c.header('cross-origin-resource-policy', 'cross-origin');
    return c.body(embedScript(base), 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });

  // A shared conversation: the same server-rendered page for everyone (share-page.ts).
  app.get('/share/:token', async (c) => {
    const shared = await sharedConversationPage(services, c.req.param('token'), await wordsFor(c));
    if (!shared) return notFound(c, !!(await viewerOf(c)));
    return send(c, await publicPage(c, shared.data, shared.head), 200, { 'x-robots-tag': 'noindex' });
  });

  // Any other page: the app's own sections, a profile (/{username}), or nothing (404).
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/graphql') || path.startsWith('/assets/')) return next();
    if (isAppPath(path)) return next();
    const viewer = await viewerOf(c);
    const username = /^\/([^/.]+)\/?$/.exec(path)?.[1];
    const page = username ? await publicPageOf(db, safeDecode(username)) : null;
    if (!page) return notFound(c, !!viewer);
    // The owner's own page is /twin, unless they preview it as a visitor sees it (?preview=visitor).
    if (viewer?.id === page.ownerId && c.req.query('preview') !== 'visitor') return c.redirect('/twin', 302);
    const name = page.profile.display_name?.trim() || page.profile.username;
    const head = profileHead(
      await wordsFor(c),
      page,
      `/${page.profile.username}`,
      `${name} (@${page.profile.username}) · Duet`,
    );
    if (viewer) return send(c, pages.appPage(head), 200, robotsHeader(page));
    const profile = { ...page.profile, twin_access: page.twinAccess };
    return send(c, await publicPage(c, { page: 'profile', profile }, head), 200, robotsHeader(page));
  });

  return app;
}

/**
 * The other site whose page frames this request, when the browser says so (Sec-Fetch-Dest and the
 * Referer's origin, which a page cannot forge; a page that sends no Referer gets the usual page,
 * which the browser refuses to frame unless the site is allowed).
 */
function framingSite(c: HonoContext, own: string[]): string | null {
  if (c.req.header('sec-fetch-dest') !== 'iframe') return null;
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const origin = new URL(referer).origin;
    return own.includes(origin) ? null : origin;
  } catch {
    return null;
  }
}

/** A page with nothing on it, that any site may frame (there is nothing in it to trick anyone into). */
function emptyFrame(c: HonoContext) {
  c.header('content-security-policy', "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *");
  c.header('cache-control', 'no-store');
  c.header('x-robots-tag', 'noindex');
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Duet</title></head><body></body></html>',
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
