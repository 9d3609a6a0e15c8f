/**
 * Usage over GraphQL (usage/): a person's own (User.usage, Settings › Usage) and, for admins only,
 * everyone's with cost, the default limits, a person's own limits and the price per model. Every
 * admin field carries `extensions.admin` (api/test/authorization.test.ts finds them all).
 */
import { adminActor } from '../admin/audit.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import {
  defaultLimitsInput,
  personLimitsInput,
  setDefaultLimits,
  setPersonLimits,
  type LimitSettings,
  type PersonLimits,
} from '../usage/limits.js';
import type { UsageCounts } from '../usage/counters.js';
import { priceInput, priceList, setPrice, type Price } from '../usage/prices.js';
import {
  everyonesUsage,
  personUsage,
  reportInput,
  type EveryonesUsage,
  type PersonUsage,
  type UsageRow,
} from '../usage/reports.js';
import { parseInput } from '../errors/parse-input.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';

const READ = { admin: true } as const;
const CHANGE = { $all: { admin: true, manageAccount: true } } as const;
const ADMIN = { admin: true };

const UnitEnum = builder.enumType('UsageUnit', {
  values: {
    messages: { value: 'messages', description: 'Messages sent to the brain and twin replies to visitors.' },
    tokens: { value: 'tokens', description: 'Tokens of every model call except embeddings.' },
  } as const,
});

const LimitsRef = builder.objectRef<LimitSettings>('UsageLimits').implement({
  description: 'Limits per day and per month (UTC); null: no limit.',
  fields: (t) => ({
    unit: t.field({ type: UnitEnum, resolve: (l) => l.unit }),
    daily: t.exposeInt('daily', { nullable: true }),
    monthly: t.exposeInt('monthly', { nullable: true }),
  }),
});

const OwnLimitsRef = builder.objectRef<PersonLimits>('PersonUsageLimits').implement({
  description: "A person's own limits, set by an admin. A field left null here follows the instance's.",
  fields: (t) => ({
    daily: t.int({ nullable: true, resolve: (l) => l.daily ?? null }),
    dailySet: t.boolean({
      description: 'Whether daily is the person’s own (null: no limit for them).',
      resolve: (l) => l.daily !== undefined,
    }),
    monthly: t.int({ nullable: true, resolve: (l) => l.monthly ?? null }),
    monthlySet: t.boolean({ resolve: (l) => l.monthly !== undefined }),
  }),
});

const AUDIO = 'Seconds of speech written down (speaking to Duet); minutes are these / 60.';
const SPEECH =
  "Seconds of answers read aloud to you by the server's voice; with audioSeconds, the day's minutes of voice.";
const TWIN_SPEECH =
  "Seconds of the twin's answers read aloud to its visitors (at the owner's cost; not counted against the owner's own minutes).";
const TWIN_AUDIO =
  "Seconds of visitors' speech to the twin written down (voice messages to the twin, at the owner's cost; not counted against the owner's own minutes).";

const CountsRef = builder.objectRef<UsageCounts>('UsageCounts').implement({
  fields: (t) => ({
    messages: t.exposeInt('messages'),
    tokens: t.exposeInt('tokens'),
    audioSeconds: t.exposeInt('audioSeconds', { description: AUDIO }),
    twinAudioSeconds: t.exposeInt('twinAudioSeconds', { description: TWIN_AUDIO }),
    speechSeconds: t.exposeInt('speechSeconds', { description: SPEECH }),
    twinSpeechSeconds: t.exposeInt('twinSpeechSeconds', { description: TWIN_SPEECH }),
  }),
});

const DayRef = builder.objectRef<UsageCounts & { day: string }>('UsageDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, UTC.' }),
    messages: t.exposeInt('messages'),
    tokens: t.exposeInt('tokens', { description: 'Tokens counted against limits (embeddings aside).' }),
    audioSeconds: t.exposeInt('audioSeconds', { description: AUDIO }),
    twinAudioSeconds: t.exposeInt('twinAudioSeconds', { description: TWIN_AUDIO }),
    speechSeconds: t.exposeInt('speechSeconds', { description: SPEECH }),
    twinSpeechSeconds: t.exposeInt('twinSpeechSeconds', { description: TWIN_SPEECH }),
  }),
});

const RowRef = builder.objectRef<UsageRow>('UsageRow').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    model: t.exposeString('model'),
    purpose: t.exposeString('purpose', {
      description: 'answer, twin_reply, title, judgement, summary, embedding or other.',
    }),
    calls: t.exposeInt('calls'),
    inputTokens: t.exposeInt('inputTokens'),
    outputTokens: t.exposeInt('outputTokens'),
    estimated: t.exposeBoolean('estimated', { description: 'Some tokens are Duet’s estimate (none reported).' }),
  }),
});

const UsageRef = builder.objectRef<PersonUsage>('Usage').implement({
  description: 'Your usage: today and this month against your limits, and the days by model.',
  fields: (t) => ({
    limits: t.field({ type: LimitsRef, resolve: (u) => u.limits }),
    today: t.field({ type: CountsRef, resolve: (u) => u.today }),
    thisMonth: t.field({ type: CountsRef, resolve: (u) => u.thisMonth }),
    dayResetsAt: t.expose('dayEnds', { type: 'DateTime' }),
    monthResetsAt: t.expose('monthEnds', { type: 'DateTime' }),
    days: t.field({ type: [DayRef], resolve: (u) => u.byDay }),
    rows: t.field({ type: [RowRef], resolve: (u) => u.rows }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  usage: t.field({
    type: UsageRef,
    description: 'Your usage over the last `days` days (default 30).',
    authScopes: (user) => ({ self: user.id }),
    errors: { types: [ValidationError], directResult: true },
    args: { days: t.arg.int() },
    resolve: (user, { days }, ctx) => personUsage(ctx.db, user.id, parseInput(reportInput, { days })),
  }),
}));

type Person = EveryonesUsage['people'][number];
const PersonRef = builder.objectRef<Person>('PersonUsage').implement({
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'The person’s database id.' }),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    messages: t.exposeInt('messages'),
    audioSeconds: t.exposeInt('audioSeconds', { description: AUDIO }),
    twinAudioSeconds: t.exposeInt('twinAudioSeconds', { description: TWIN_AUDIO }),
    speechSeconds: t.exposeInt('speechSeconds', { description: SPEECH }),
    twinSpeechSeconds: t.exposeInt('twinSpeechSeconds', { description: TWIN_SPEECH }),
    inputTokens: t.exposeInt('inputTokens'),
    outputTokens: t.exposeInt('outputTokens'),
    cost: t.exposeFloat('cost', { nullable: true, description: 'null: none of their models has a price.' }),
    ownLimits: t.field({ type: OwnLimitsRef, resolve: (p) => p.limits }),
    limits: t.field({ type: LimitsRef, description: 'What applies to them.', resolve: (p) => p.applied }),
  }),
});

type ModelUsage = EveryonesUsage['models'][number];
const PriceRef = builder.objectRef<Price & { model: string }>('ModelPrice').implement({
  description: 'A price per million tokens, in the currency the admin counts in.',
  fields: (t) => ({
    model: t.exposeString('model'),
    inputPerMillion: t.exposeFloat('inputPerMillion'),
    outputPerMillion: t.exposeFloat('outputPerMillion'),
  }),
});
const PricesRef = builder.objectRef<{ prices: Array<Price & { model: string }> }>('ModelPrices').implement({
  fields: (t) => ({ prices: t.field({ type: [PriceRef], resolve: (p) => p.prices }) }),
});

const ModelUsageRef = builder.objectRef<ModelUsage>('ModelUsage').implement({
  fields: (t) => ({
    model: t.exposeString('model'),
    calls: t.exposeInt('calls'),
    inputTokens: t.exposeInt('inputTokens'),
    outputTokens: t.exposeInt('outputTokens'),
    cost: t.exposeFloat('cost', { nullable: true }),
    price: t.field({
      type: PriceRef,
      nullable: true,
      resolve: (m) => (m.price ? { ...m.price, model: m.model } : null),
    }),
  }),
});

const ReportRef = builder.objectRef<EveryonesUsage>('UsageReport').implement({
  description: 'Everyone’s usage (admins).',
  fields: (t) => ({
    days: t.exposeInt('days'),
    defaults: t.field({ type: LimitsRef, resolve: (r) => r.defaults }),
    people: t.field({ type: [PersonRef], resolve: (r) => r.people }),
    models: t.field({ type: [ModelUsageRef], resolve: (r) => r.models }),
    prices: t.field({
      type: [PriceRef],
      resolve: (r) => priceList(r.prices),
    }),
  }),
});

builder.queryFields((t) => ({
  usageReport: t.field({
    type: ReportRef,
    description: 'Everyone’s usage over the last `days` days (default 30), with cost where a price is set (admins).',
    authScopes: READ,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: { days: t.arg.int() },
    resolve: (_root, { days }, ctx) => everyonesUsage(ctx.db, parseInput(reportInput, { days })),
  }),
}));

builder.mutationFields((t) => ({
  setUsageLimits: t.field({
    type: LimitsRef,
    description: 'The limits everyone has unless an admin set their own (null: no limit).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: { unit: t.arg({ type: UnitEnum }), daily: t.arg.int(), monthly: t.arg.int() },
    resolve: (_root, args, ctx) => setDefaultLimits(ctx.db, adminActor(ctx), parseInput(defaultLimitsInput, args)),
  }),
  setPersonUsageLimits: t.field({
    type: OwnLimitsRef,
    description: 'A person’s own limits (a number, or null for none); reset: the instance’s again.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      userId: t.arg.id({ required: true, description: 'The person’s database id.' }),
      daily: t.arg.int(),
      monthly: t.arg.int(),
      reset: t.arg.boolean(),
    },
    resolve: (_root, { userId, daily, monthly, reset }, ctx) =>
      setPersonLimits(
        ctx.db,
        adminActor(ctx),
        String(userId),
        parseInput(personLimitsInput, { daily, monthly, reset }),
      ),
  }),
  setModelPrice: t.field({
    type: PricesRef,
    description: 'A model’s price per million tokens; both left out or null: its price is removed.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: { model: t.arg.string({ required: true }), inputPerMillion: t.arg.float(), outputPerMillion: t.arg.float() },
    resolve: async (_root, { model, inputPerMillion, outputPerMillion }, ctx) => ({
      prices: priceList(
        await setPrice(ctx.db, adminActor(ctx), parseInput(priceInput, { model, inputPerMillion, outputPerMillion })),
      ),
    }),
  }),
}));
