/**
 * Every admin action that changes something leaves an entry in the audit log (admin/audit.ts),
 * over GraphQL and over REST alike: the usage limits (the instance's and a person's own), the
 * price per model, and the AI models page (connections, models, defaults). The admin area's own
 * actions (sign-up, invitations, people) are in admin.test.ts; tool servers in
 * mcp-shared-servers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedOpenAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let ai: Awaited<ReturnType<typeof startScriptedOpenAI>>;
let t: TestApp;
let admin: TestClient;
let bobId: string;
const KEY = 'sk-right-0123456789';
const UA = { 'user-agent': 'Operator Browser/1.0' };

beforeAll(async () => {
  ai = await startScriptedOpenAI({ apiKey: KEY, models: ['chat-a', 'embed-b'] });
  t = await startTestApp();
  admin = await signedUp(t);
  admin.headers = { ...admin.headers, ...UA };
  const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  bobId = (await bob.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

/** The newest audit entry, as the admin reads it over REST. */
async function newestEntry() {
  const res = await admin.get('/api/v1/admin/audit?limit=1');
  expect(res.status).toBe(200);
  return res.body.entries[0];
}

async function auditCount() {
  const res = await admin.gql('{ adminAuditLog(first: 100) { entries { id } } }');
  return res.data.adminAuditLog.entries.length as number;
}

/** Runs a GraphQL mutation that must succeed (no error, no Error result). */
async function mutate(query: string, variables?: Record<string, unknown>) {
  const res = await admin.gql(query, variables);
  expect(res.errors).toBeUndefined();
  for (const value of Object.values(res.data ?? {})) expect(value).not.toHaveProperty('message');
  return res.data;
}

describe('usage limits and prices', () => {
  it('records the default limits, over REST and GraphQL, in plain words', async () => {
    const res = await admin.request('PUT', '/api/v1/admin/usage/limits', { json: { daily: 20 } });
    expect(res.status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      action: 'usage_limits.changed',
      actor_email: 'ada@example.com',
      detail: '20 messages a day, no monthly limit',
      user_agent: 'Operator Browser/1.0',
    });
    await mutate('mutation { setUsageLimits(unit: messages, daily: 1, monthly: 400) { __typename } }');
    expect(await newestEntry()).toMatchObject({
      action: 'usage_limits.changed',
      detail: '1 message a day, 400 messages a month',
    });
  });

  it("records a person's own limits and their reset", async () => {
    await mutate(`mutation { setPersonUsageLimits(userId: "${bobId}", daily: 50, monthly: null) { __typename } }`);
    expect(await newestEntry()).toMatchObject({
      action: 'person.usage_limits_changed',
      target_label: 'bob@example.com (@bob)',
      detail: '50 messages a day, no monthly limit',
    });
    const res = await admin.request('PUT', `/api/v1/admin/usage/people/${bobId}/limits`, { json: { reset: true } });
    expect(res.status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      action: 'person.usage_limits_changed',
      detail: 'back to the usual limits',
    });
  });

  it('records a price set and removed', async () => {
    await mutate(
      'mutation { setModelPrice(model: "chat-a", inputPerMillion: 3, outputPerMillion: 15) { __typename } }',
    );
    expect(await newestEntry()).toMatchObject({
      action: 'model_price.set',
      target_label: 'chat-a',
      detail: '3 in, 15 out per million tokens',
    });
    const res = await admin.request('PUT', '/api/v1/admin/usage/prices', { json: { model: 'chat-a' } });
    expect(res.status).toBe(200);
    expect(await newestEntry()).toMatchObject({ action: 'model_price.removed', target_label: 'chat-a' });
  });

  it('records nothing for a refused change', async () => {
    const before = await auditCount();
    const res = await admin.request('PUT', '/api/v1/admin/usage/limits', { json: { daily: -1 } });
    expect(res.status).toBe(400);
    expect(await auditCount()).toBe(before);
  });
});

describe('the AI models page', () => {
  let connectionId: string;
  let modelId: string;

  it('records a connection added (never its key) and changed', async () => {
    const res = await admin.post('/api/v1/admin/ai/connections', {
      name: 'Scripted',
      kind: 'openai-compatible',
      base_url: ai.baseUrl,
      api_key: KEY,
    });
    expect(res.status).toBe(201);
    connectionId = res.body.id;
    modelId = res.body.models.find((m: any) => m.name === 'chat-a').id;
    const added = await newestEntry();
    expect(added).toMatchObject({ action: 'ai_connection.added', target_label: 'Scripted', detail: ai.baseUrl });
    expect(JSON.stringify(added)).not.toContain(KEY);

    await mutate(
      `mutation { updateAiConnection(id: "${connectionId}", name: "Lab", apiKey: "sk-other") { __typename } }`,
    );
    const changed = await newestEntry();
    expect(changed).toMatchObject({
      action: 'ai_connection.changed',
      target_label: 'Lab',
      detail: 'name Scripted → Lab, new key',
    });
    expect(JSON.stringify(changed)).not.toContain('sk-other');
  });

  it('records a model allowed, and the defaults', async () => {
    const res = await admin.request('PATCH', `/api/v1/admin/ai/models/${modelId}`, { json: { allowed: true } });
    expect(res.status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      action: 'ai_model.changed',
      target_label: 'chat-a',
      detail: 'people may use it',
    });
    await mutate(`mutation { updateAiDefaults(defaultChatModel: "${modelId}") { __typename } }`);
    expect(await newestEntry()).toMatchObject({ action: 'ai_defaults.changed', detail: 'chat: chat-a' });
  });

  it('records a connection removed', async () => {
    await mutate(`mutation { removeAiConnection(id: "${connectionId}") { __typename } }`);
    expect(await newestEntry()).toMatchObject({ action: 'ai_connection.removed', target_label: 'Lab' });
  });
});
