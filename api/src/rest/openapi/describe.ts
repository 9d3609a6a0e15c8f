/**
 * How a REST route describes itself in the OpenAPI document (rest/openapi/document.ts): a middleware
 * beside the handler that does nothing at run time and carries the operation. Its request schemas
 * are the ones the handler parses with (`parseInput(schema, …)`), its answers' schemas the ones the
 * shape functions are typed by, so the document is generated from what the route really does.
 * docs/decisions/openapi.md says why it is hono-openapi's `describeRoute`.
 */
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';

type RouteSpec = Parameters<typeof describeRoute>[0];

/**
 * Who may call it. `anyone`: no credential; `optional`: anyone, and a signed-in person is known;
 * `signedIn`: a session or an access token; `account`: account management, a session only (an access
 * token is refused); `admin`: an admin (to anyone else the route does not exist), a change needing a
 * session.
 */
export type Access = 'anyone' | 'optional' | 'signedIn' | 'account' | 'admin';

/** The error answers, each a response of the document's components (rest/openapi/document.ts). */
export const ERROR_ANSWERS = {
  400: ['BadRequest', 'Bad input (`BAD_USER_INPUT`): the message names the field and the rule; nothing changed.'],
  401: ['Unauthenticated', 'No credential, or one that is unknown, revoked or expired (`UNAUTHENTICATED`).'],
  403: [
    'Forbidden',
    'Not allowed (`FORBIDDEN`): a read-only token changing data, an access token managing the account; or a change sent cross-site without a token (`CSRF_REFUSED`).',
  ],
  404: ['NotFound', 'Nothing with that id that you may see (`NOT_FOUND`).'],
  409: [
    'Conflict',
    'Not possible as things stand (`CONFLICT`): a unique value already taken, an answer still being written, a feature this server has not set up.',
  ],
  413: ['PayloadTooLarge', 'A body over 1 MB, or a file over its limit (`PAYLOAD_TOO_LARGE`).'],
  415: ['UnsupportedMediaType', 'The body is not of the content type the route reads (`UNSUPPORTED_MEDIA_TYPE`).'],
  429: ['RateLimited', 'Too many of these in a while (`RATE_LIMITED`): `Retry-After` says when to try again.'],
  503: ['Unavailable', 'Duet is restarting, or its database or Redis is away (`UNAVAILABLE`): try again.'],
  507: ['InsufficientStorage', 'Out of space, or a storage quota reached (`INSUFFICIENT_STORAGE`): nothing was saved.'],
} as const;

/** Error statuses an operation may answer beyond those its access and request imply. */
type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** An answer: a JSON schema, or another media type (a download, a stream), or nothing (204, 302). */
export type Answer =
  | z.ZodType
  | { description: string; json: z.ZodType; also?: Record<string, object> }
  | { description: string; media: string | string[]; schema?: object; headers?: Record<string, string> }
  | { description: string; empty: true; headers?: Record<string, string> };

export interface Operation {
  summary: string;
  description?: string;
  access: Access;
  /** The query the handler reads (strings, as they arrive). */
  query?: z.ZodObject;
  /** The JSON body the handler parses (snake_case, as the client sends it). */
  body?: z.ZodType;
  /** A multipart/form-data body: its file field, and whether it repeats. */
  files?: { field: string; many: boolean };
  /** A raw body of one of these media types (a recording): the bytes themselves. */
  raw?: readonly string[];
  responses: Partial<Record<200 | 201 | 202 | 204 | 302, Answer>>;
  errors?: ErrorStatus[];
}

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  anyone: [],
  optional: [{}, { bearer: [] }, { session: [] }],
  signedIn: [{ bearer: [] }, { session: [] }],
  account: [{ session: [] }, { bearer: [] }],
  admin: [{ session: [] }, { bearer: [] }],
};

const ACCESS_NOTE: Partial<Record<Access, string>> = {
  account: 'Account management: an access token is refused (403); a session (its cookie or its bearer token) may.',
  admin:
    'Admins only: to anyone else the route does not exist (404). A change is account management: an access token is refused (403).',
};

/** The error statuses the operation's shape implies, by the rules of rest/access.ts and http/csrf.ts. */
function impliedErrors(op: Operation): ErrorStatus[] {
  const errors: ErrorStatus[] = [];
  // A query is refused only where its schema has rules: the operation says 400 itself.
  if (op.body || op.files || op.raw) errors.push(400);
  if (op.access !== 'anyone' && op.access !== 'optional') errors.push(401);
  if (op.access === 'account' || op.access === 'admin') errors.push(403);
  if (op.access === 'admin') errors.push(404);
  if (op.body) errors.push(413, 415);
  if (op.files) errors.push(413, 415, 429, 507);
  if (op.raw) errors.push(413, 415);
  return errors;
}

/**
 * zod's JSON Schema, tidied: `.int()` is a safe integer, whose bounds (±2^53 − 1) say nothing a
 * reader needs. What JSON Schema cannot say (a `z.custom`) is any value.
 */
const JSON_SCHEMA = {
  unrepresentable: 'any',
  override: ({ jsonSchema: json }: { jsonSchema: Record<string, unknown> }) => {
    if (json.type !== 'integer') return;
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  },
} as const;

const output = (schema: z.ZodType) => resolver(schema, { options: { io: 'output', ...JSON_SCHEMA } });
const input = (schema: z.ZodType) => resolver(schema, { options: { io: 'input', ...JSON_SCHEMA } });

function answer(status: number, a: Answer) {
  if ('_zod' in a) return { description: DEFAULT_DESCRIPTION[status] ?? 'OK', content: json(a) };
  if ('json' in a) return { description: a.description, content: { ...json(a.json), ...alsoAs(a.also) } };
  const headers = 'headers' in a && a.headers ? headerObjects(a.headers) : undefined;
  if ('empty' in a) return { description: a.description, ...(headers ? { headers } : {}) };
  return {
    description: a.description,
    content: Object.fromEntries([a.media].flat().map((media) => [media, a.schema ? { schema: a.schema } : {}])),
    ...(headers ? { headers } : {}),
  };
}

/** Other media types the same answer may come as (a CSV beside the JSON), each with its schema. */
const alsoAs = (also: Record<string, object> = {}) =>
  Object.fromEntries(Object.entries(also).map(([media, schema]) => [media, { schema }]));

const json = (schema: z.ZodType) => ({ 'application/json': { schema: output(schema) } });

const headerObjects = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );

const DEFAULT_DESCRIPTION: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/**
 * The operation's middleware. Each route of a router passes its tag (the router's name in the
 * reference), so `describe('Profile')({...})` reads as the router's own.
 */
export const describer =
  (tag: string) =>
  (op: Operation): MiddlewareHandler =>
    // The document's validity is checked whole (api/test/openapi.test.ts), not by openapi-types.
    describeRoute(<RouteSpec>{
      tags: [tag],
      summary: op.summary,
      ...(op.description || ACCESS_NOTE[op.access]
        ? { description: [op.description, ACCESS_NOTE[op.access]].filter(Boolean).join('\n\n') }
        : {}),
      security: SECURITY[op.access],
      ...(op.query ? { parameters: queryParameters(op.query) } : {}),
      ...(op.body ? { requestBody: jsonBody(op.body) } : {}),
      ...(op.files ? { requestBody: multipart(op.files) } : {}),
      ...(op.raw ? { requestBody: rawBody(op.raw) } : {}),
      responses: {
        ...Object.fromEntries(Object.entries(op.responses).map(([status, a]) => [status, answer(Number(status), a)])),
        ...Object.fromEntries(
          [...new Set([...impliedErrors(op), ...(op.errors ?? [])])]
            .sort()
            .map((status) => [status, { $ref: `#/components/responses/${ERROR_ANSWERS[status][0]}` }]),
        ),
        default: { $ref: '#/components/responses/Error' },
      },
    });

/** A JSON body; required when its schema refuses an empty one (an absent body reads as `{}`). */
const jsonBody = (schema: z.ZodType) => ({
  required: !schema.safeParse({}).success,
  content: { 'application/json': { schema: input(schema) } },
});

function multipart(files: { field: string; many: boolean }) {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { [files.field]: files.many ? { type: 'array', items: file } : file },
          required: [files.field],
        },
      },
    },
  };
}

/** The bytes themselves, as any of these media types (parameters such as `;codecs=opus` allowed). */
const rawBody = (media: readonly string[]) => ({
  required: true,
  content: Object.fromEntries(media.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
});

/** Query parameters from the object schema the handler parses the query with (each one a string). */
function queryParameters(query: z.ZodObject) {
  return Object.entries(query.shape as Record<string, z.ZodType>).map(([name, schema]) => {
    const { description, ...json } = schemaOf(schema);
    return {
      in: 'query',
      name,
      required: !schema.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
    };
  });
}

/** The input side of one query field (a transform's result is the handler's business). */
function schemaOf(schema: z.ZodType): { description?: string } & Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', ...JSON_SCHEMA });
  return json;
}
