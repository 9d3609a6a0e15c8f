/**
 * The OpenAPI 3.1 document of REST (/api/v1), generated from the routes themselves: every route
 * carries its operation (rest/openapi/describe.ts), and hono-openapi walks the app's routes and turns
 * their zod schemas into JSON Schema (zod's own `toJSONSchema`). Served at /api/v1/openapi.json
 * (rest/openapi/routes.ts); api/test/openapi.test.ts checks it against what the routes answer.
 */
import type { Env, Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import { CSRF_MESSAGE } from '../../http/csrf.js';
import { ErrorJson } from '../http-json.js';
import { ERROR_ANSWERS } from './describe.js';

/** The routers in the reference's order, with what each holds. */
const TAGS: Array<[name: string, description: string]> = [
  ['Auth', 'Signing up, in and out; the session; single sign-on.'],
  ['Account', 'The account: onboarding, theme, language, personal instructions, e-mail, deletion, export.'],
  ['Chat', 'Conversations: threads, history, the answer stream, branches, feedback.'],
  ['Shares', 'Read-only public links to a conversation.'],
  ['Projects', 'Projects: conversations and files kept together.'],
  ['Documents', 'The knowledge library: documents the brain reads and cites.'],
  ['Uploads', 'Files attached to messages.'],
  ['Voice', 'Speaking to Duet: a recording written down by the server’s speech-to-text model.'],
  ['Import', 'Conversations imported from ChatGPT, Claude or Duet.'],
  ['Profile', 'The profile, its public page and the suggestions for it.'],
  ['Twin', 'The public twin, and its owner’s side: conversations, insights, access.'],
  ['Notifications', 'The bell.'],
  ['Models', 'The models a person may choose.'],
  ['Usage', 'A person’s own usage and limits.'],
  ['Tools', 'MCP servers, their tools, and the tool calls that wait for a yes or no.'],
  ['Admin', 'The admin area: people, invitations, settings, audit, AI models, usage, shared tools.'],
  ['Reference', 'This document and its reference page.'],
];

function description(cookieName: string): string {
  return [
    'REST beside GraphQL (`/graphql`): the routes docs/product.md §7 fixes, in snake_case JSON. Ids are the database’s; lists are pages of `offset` and `limit` (or `limit` and a cursor).',
    '## Authentication',
    '- **Bearer token**: `Authorization: Bearer <token>`. An *access token* made in Settings › Access tokens (GraphQL `createAccessToken`) is meant for scripts: it reads and changes the person’s data but is refused (403) where the account is managed, and a `read` one changes nothing. The token `POST /auth/login` answers is a *session* token and may do everything the person may.',
    `- **Session cookie** (\`${cookieName}\`): set by signing in. A request that changes data (any method but GET, HEAD and OPTIONS) carrying only the cookie must prove it is not a cross-site forgery: it comes from Duet's own pages (\`Sec-Fetch-Site: same-origin\`, or an \`Origin\` of Duet's own or of one the operator trusts in \`CORS_ORIGINS\`) or, from a client that sends neither, has a JSON content type or an \`x-duet-csrf\` header. Otherwise it is refused 403 \`CSRF_REFUSED\`: "${CSRF_MESSAGE}". A request with a bearer token needs no such proof. The GET that sends a message (\`/chat/stream\` with \`input\`) follows the same rule.`,
    '## Errors',
    'Every error answers its status with `{"error": {"code", "message"}, "detail": message}` (schema `Error`); bad input adds `field` and `fields`, a rate limit `retry_after_seconds` and the `Retry-After` header. Every response carries `X-Request-Id`.',
  ].join('\n\n');
}

const errorContent = { 'application/json': { schema: resolver(ErrorJson, { options: { io: 'output' } }) } };
const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } };

function errorResponses() {
  type Responses = NonNullable<NonNullable<Documentation['components']>['responses']>;
  const responses: Responses = {
    Error: { description: 'Any other error: a fault of Duet’s (500) or one of those above.', content: errorContent },
  };
  for (const [status, [name, text]] of Object.entries(ERROR_ANSWERS)) {
    responses[name] = {
      description: text,
      content: errorContent,
      ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
    };
  }
  return responses;
}

/** An operation on a path with an id may find nothing there (404): added where the route did not say so. */
function withNotFound(paths: Paths) {
  for (const [path, item] of Object.entries(paths)) {
    if (!path.includes('{')) continue;
    for (const op of Object.values(item ?? {}) as OperationObject[]) {
      op.responses ??= {};
      op.responses['404'] ??= { $ref: '#/components/responses/NotFound' };
    }
  }
}

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;
type Documentation = NonNullable<NonNullable<Parameters<typeof generateSpecs>[1]>['documentation']>;
type Paths = NonNullable<OpenApiDocument['paths']>;
type OperationObject = { responses?: Record<string, unknown> };

const documents = new WeakMap<object, Promise<OpenApiDocument>>();

/** The document of `api` (the Hono app mounted at /api/v1), made once. */
export function openApiDocument<E extends Env>(api: Hono<E>, cookieName: string): Promise<OpenApiDocument> {
  let made = documents.get(api);
  if (!made) {
    made = build(api, cookieName);
    documents.set(api, made);
  }
  return made;
}

async function build<E extends Env>(api: Hono<E>, cookieName: string): Promise<OpenApiDocument> {
  const doc = (await generateSpecs(api, {
    // openapi.json is a route like the others, not a static file.
    excludeStaticFile: false,
    documentation: {
      info: { title: 'Duet REST API', version: '1', description: description(cookieName) },
      servers: [{ url: '/api/v1', description: 'This Duet' }],
      tags: TAGS.map(([name, text]) => ({ name, description: text })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An access token (Settings › Access tokens) or a session token (`POST /auth/login`).',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: cookieName,
            description: 'The session cookie signing in sets; a change needs the CSRF proof above.',
          },
        },
        responses: errorResponses(),
      },
    },
  })) as OpenApiDocument;
  withNotFound(doc.paths ?? {});
  return doc;
}
