/**
 * What usage people see (usage/reports.ts): a person their own, by day, model and purpose, over
 * GraphQL and REST and as CSV; the admin everyone's with cost where a price is set, and CSV. Bad
 * input is a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let admin: TestClient;
let ada: TestClient;
let adaId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedUp(t, { email: 'root@example.com', username: 'rootadmin' });
  ada = await signedUp(t);
  adaId = (await ada.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
  const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
  await answered(ada, thread, 'hello there');
  await answered(ada, thread, 'what is 2 + 2?');
  await t.app.services.usage.flush();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

describe("a person's own usage", () => {
  it('shows the days by model and purpose, over GraphQL and REST', async () => {
    const res = await ada.gql(`{ viewer { usage(days: 7) { __typename ... on Usage {
      today { messages tokens audioSeconds } thisMonth { messages } limits { unit daily monthly }
      days { day messages } rows { day model purpose calls inputTokens outputTokens estimated } } } } }`);
    const usage = res.data.viewer.usage;
    expect(usage.today.messages).toBe(2);
    expect(usage.thisMonth.messages).toBe(2);
    expect(usage.limits).toEqual({ unit: 'messages', daily: null, monthly: null });
    expect(usage.days).toEqual([{ day: today(), messages: 2 }]);
    expect(usage.rows).toContainEqual(
      expect.objectContaining({ day: today(), model: 'duet-local', purpose: 'answer', calls: 2, estimated: true }),
    );
    const rest = await ada.get('/api/v1/usage?days=7');
    expect(usage.today.audioSeconds).toBe(0); // nothing said to Duet here
    const { messages, tokens, audioSeconds } = usage.today;
    expect(rest.body.today).toEqual({
      messages,
      tokens,
      audio_seconds: audioSeconds,
      twin_audio_seconds: 0,
      speech_seconds: 0,
      twin_speech_seconds: 0,
    });
    expect(rest.body.rows).toContainEqual(
      expect.objectContaining({ model: 'duet-local', purpose: 'answer', calls: 2 }),
    );
  });

  it('downloads as CSV', async () => {
    const res = await ada.raw('GET', '/api/v1/usage?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('duet-usage.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('day,model,purpose,calls,input_tokens,output_tokens,estimated');
    expect(lines.some((l) => l.startsWith(`${today()},duet-local,answer,2,`))).toBe(true);
  });

  it('refuses a bad number of days with a 400', async () => {
    const res = await ada.get('/api/v1/usage?days=0');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('number of days');
    const gql = await ada.gql('{ viewer { usage(days: 5000) { __typename ... on ValidationError { message } } } }');
    expect(gql.data.viewer.usage.__typename).toBe('ValidationError');
  });

  it('is nobody else’s to read', async () => {
    expect((await t.client().get('/api/v1/usage')).status).toBe(401);
  });
});

describe("the admin's view", () => {
  it("shows everyone's usage, and cost once the admin prices a model", async () => {
    let report = (await admin.get('/api/v1/admin/usage')).body;
    const person = report.people.find((p: any) => p.user_id === adaId);
    expect(person).toMatchObject({ username: 'ada', messages: 2, cost: null });
    expect(report.models).toContainEqual(expect.objectContaining({ model: 'duet-local', cost: null, price: null }));

    const priced = await admin.gql(
      'mutation { setModelPrice(model: "duet-local", inputPerMillion: 1000000, outputPerMillion: 1000000) { __typename ... on ModelPrices { prices { model inputPerMillion } } ... on Error { message } } }',
    );
    expect(priced.data.setModelPrice.prices).toEqual([{ model: 'duet-local', inputPerMillion: 1000000 }]);
    report = (await admin.get('/api/v1/admin/usage')).body;
    const model = report.models.find((m: any) => m.model === 'duet-local');
    // A million per million tokens: a token costs one.
    expect(model.cost).toBe(model.input_tokens + model.output_tokens);
    expect(report.people.find((p: any) => p.user_id === adaId).cost).toBeGreaterThan(0);

    const gql = await admin.gql(
      '{ usageReport { __typename ... on UsageReport { people { username messages cost } models { model cost } } } }',
    );
    expect(gql.data.usageReport.people).toContainEqual(expect.objectContaining({ username: 'ada', messages: 2 }));

    const csv = await admin.raw('GET', '/api/v1/admin/usage?format=csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('day,username,model,purpose,calls,input_tokens,output_tokens,estimated,cost');
    expect(lines.some((l) => l.startsWith(`${today()},ada,duet-local,answer,2,`))).toBe(true);
  });

  it('sets the default limits and a person’s own over GraphQL', async () => {
    const set = await admin.gql(
      'mutation { setUsageLimits(unit: messages, daily: 20, monthly: 400) { __typename ... on UsageLimits { unit daily monthly } } }',
    );
    expect(set.data.setUsageLimits).toEqual({ __typename: 'UsageLimits', unit: 'messages', daily: 20, monthly: 400 });
    const own = await admin.gql(
      `mutation { setPersonUsageLimits(userId: "${adaId}", daily: null) { __typename ... on PersonUsageLimits { daily dailySet monthly monthlySet } } }`,
    );
    expect(own.data.setPersonUsageLimits).toMatchObject({
      daily: null,
      dailySet: true,
      monthly: null,
      monthlySet: false,
    });
    // What applies to Ada: no daily limit of her own, the instance's monthly.
    const mine = await ada.gql('{ viewer { usage { ... on Usage { limits { daily monthly } } } } }');
    expect(mine.data.viewer.usage.limits).toEqual({ daily: null, monthly: 400 });
  });

  it('refuses bad limits and prices with a 400, changing nothing', async () => {
    const before = (await admin.get('/api/v1/admin/usage')).body;
    for (const [url, json] of [
      ['/api/v1/admin/usage/limits', { daily: -1 }],
      ['/api/v1/admin/usage/limits', { unit: 'bananas' }],
      ['/api/v1/admin/usage/limits', { monthly: 1.5 }],
      [`/api/v1/admin/usage/people/${adaId}/limits`, { daily: 'lots' }],
      ['/api/v1/admin/usage/prices', { model: 'x', input_per_million: -3 }],
      ['/api/v1/admin/usage/prices', { model: '', input_per_million: 1 }],
    ] as const) {
      const res = await admin.request('PUT', url, { json });
      expect(res.status, `${url} ${JSON.stringify(json)}`).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const missing = await admin.request('PUT', '/api/v1/admin/usage/people/nobody/limits', { json: { daily: 1 } });
    expect(missing.status).toBe(404);
    expect((await admin.get('/api/v1/admin/usage')).body).toEqual(before);
  });

  it('names a refused field as the client sent it, and reads a reset as before', async () => {
    const fields = async (url: string, json: object) => {
      const res = await admin.request('PUT', url, { json });
      expect(res.status, `${url} ${JSON.stringify(json)}`).toBe(400);
      return res.body.error.fields.map((f: { field: string }) => f.field);
    };
    // A bad name alone, whatever the prices; a bad price once, as `price`.
    expect(await fields('/api/v1/admin/usage/prices', { model: ' ', input_per_million: -1 })).toEqual(['model']);
    expect(
      await fields('/api/v1/admin/usage/prices', { model: 'x', input_per_million: -1, output_per_million: 'x' }),
    ).toEqual(['price']);
    expect(await fields('/api/v1/admin/usage/limits', { unit: 'bananas', monthly: 'x' })).toEqual(['unit', 'monthly']);
    const gql = await admin.gql(
      'mutation { setModelPrice(model: "x", inputPerMillion: -1) { __typename ... on ValidationError { fieldErrors { field message } } } }',
    );
    expect(gql.data.setModelPrice.fieldErrors).toEqual([
      { field: 'price', message: 'Give the price per million input and output tokens (0 or more).' },
    ]);
    // With reset the numbers are not read; a reset that is not true is no reset.
    const url = `/api/v1/admin/usage/people/${adaId}/limits`;
    expect(await fields(url, { reset: 'yes', daily: 'lots' })).toEqual(['daily']);
    const reset = await admin.request('PUT', url, { json: { reset: true, daily: 'lots' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ own_limits: {} });
  });

  it('is Not found to a person who is not an admin', async () => {
    expect((await ada.get('/api/v1/admin/usage')).status).toBe(404);
    const gql = await ada.gql('{ usageReport { __typename } }');
    expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.usageReport?.__typename).toMatch(/NOT_FOUND|NotFoundError/);
  });
});
