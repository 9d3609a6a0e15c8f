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
  personLimitsRule,
  personLimitsInput,
  setDefaultLimits,
  setPersonLimits,
  type LimitSettings,
} from '../usage/limits.js';
import type { UsageCounts } from '../usage/counters.js';
import { priceInput, priceList, setPrice } from '../usage/prices.js';
import { everyoneCsv, everyonesUsage, personCsv, personUsage, reportInput } from '../usage/reports.js';
import { manageAccount } from './access.js';
import { adminOnly } from './access.js';
import { readJsonObject } from './http-json.js';
import { restRouter, type RestEnv } from './router.js';
import { snakeBody } from './wire-input.js';
import { z } from 'zod';
import { isoTime } from '../limits/dates.js';
import { describer } from './openapi/describe.js';

const int = z.number().int();
const LimitsJson = z
  .object({ unit: z.enum(['messages', 'tokens']), daily: int.nullable(), monthly: int.nullable() })
  .meta({ id: 'UsageLimits', description: 'A limit of null: none.' });
const audioSeconds = int.meta({ description: 'Seconds of speech written down (speaking to Duet).' });
const speechSeconds = int.meta({
  description: "Seconds of answers read aloud by the server's voice (with audio_seconds, the day's minutes of voice).",
});
const twinSpeechSeconds = int.meta({
  description:
    "Seconds of the twin's answers read aloud to its visitors (at the owner's cost, apart from their own minutes).",
});
const twinAudioSeconds = int.meta({
  description:
    "Seconds of visitors' speech to the twin written down (at the owner's cost, apart from their own minutes).",
});
const CountsJson = z.object({
  messages: int,
  tokens: int,
  audio_seconds: audioSeconds,
  twin_audio_seconds: twinAudioSeconds,
  speech_seconds: speechSeconds,
  twin_speech_seconds: twinSpeechSeconds,
});
const countsJson = (c: UsageCounts): z.output<typeof CountsJson> => ({
  messages: c.messages,
  tokens: c.tokens,
  audio_seconds: c.audioSeconds,
  twin_audio_seconds: c.twinAudioSeconds,
  speech_seconds: c.speechSeconds,
  twin_speech_seconds: c.twinSpeechSeconds,
});
const CSV = { 'text/csv': { type: 'string' } };
const reportQuery = z.object({
  days: z.string().optional().meta({ description: 'How many days back (30 by default).' }),
  format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: a download of the rows.' }),
});

const UsageJson = z.object({
  limits: LimitsJson,
  today: CountsJson,
  this_month: CountsJson,
  day_resets_at: isoTime,
  month_resets_at: isoTime,
  days: z.array(
    z.object({
      day: z.string(),
      messages: int,
      tokens: int,
      audio_seconds: audioSeconds,
      twin_audio_seconds: twinAudioSeconds,
      speech_seconds: speechSeconds,
      twin_speech_seconds: twinSpeechSeconds,
    }),
  ),
  rows: z.array(
    z.object({
      day: z.string(),
      model: z.string(),
      purpose: z.string(),
      calls: int,
      input_tokens: int,
      output_tokens: int,
      estimated: z.boolean(),
    }),
  ),
});

const PriceJson = z.object({ input_per_million: z.number(), output_per_million: z.number() });
const EveryonesUsageJson = z.object({
  days: int,
  defaults: LimitsJson,
  people: z.array(
    z.object({
      user_id: z.string(),
      username: z.string(),
      email: z.string(),
      messages: int,
      audio_seconds: audioSeconds,
      twin_audio_seconds: twinAudioSeconds,
      speech_seconds: speechSeconds,
      twin_speech_seconds: twinSpeechSeconds,
      input_tokens: int,
      output_tokens: int,
      cost: z.number().nullable(),
      own_limits: personLimitsRule,
      limits: LimitsJson,
    }),
  ),
  models: z.array(
    z.object({
      model: z.string(),
      calls: int,
      input_tokens: int,
      output_tokens: int,
      cost: z.number().nullable(),
      price: PriceJson.nullable(),
    }),
  ),
});

const limitsJson = (l: LimitSettings): z.output<typeof LimitsJson> => ({
  unit: l.unit,
  daily: l.daily,
  monthly: l.monthly,
});

const csv = (c: HonoContext<RestEnv>, name: string, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
  });

export const usageRoutes = restRouter();

usageRoutes.get(
  '/',
  describer('Usage')({
    summary: 'Your usage and your limits',
    description: 'Today and this month against your limits, and the days by model.',
    access: 'signedIn',
    query: reportQuery,
    responses: { 200: { description: 'Your usage (or its rows as CSV).', json: UsageJson, also: CSV } },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const usage = await personUsage(ctx.db, viewer.id, parseInput(reportInput, { days: c.req.query('days') }));
    if (c.req.query('format') === 'csv') return csv(c, 'duet-usage.csv', personCsv(usage));
    const answer: z.output<typeof UsageJson> = {
      limits: limitsJson(usage.limits),
      today: countsJson(usage.today),
      this_month: countsJson(usage.thisMonth),
      day_resets_at: usage.dayEnds.toISOString(),
      month_resets_at: usage.monthEnds.toISOString(),
      days: usage.byDay.map((d) => ({ day: d.day, ...countsJson(d) })),
      rows: usage.rows.map((r) => ({
        day: r.day,
        model: r.model,
        purpose: r.purpose,
        calls: r.calls,
        input_tokens: r.inputTokens,
        output_tokens: r.outputTokens,
        estimated: r.estimated,
      })),
    };
    return c.json(answer);
  },
);

export const adminUsageRoutes = restRouter();
adminUsageRoutes.use('*', adminOnly);
adminUsageRoutes.on(['POST', 'PATCH', 'PUT', 'DELETE'], '*', manageAccount);

const describe = describer('Admin');

adminUsageRoutes.get(
  '/',
  describe({
    summary: 'Everyone’s usage, with cost',
    access: 'admin',
    query: reportQuery,
    responses: { 200: { description: 'Everyone’s usage (or its rows as CSV).', json: EveryonesUsageJson, also: CSV } },
    errors: [400],
  }),
  async (c) => {
    const report = await everyonesUsage(c.var.ctx.db, parseInput(reportInput, { days: c.req.query('days') }));
    if (c.req.query('format') === 'csv') return csv(c, 'duet-usage-everyone.csv', everyoneCsv(report));
    const answer: z.output<typeof EveryonesUsageJson> = {
      days: report.days,
      defaults: limitsJson(report.defaults),
      people: report.people.map((p) => ({
        user_id: p.userId,
        username: p.username,
        email: p.email,
        messages: p.messages,
        audio_seconds: p.audioSeconds,
        twin_audio_seconds: p.twinAudioSeconds,
        speech_seconds: p.speechSeconds,
        twin_speech_seconds: p.twinSpeechSeconds,
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
    };
    return c.json(answer);
  },
);

const defaultLimitsBody = snakeBody(defaultLimitsInput);
const personLimitsBody = snakeBody(personLimitsInput);
const priceBody = snakeBody(priceInput);

adminUsageRoutes.put(
  '/limits',
  describe({
    summary: 'The default limits',
    access: 'admin',
    body: defaultLimitsBody,
    responses: { 200: LimitsJson },
  }),
  async (c) => {
    const input = parseInput(defaultLimitsBody, await readJsonObject(c));
    return c.json(limitsJson(await setDefaultLimits(c.var.ctx.db, adminActor(c.var.ctx), input)));
  },
);

adminUsageRoutes.put(
  '/people/:id/limits',
  describe({
    summary: 'A person’s own limits',
    description: 'Either left out follows the defaults; `reset` drops both.',
    access: 'admin',
    body: personLimitsBody,
    responses: { 200: z.object({ own_limits: personLimitsRule }) },
  }),
  async (c) => {
    const input = parseInput(personLimitsBody, await readJsonObject(c));
    const own = await setPersonLimits(c.var.ctx.db, adminActor(c.var.ctx), c.req.param('id'), input);
    return c.json({ own_limits: own });
  },
);

adminUsageRoutes.put(
  '/prices',
  describe({
    summary: 'A model’s price',
    description: 'Per million tokens in and out; both null: no price.',
    access: 'admin',
    body: priceBody,
    responses: { 200: z.object({ prices: z.array(PriceJson.extend({ model: z.string() })) }) },
  }),
  async (c) => {
    const input = parseInput(priceBody, await readJsonObject(c));
    const prices = await setPrice(c.var.ctx.db, adminActor(c.var.ctx), input);
    return c.json({
      prices: priceList(prices).map((p) => ({
        model: p.model,
        input_per_million: p.inputPerMillion,
        output_per_million: p.outputPerMillion,
      })),
    });
  },
);
