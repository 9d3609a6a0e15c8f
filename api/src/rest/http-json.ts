/**
 * JSON in and out for the REST adapters: strict body parsing (content type,
 * size, syntax, shape) and the error body the spec's client reads
 * (`error.message`, then `detail`).
 */
import { fromDatabaseError } from '../errors/database-errors.js';
import type { Context as HonoContext } from 'hono';
import { DomainError, RateLimitedError, UnavailableError, ValidationError } from '../errors/domain-errors.js';
import { HttpError } from '../http/http-error.js';
import type { Context } from '../context/context.js';
import { localeOfRequest } from '../http/request-locale.js';
import { sayIn } from '../words/say-in.js';
import { containsNul, nestsDeeperThan, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../limits/json-depth.js';
import { wellFormed } from '../limits/well-formed.js';
import type { Logger } from '../logging/logger.js';
import { z } from 'zod';

const notJson = () => new HttpError(415, 'Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE');

/** Reads a JSON object body: 415, 413 or 400 with a clear message otherwise. */
export async function readJsonObject(c: HonoContext): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  // Multipart bodies pass the API's body limit (http/body-limit.ts) for the routes that stream
  // files: here, where JSON is expected, one is refused before a byte of it is read.
  if (/^multipart\//i.test(type)) throw notJson();
  // At most JSON_BODY_LIMIT bytes: the API's body limit refused more.
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw notJson();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'BAD_USER_INPUT');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object', 'BAD_USER_INPUT');
  }
  if (nestsDeeperThan(body)) throw new HttpError(400, TOO_DEEP_MESSAGE, 'BAD_USER_INPUT');
  if (containsNul(body)) throw new HttpError(400, NUL_MESSAGE, 'BAD_USER_INPUT');
  return wellFormed(body as Record<string, unknown>);
}

/** Every REST error's body: `error.code` for programs, `error.message` (and `detail`) for people. */
export const ErrorJson = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, …' }),
      message: z.string(),
      field: z.string().optional().meta({ description: 'Bad input: the first field refused.' }),
      fields: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .meta({ description: 'Bad input: every field refused, with its message.' }),
      reason: z.string().optional().meta({ description: 'Which limit or refusal, where there are several.' }),
      retry_after_seconds: z
        .number()
        .optional()
        .meta({ description: 'Rate limited or unavailable: when to try again.' }),
    }),
    detail: z.string().meta({ description: 'The message again, for clients that read `detail`.' }),
  })
  .meta({ id: 'Error' });
export type ErrorJson = z.output<typeof ErrorJson>;
type ErrorExtra = Omit<ErrorJson['error'], 'code' | 'message'>;

export function errorBody(message: string, code: string, extra: ErrorExtra = {}): ErrorJson {
  return { error: { code, message, ...extra }, detail: message };
}

/** Maps an error to its JSON answer; unexpected ones are logged and masked. */
export function errorResponse(c: HonoContext, error: unknown, logger: Logger): Response {
  error = fromDatabaseError(error) ?? error;
  // The server's sentences in the request's language, as GraphQL says them (the context's: the
  // account's, the device's, the browser's); a client's wire-format mistake is not marked and stays.
  const ctx = (c.var as { ctx?: Context }).ctx;
  const locale = ctx?.locale ?? localeOfRequest(c.req.raw.headers, null);
  if (error instanceof HttpError) {
    return c.json(errorBody(sayIn(locale, error.message), error.code), error.status as 400);
  }
  if (error instanceof DomainError) {
    const extra: ErrorExtra = {};
    if (error instanceof ValidationError) {
      extra.field = error.field;
      extra.fields = error.fieldErrors.map((f) => ({ ...f, message: sayIn(locale, f.message) }));
    }
    if ('reason' in error && typeof error.reason === 'string') extra.reason = error.reason;
    if (error instanceof RateLimitedError || error instanceof UnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      extra.retry_after_seconds = error.retryAfterSeconds;
    }
    return c.json(errorBody(sayIn(locale, error.message), error.code, extra), error.status as 400);
  }
  logger.error({ err: error }, 'unexpected REST error');
  return c.json(errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'), 500);
}
