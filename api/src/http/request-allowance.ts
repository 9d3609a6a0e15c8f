/**
 * The request allowance at the HTTP edge (limits/request-allowance.ts): each API request is
 * charged once, by its person or its address, and every answer says where the allowance stands in
 * the IETF httpapi RateLimit fields (the current draft's structured pair and the three fields of its
 * earlier drafts that most clients read). docs/decisions/api-allowance.md says which and why.
 * The middleware hands on the response it holds rather than setting it again (Hono's setter copies
 * it): docs/decisions/history-page-profile.md.
 */
import type { MiddlewareHandler } from 'hono';
import type { Context } from '../context/context.js';
import type { AllowanceState, Requester } from '../limits/request-allowance.js';

/** The policy's name in RateLimit-Policy and RateLimit. */
const POLICY = '"api"';

export const ALLOWANCE_HEADERS = [
  'ratelimit-policy',
  'ratelimit',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
] as const;

export function requesterOf(ctx: Pick<Context, 'viewer' | 'client'>): Requester {
  return { userId: ctx.viewer?.id ?? null, ip: ctx.client.ip ?? 'local' };
}

/**
 * Charges this request `cost` points, once: a later charge of the same request (a subscription
 * handed from one path to another) returns the first one's state.
 */
export async function chargeRequest(ctx: Context, cost: number): Promise<AllowanceState> {
  ctx.allowance.state ??= await ctx.services.allowance.charge(requesterOf(ctx), cost);
  return ctx.allowance.state;
}

/** The allowance's fields, on a copy when the response's headers cannot change. */
export function withAllowanceHeaders(response: Response, state: AllowanceState): Response {
  const reset = String(state.resetSeconds);
  const fields: Array<[string, string]> = [
    ['ratelimit-policy', `${POLICY};q=${state.limit};w=${state.windowSeconds}`],
    ['ratelimit', `${POLICY};r=${state.remaining};t=${reset}`],
    ['ratelimit-limit', String(state.limit)],
    ['ratelimit-remaining', String(state.remaining)],
    ['ratelimit-reset', reset],
  ];
  // A refusal says when to come back (REST's error answer already does; GraphQL's does not).
  if (!state.granted && response.status === 429 && !response.headers.has('retry-after')) {
    fields.push(['retry-after', reset]);
  }
  let target = response;
  try {
    for (const [name, value] of fields) target.headers.set(name, value);
  } catch {
    target = new Response(response.body, response);
    for (const [name, value] of fields) target.headers.set(name, value);
  }
  return target;
}

/**
 * /graphql: the operation was charged by its cost when it ran (http/graphql-allowance.ts); a
 * request that ran nothing (a document that does not parse or validate, a refused token, GraphiQL)
 * costs 1. Every answer gets the allowance's fields.
 */
export function graphQLAllowance(): MiddlewareHandler<{ Variables: { ctx: Context } }> {
  return async (c, next) => {
    await next();
    const ctx = c.var.ctx;
    const res = withAllowanceHeaders(c.res, await chargeRequest(ctx, 1));
    // Hono's setter copies the response (its body as a stream) even when it is the same one.
    if (res !== c.res) c.res = res;
  };
}
