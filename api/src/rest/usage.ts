/**
 * Usage over REST (usage/): a person's own (GET /api/v1/usage, ?format=csv) and, for admins only
 * (anyone else is told 404), everyone's with cost, the default limits, a person's own limits and
 * the price per model under /api/v1/admin/usage. Changes are for a browser session (rest/access.ts).
 */
import type { Context as HonoContext } from 'hono';
import { adminActor } from '../admin/audit.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import {
  defaultLimitsInput,
  personLimitsInput,
  setDefaultLimits,
  setPersonLimits,
  type LimitSettings,
} from '../usage/limits.js';
import { priceInput, priceList, setPrice } from '../usage/prices.js';
import { everyoneCsv, everyonesUsage, personCsv, personUsage, reportInput } from '../usage/reports.js';
import { manageAccount } from './access.js';
import { adminOnly } from './access.js';
import { readJsonObject } from './http-json.js';
import { restRouter, type RestEnv } from './router.js';
import { snakeBody } from './wire-input.js';

const limitsJson = (l: LimitSettings) => ({ unit: l.unit, daily: l.daily, monthly: l.monthly });

const csv = (c: HonoContext<RestEnv>, name: string, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });

export const usageRoutes = restRouter();

usageRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const usage = await personUsage(ctx.db, viewer.id, parseInput(reportInput, { days: c.req.query('days') }));
  if (c.req.query('format') === 'csv') return csv(c, 'duet-usage.csv', personCsv(usage));
  return c.json({
    limits: limitsJson(usage.limits),
    today: usage.today,
    this_month: usage.thisMonth,
    day_resets_at: usage.dayEnds.toISOString(),
    month_resets_at: usage.monthEnds.toISOString(),
    days: usage.byDay,
    rows: usage.rows.map((r) => ({
      day: r.day,
      model: r.model,
      purpose: r.purpose,
      calls: r.calls,
      input_tokens: r.inputTokens,
      output_tokens: r.outputTokens,
      estimated: r.estimated,
    })),
  });
});

export const adminUsageRoutes = restRouter();
adminUsageRoutes.use('*', adminOnly);
adminUsageRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);

adminUsageRoutes.get('/', async (c) => {
  const report = await everyonesUsage(c.var.ctx.db, parseInput(reportInput, { days: c.req.query('days') }));
  if (c.req.query('format') === 'csv') return csv(c, 'duet-usage-everyone.csv', everyoneCsv(report));
  return c.json({
    days: report.days,
    defaults: limitsJson(report.defaults),
    people: report.people.map((p) => ({
      user_id: p.userId,
      username: p.username,
      email: p.email,
      messages: p.messages,
      input_tokens: p.inputTokens,
      output_tokens: p.outputTokens,
      cost: p.cost,
      own_limits: p.limits,
      limits: limitsJson(p.applied),
    })),
    models: report.models.map((m) => ({
      model: m.model,
      calls: m.calls,
      input_tokens: m.inputTokens,
      output_tokens: m.outputTokens,
      cost: m.cost,
      price: m.price
        ? { input_per_million: m.price.inputPerMillion, output_per_million: m.price.outputPerMillion }
        : null,
    })),
  });
});

const defaultLimitsBody = snakeBody(defaultLimitsInput);
const personLimitsBody = snakeBody(personLimitsInput);
const priceBody = snakeBody(priceInput);

adminUsageRoutes.put('/limits', async (c) => {
  const input = parseInput(defaultLimitsBody, await readJsonObject(c));
  return c.json(limitsJson(await setDefaultLimits(c.var.ctx.db, adminActor(c.var.ctx), input)));
});

adminUsageRoutes.put('/people/:id/limits', async (c) => {
  const input = parseInput(personLimitsBody, await readJsonObject(c));
  const own = await setPersonLimits(c.var.ctx.db, adminActor(c.var.ctx), c.req.param('id'), input);
  return c.json({ own_limits: own });
});

adminUsageRoutes.put('/prices', async (c) => {
  const input = parseInput(priceBody, await readJsonObject(c));
  const prices = await setPrice(c.var.ctx.db, adminActor(c.var.ctx), input);
  return c.json({
    prices: priceList(prices).map((p) => ({
      model: p.model,
      input_per_million: p.inputPerMillion,
      output_per_million: p.outputPerMillion,
    })),
  });
});
