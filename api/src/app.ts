/**
 * Builds the HTTP app (no listen): Yoga at /graphql, REST at /api/v1,
 * health probes, and the built web app with SPA fallback. Where a GraphQL request leaves Hono's
 * and Yoga's usual path (`asServed`, `handleRequest`, handing on the same response), why, and
 * the figures that keep it: docs/decisions/history-page-profile.md.
 */
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config.js';
import type { Context } from './context/context.js';
import { createDb, type Db } from './db/client.js';
import { pingDatabase } from './db/ping.js';
import { newestMigration, schemaProbe } from './db/schema-probe.js';
import { canWrite } from './db/write-probe.js';
import { themeOfCookies, withCookies } from './http/cookies.js';
import { apiCors } from './http/cors.js';
import { answerGateRoutes } from './http/answer-gate-routes.js';
import { CSRF_MESSAGE, mayWrite, originPolicy, passesCsrf } from './http/csrf.js';
import { createGraphQL, graphQLErrorMask } from './http/graphql.js';
import { jsonBodyLimit, TOO_LARGE_MESSAGE } from './http/body-limit.js';
import { graphQLTooLarge, guardGraphQLRequest } from './http/graphql-request.js';
import { cspForInlinePage, securityHeaders } from './http/security-headers.js';
import { inLocale, inTheme, WebPages } from './public-pages/renderer.js';
import { pageLocale } from './public-pages/page-viewer.js';
import { LOCALE_VARY } from './http/request-locale.js';
import { webPageRoutes } from './public-pages/routes.js';
import { MANIFEST_PATH } from './public-pages/app-manifest.js';
import { createSseSubscriptions } from './http/subscriptions/sse-subscriptions.js';
import { buildContext } from './http/request-context.js';
import { graphQLAllowance } from './http/request-allowance.js';
import { admitSubscription } from './http/graphql-allowance.js';
import { requestLog } from './http/request-log.js';
import { metricsPage } from './http/metrics-page.js';
import { NUL_MESSAGE } from './errors/database-errors.js';
import { createLogger, type Logger } from './logging/logger.js';
import { changeData } from './rest/access.js';
import { chargeRoute } from './rest/allowance.js';
import { adminRoutes } from './rest/admin.js';
import { adminToolRoutes } from './rest/admin-tools.js';
import { adminAiRoutes, modelRoutes } from './rest/ai-models.js';
import { accountRoutes } from './rest/account.js';
import { adminUsageRoutes, usageRoutes } from './rest/usage.js';
import { VOICE_TRANSCRIPTIONS_PATH, voiceRoutes } from './rest/voice.js';
import { toolRoutes } from './rest/tools.js';
import { authRoutes } from './rest/auth.js';
import { singleSignOnRoutes } from './rest/single-sign-on.js';
import { chatRoutes } from './rest/chat.js';
import { chatAnswerRoutes } from './rest/chat-answers.js';
import { exportRoutes } from './rest/export.js';
import { chatShareRoutes, shareRoutes } from './rest/shares.js';
import { uploadRoutes } from './rest/uploads.js';
import { documentRoutes } from './rest/documents.js';
import { projectRoutes } from './rest/projects.js';
import { projectItemRoutes } from './rest/project-items.js';
import { importRoutes } from './rest/import.js';
import { notificationRoutes } from './rest/notifications.js';
import { profileRoutes } from './rest/profile.js';
import { profileSuggestionRoutes } from './rest/profile-suggestions.js';
import { TWIN_VOICE_TRANSCRIPTIONS_PATH, twinRoutes } from './rest/twin.js';
import { twinOwnerRoutes } from './rest/twin-owner.js';
import { errorBody, errorResponse } from './rest/http-json.js';
import { openApiRoutes } from './rest/openapi/routes.js';
import { createServices, type ServiceOverrides, type Services } from './services.js';
import { startTraces, type Traces } from './monitoring/traces.js';

type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { ctx: Context } };

export interface App {
  fetch: (request: Request) => Promise<Response>;
  hono: Hono<AppEnv>;
  services: Services;
  /** OpenTelemetry traces (monitoring/traces.ts): null when no OTLP endpoint is set. */
  traces: Traces | null;
  close(): Promise<void>;
}

export interface AppOptions extends ServiceOverrides {
  db?: Db;
  logger?: Logger;
}

export function createApp(config: Config, options: AppOptions = {}): App {
  const logger = options.logger ?? createLogger(config);
  // Before anything that makes spans; off (no OTLP endpoint), the API stays its no-op.
  const traces = config.traces ? startTraces(config.traces, logger) : null;
  const db = options.db ?? createDb(config.database, logger);
  const services = createServices(config, db, logger, options);
  const yoga = createGraphQL(services);
  const app = new Hono<AppEnv>();

  app.onError((error, c) => errorResponse(c, error, logger));
  app.use('*', requestLog(logger, services.metrics, traces !== null));
  app.use('*', securityHeaders(config));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/metrics', (c) => metricsPage(c, services.metrics, config.metrics.token, errorBody));
  const migrated = schemaProbe(db, newestMigration(config.database.kind));
  app.get('/readyz', async (c) => {
    // Shutting down (SIGTERM): load balancers stop sending new work here.
    if (services.chat.runs.draining) return c.json({ status: 'unavailable', reason: 'draining' }, 503);
    try {
      await pingDatabase(db);
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    }
    if (!(await migrated())) return c.json({ status: 'unavailable', database: 'not migrated' }, 503);
    if (!(await canWrite(db))) return c.json({ status: 'unavailable', database: 'full' }, 503);
    // Answers stream through Redis when several processes share the work: without it, none can be sent.
    if (services.redisLink && !services.redisLink.ready)
      return c.json({ status: 'unavailable', redis: 'unreachable' }, 503);
    return c.json({ status: 'ready', database: 'ok', ...(services.redisLink ? { redis: 'ok' } : {}) });
  });

  // Who is asking, for every API request; cookies the handlers set go on the answer. A request
  // that would change data must come from Duet's own pages or prove it is not a forged one.
  const origins = originPolicy(config);
  const withContext = async (c: import('hono').Context<AppEnv>, next: () => Promise<void>) => {
    // A NUL in the address (an id, a username, a query value): no record can match it.
    if (/%00/i.test(c.req.url)) return c.json(errorBody(NUL_MESSAGE, 'BAD_USER_INPUT'), 400);
    if (!passesCsrf(c.req.raw, origins)) {
      return c.json(errorBody(CSRF_MESSAGE, 'CSRF_REFUSED'), 403);
    }
    const ctx = await buildContext(c.req.raw, services, c.env?.incoming?.socket?.remoteAddress);
    ctx.mayWrite = mayWrite(c.req.raw, origins);
    c.set('ctx', ctx);
    await next();
    const res = withCookies(c.res, ctx.cookies);
    // Hono's setter copies the response (its body as a stream) even when it is the same one.
    if (res !== c.res) c.res = res;
  };

  // Subscriptions over SSE at /graphql stream their events without Yoga's per-event pipeline
  // (http/subscriptions/); everything else, and every error before a stream, is Yoga's.
  const sse = createSseSubscriptions(yoga, {
    maskError: graphQLErrorMask(services),
    pingMs: config.env === 'test' ? 300 : 12_000,
    traced: traces !== null,
    admit: admitSubscription,
  });
  const cors = apiCors(origins);
  // Bodies of at most 1 MB (http/body-limit.ts), refused in each API's error shape.
  const graphQLBodyLimit = jsonBodyLimit(() => graphQLTooLarge());
  // A recording is no JSON: its routes read their raw body under a cap of their own (rest/voice.ts,
  // a visitor's to a twin: rest/twin.ts).
  const restBodyLimit = jsonBodyLimit(
    (c) => c.json(errorBody(TOO_LARGE_MESSAGE, 'PAYLOAD_TOO_LARGE'), 413),
    [VOICE_TRANSCRIPTIONS_PATH, TWIN_VOICE_TRANSCRIPTIONS_PATH],
  );
  // The request allowance (http/request-allowance.ts): every API answer says where it stands.
  const allowance = graphQLAllowance();
  app.use('/graphql', cors, graphQLBodyLimit, withContext, allowance);
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    const request = guardGraphQLRequest(c.req.raw, c.var.ctx);
    if (request instanceof Response) return request;
    const outcome = await sse.handle(request, { ctx: c.var.ctx });
    if ('response' in outcome) return outcome.response;
    // handleRequest is Yoga's fetch without racing the answer against the request's abort signal:
    // that race only lets a caller stop waiting for a client that has gone, and its listener kept
    // each answer (the whole page) alive past the young generation's collections, so the old
    // generation filled with them (bench/RESULTS.md, the history page).
    return asServed(await yoga.handleRequest(outcome.request, { ctx: c.var.ctx }));
  });
  app.on(['PUT', 'DELETE', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { ctx: c.var.ctx }));
  app.use('/graphql/stream', cors, graphQLBodyLimit, withContext, allowance);
  app.on(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], '/graphql/stream', async (c) => {
    const request = guardGraphQLRequest(c.req.raw, c.var.ctx);
    return request instanceof Response ? request : yoga.fetch(request, { ctx: c.var.ctx });
  });

  const api = new Hono<AppEnv>();
  // Each request charged to the allowance (rest/allowance.ts); a read-only access token changes
  // nothing (auth/access.ts).
  api.use('*', cors, restBodyLimit, withContext, chargeRoute, changeData);
  api.route('/auth', authRoutes);
  api.route('/account', accountRoutes);
  api.route('/auth', singleSignOnRoutes);
  api.route('/chat', chatRoutes);
  api.route('/chat', chatAnswerRoutes);
  api.route('/chat', chatShareRoutes);
  api.route('/shares', shareRoutes);
  api.route('/upload', uploadRoutes);
  api.route('/documents', documentRoutes);
  api.route('/projects', projectRoutes);
  api.route('/projects', projectItemRoutes);
  api.route('/import', importRoutes);
  api.route('/profile', profileRoutes);
  api.route('/profile', profileSuggestionRoutes);
  api.route('/twin', twinOwnerRoutes);
  api.route('/twin', twinRoutes);
  api.route('/notifications', notificationRoutes);
  api.route('/models', modelRoutes);
  api.route('/admin/ai', adminAiRoutes);
  api.route('/usage', usageRoutes);
  api.route('/voice', voiceRoutes);
  api.route('/tools', toolRoutes);
  api.route('/admin/usage', adminUsageRoutes);
  api.route('/admin/tools', adminToolRoutes);
  api.route('/admin', adminRoutes);
  api.route('/', exportRoutes);
  // The document of every route above (rest/openapi/), and its reference page.
  api.route('/', openApiRoutes(api, config.session.cookieName));
  api.all('*', (c) => c.json(errorBody(`No such API route: ${c.req.method} ${c.req.path}`, 'NOT_FOUND'), 404));
  app.route('/api/v1', api);
  if (config.testing.answerGate) app.route('/testing/answer-gate', answerGateRoutes(services.answerGate));

  mountWebApp(app, services);

  return {
    fetch: (request) => Promise.resolve(app.fetch(request)),
    hono: app,
    services,
    traces,
    async close() {
      await services.close();
      await db.$disconnect();
      await traces?.close();
    },
  };
}

const JSON_RESULT = /^application\/(graphql-response\+)?json/i;
/** Statuses whose response has no body (the Fetch standard's null body statuses). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Yoga's answer as this server writes it. A result (JSON: a string in Yoga's own Response class)
 * is handed on as a Response of the server's own class with the same status and headers, which
 * @hono/node-server writes to the socket as it is; Yoga's it reads back through a stream, and Hono
 * copies it whole if a middleware replaces it. GraphiQL (HTML that Yoga renders with inline code)
 * runs under a policy naming that code.
 */
async function asServed(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (JSON_RESULT.test(type)) {
    if (NO_BODY.has(response.status) || response.headers.has('set-cookie')) return response;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return new Response(await response.text(), { status: response.status, headers });
  }
  if (!type.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', cspForInlinePage(html));
  return new Response(html, { status: response.status, headers });
}

/**
 * How long a browser keeps a file of the web app's build. Hashed assets: a year (a new build names
 * them anew). The service worker and the app's manifest: asked again every time, so that a new
 * version is found as soon as it is deployed (web/vite-pwa.ts); the worker's Workbox runtime goes
 * with it. Icons: a day. Anything else: as the browser decides.
 */
export function staticCacheControl(path: string): string | null {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path === MANIFEST_PATH || /^\/workbox-[\w-]+\.js$/.test(path)) return 'no-cache';
  if (path.startsWith('/icons/')) return 'public, max-age=86400';
  return null;
}

/**
 * The web app: the build's files (hashed assets compressed and cached for a year), the pages
 * the server renders or heads (public-pages/routes.ts), and the app's page for its own paths.
 */
function mountWebApp(app: Hono<AppEnv>, services: Services) {
  const config = services.config;
  const root = config.webDist;
  const files = serveStatic({ root, precompressed: true });
  app.use('*', async (c, next) => {
    const p = c.req.path;
    // Pages need a fresh nonce (below), the app's manifest is in the request's language
    // (public-pages/app-manifest.ts); the build's own folders (.vite, .server) are not served.
    if (p === '/' || p.endsWith('.html') || p.includes('/.') || p === MANIFEST_PATH) return next();
    const res = await files(c, next);
    if (res?.ok) {
      const cacheControl = staticCacheControl(p);
      if (cacheControl) res.headers.set('cache-control', cacheControl);
    }
    return res;
  });
  // Pages (and the sitemap) go out compressed; the build's assets are compressed ahead (above).
  app.use('*', compress({ contentTypeFilter: /^(text\/html|application\/xml|text\/plain)/ }));
  app.route('/', webPageRoutes(services));
  const pages = new WebPages(root);
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/graphql')) return c.notFound();
    const page = pages.appPage();
    if (!page) {
      return c.html(
        '<!doctype html><title>Duet</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
        503,
      );
    }
    c.header('content-security-policy', page.csp);
    c.header('cache-control', 'no-cache');
    // Opened in the device's theme and the request's language, before any script runs (auth/theme.ts,
    // http/request-locale.ts).
    c.header('vary', LOCALE_VARY);
    const locale = await pageLocale(services, c.req.raw);
    return c.html(inTheme(inLocale(page, locale), themeOfCookies(c.req.header('cookie') ?? null)).html);
  });
}
