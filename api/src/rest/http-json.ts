/**
 * JSON in and out for the REST adapters: strict body parsing (content type,
 * size, syntax, shape) and the error body the spec's client reads
 * (`error.message`, then `detail`).
 */
import type { Context as HonoContext } from 'hono';
import {
  DomainError,
  RateLimitedError,
  UnavailableError,
  ValidationError,
} from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';

export const JSON_BODY_LIMIT = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code = 'BAD_REQUEST',
  ) {
    super(message);
  }
}

/** Reads a JSON object body: 415, 413 or 400 with a clear message otherwise. */
export async function readJsonObject(c: HonoContext): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > JSON_BODY_LIMIT) {
    throw new HttpError(413, 'Request body is too large (limit 1 MB)', 'PAYLOAD_TOO_LARGE');
  }
  const text = await readLimitedText(c.req.raw);
  if (text.trim() === '') return {};
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'BAD_USER_INPUT');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object', 'BAD_USER_INPUT');
  }
  return body as Record<string, unknown>;
}

async function readLimitedText(request: Request): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > JSON_BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, 'Request body is too large (limit 1 MB)', 'PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function errorBody(message: string, code: string, extra: Record<string, unknown> = {}) {
  return { error: { code, message, ...extra }, detail: message };
}

/** Maps an error to its JSON answer; unexpected ones are logged and masked. */
export function errorResponse(c: HonoContext, error: unknown, logger: Logger): Response {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.message, error.code), error.status as 400);
  }
  if (error instanceof DomainError) {
    const extra: Record<string, unknown> = {};
    if (error instanceof ValidationError) {
      extra.field = error.field;
      extra.fields = error.fieldErrors;
    }
    if ('reason' in error && typeof error.reason === 'string') extra.reason = error.reason;
    if (error instanceof RateLimitedError || error instanceof UnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      extra.retry_after_seconds = error.retryAfterSeconds;
    }
    return c.json(errorBody(error.message, error.code, extra), error.status as 400);
  }
  logger.error({ err: error }, 'unexpected REST error');
  return c.json(errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'), 500);
}
