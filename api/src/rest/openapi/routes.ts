/**
 * GET /api/v1/openapi.json (the OpenAPI 3.1 document of REST) and GET /api/v1/docs (its reference
 * page): public, the same for everyone, cacheable. Both describe themselves like every route.
 */
import type { Env, Hono } from 'hono';
import { etag } from 'hono/etag';
import { restRouter } from '../router.js';
import { describer } from './describe.js';
import { openApiDocument } from './document.js';
import { referencePage } from './reference-page.js';

const describe = describer('Reference');

/** Caches may keep them a while; the ETag lets them check cheaply after a release. */
const CACHE = 'public, max-age=300';

/** The reference routes of `api`, the app mounted at /api/v1 whose routes the document lists. */
export function openApiRoutes<E extends Env>(api: Hono<E>, cookieName: string) {
  const routes = restRouter();
  routes.get(
    '/openapi.json',
    describe({
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of every route under /api/v1, generated from the routes themselves.',
      access: 'anyone',
      responses: {
        200: {
          description: 'The OpenAPI document',
          media: 'application/json',
          schema: { type: 'object', description: 'An OpenAPI 3.1 document' },
        },
      },
    }),
    etag(),
    async (c) => {
      c.header('cache-control', CACHE);
      return c.json(await openApiDocument(api, cookieName));
    },
  );
  routes.get(
    '/docs',
    describe({
      summary: 'The reference page',
      description: 'This document as an HTML page: every operation, its parameters, body and answers.',
      access: 'anyone',
      responses: { 200: { description: 'The reference, as HTML', media: 'text/html' } },
    }),
    etag(),
    async (c) => {
      const page = referencePage(await openApiDocument(api, cookieName));
      c.header('cache-control', CACHE);
      c.header('content-security-policy', page.csp);
      return c.html(page.html);
    },
  );
  return routes;
}
