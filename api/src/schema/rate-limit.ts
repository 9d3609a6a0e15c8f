/**
 * `rateLimit`: where the asker's request allowance stands (limits/request-allowance.ts), after this
 * request's own cost, for a person signed in as for a client without a session. A query that asks
 * for nothing else costs 0 (http/operation-cost.ts), so reading it spends nothing.
 */
import { chargeRequest } from '../http/request-allowance.js';
import type { AllowanceState } from '../limits/request-allowance.js';
import { builder } from './builder.js';

const RateLimitRef = builder.objectRef<AllowanceState>('RateLimit').implement({
  description:
    'The request allowance of whoever asks: the person signed in, or the address of a client without a session. Every response also says it in its RateLimit headers and `extensions.cost`.',
  fields: (t) => ({
    limit: t.exposeInt('limit', { description: 'The points of a whole window.' }),
    cost: t.exposeInt('cost', { description: 'What this request cost (0 for a query of `rateLimit` alone).' }),
    remaining: t.exposeInt('remaining', { description: 'The points left until the window ends, after this request.' }),
    used: t.exposeInt('used', { description: 'The points used in this window, this request included.' }),
    resetAt: t.field({
      type: 'DateTime',
      description: 'When the window ends and the allowance is whole again.',
      resolve: (state) => state.resetAt,
    }),
  }),
});

builder.queryFields((t) => ({
  rateLimit: t.field({
    type: RateLimitRef,
    description:
      'Where your request allowance stands: its points, this request’s cost, what is left and when it is whole again.',
    // Charged before the operation ran (http/graphql-allowance.ts); read now otherwise.
    resolve: (_root, _args, ctx) => ctx.allowance.state ?? chargeRequest(ctx, 0),
  }),
}));
