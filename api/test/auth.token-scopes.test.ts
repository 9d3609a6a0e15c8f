/**
 * Personal access tokens have scopes (api/src/auth/access.ts). The default, full use of your data,
 * cannot manage the account — create or revoke tokens, list or sign out devices, change the
 * password or the e-mail — so a leaked token can neither make itself permanent nor lock the owner
 * out. A read-only token changes nothing. A browser session can do everything.
 *
 * Every account-management GraphQL field and REST route is listed below and tried with a token;
 * every other field and route is tried too, to show the list is what a token is refused.
 */
import { getNamedType, isObjectType, isUnionType, type GraphQLObjectType, type GraphQLOutputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/tokens.js';
import { operation, schema } from './support/schema-operations.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const ACCOUNT_MESSAGE = 'An access token cannot manage your account. Sign in to Duet to do that.';
const READ_ONLY_MESSAGE = 'This access token is read-only: it cannot change anything.';

let t: TestApp;
let ada: TestClient;
let browserSessionId: string;
let threadId: string;

const CREATE = `mutation ($name: String!, $scope: TokenScope) {
  createAccessToken(name: $name, scope: $scope) {
    __typename
    ... on AccessToken { token session { id kind scope } }
    ... on ValidationError { message }
  }
}`;

async function newToken(name: string, scope?: 'data' | 'read'): Promise<string> {
  const res = scope
    ? await ada.gql(CREATE, { name, scope })
    : await ada.gql(
        'mutation ($name: String!) { createAccessToken(name: $name) { __typename ... on AccessToken { token } } }',
        { name },
      );
  expect(res.data?.createAccessToken?.__typename, JSON.stringify(res)).toBe('AccessToken');
  return res.data.createAccessToken.token as string;
}

/** A client that sends only the token (a script: no cookies, no browser marks). */
function bearer(token: string): TestClient {
  const client = t.client();
  client.headers = { authorization: `Bearer ${token}` };
  return client;
}

/** Every account-management operation in GraphQL: mutations, and the User fields that list devices and tokens. */
const ACCOUNT_GRAPHQL: Array<[name: string, query: string, variables?: () => Record<string, unknown>]> = [
  [
    'Mutation.createAccessToken',
    'mutation { createAccessToken(name: "made by a token") { __typename ... on AccessToken { token } } }',
  ],
  [
    'Mutation.revokeSession',
    'mutation ($id: ID!) { revokeSession(id: $id) { __typename } }',
    () => ({ id: browserSessionId }),
  ],
  ['Mutation.signOutOtherSessions', 'mutation { signOutOtherSessions { endedSessions } }'],
  [
    'Mutation.changePassword',
    'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { __typename } }',
    () => ({ current: USER.password, next: 'chosen by a thief' }),
  ],
  ['Mutation.refreshSession', 'mutation { refreshSession { __typename ... on AuthPayload { token } } }'],
  // An admin's token may not point everyone's conversations at another server (docs/decisions/ai-connections.md).
  [
    'Mutation.addAiConnection',
    'mutation { addAiConnection(name: "Elsewhere", kind: openai_compatible, baseUrl: "http://127.0.0.1:9/v1") { __typename } }',
  ],
  ['Mutation.updateAiConnection', 'mutation { updateAiConnection(id: "env", name: "x") { __typename } }'],
  ['Mutation.removeAiConnection', 'mutation { removeAiConnection(id: "env") { __typename } }'],
  ['Mutation.testAiConnection', 'mutation { testAiConnection(id: "env") { __typename } }'],
  ['Mutation.updateAiModel', 'mutation { updateAiModel(id: "local", allowed: false) { __typename } }'],
  ['Mutation.updateAiDefaults', 'mutation { updateAiDefaults(defaultChatModel: "local") { __typename } }'],
  [
    'Mutation.requestEmailChange',
    'mutation ($password: String) { requestEmailChange(email: "thief@example.com", password: $password) { __typename } }',
    () => ({ password: USER.password }),
  ],
  ['Mutation.resendEmailChange', 'mutation { resendEmailChange { __typename } }'],
  ['Mutation.cancelEmailChange', 'mutation { cancelEmailChange { __typename } }'],
  [
    'Mutation.deleteAccount',
    'mutation ($password: String) { deleteAccount(password: $password) { __typename } }',
    () => ({ password: USER.password }),
  ],
  ['User.pendingEmailChange', '{ viewer { pendingEmailChange { email } } }'],
  // Nor change everyone's limits or prices.
  ['Mutation.setUsageLimits', 'mutation { setUsageLimits(daily: 1) { __typename } }'],
  ['Mutation.setPersonUsageLimits', 'mutation { setPersonUsageLimits(userId: "x", daily: 1) { __typename } }'],
  ['Mutation.setModelPrice', 'mutation { setModelPrice(model: "m", inputPerMillion: 1) { __typename } }'],
  // The admin area (api/src/admin/): a token may not let people in, shut them out or delete them.
  ['Mutation.adminApprovePerson', 'mutation { adminApprovePerson(id: "x") { __typename } }'],
  ['Mutation.adminDeclinePerson', 'mutation { adminDeclinePerson(id: "x") { __typename } }'],
  ['Mutation.adminDisablePerson', 'mutation { adminDisablePerson(id: "x") { __typename } }'],
  ['Mutation.adminEnablePerson', 'mutation { adminEnablePerson(id: "x") { __typename } }'],
  ['Mutation.adminDeletePerson', 'mutation { adminDeletePerson(id: "x") { __typename } }'],
  ['Mutation.adminSendPasswordReset', 'mutation { adminSendPasswordReset(id: "x") { __typename } }'],
  ['Mutation.adminSetAdmin', 'mutation { adminSetAdmin(id: "x", admin: true) { __typename } }'],
  ['Mutation.adminCreateInvitation', 'mutation { adminCreateInvitation { __typename } }'],
  ['Mutation.adminRevokeInvitation', 'mutation { adminRevokeInvitation(id: "x") { __typename } }'],
  ['Mutation.adminUpdateSettings', 'mutation { adminUpdateSettings(signupPolicy: closed) { __typename } }'],
  // Nor change the MCP servers everyone's brain may call (api/src/mcp/shared-servers.ts).
  [
    'Mutation.adminAddMcpServer',
    'mutation { adminAddMcpServer(name: "Elsewhere", url: "http://127.0.0.1:9/mcp") { __typename } }',
  ],
  ['Mutation.adminUpdateMcpServer', 'mutation { adminUpdateMcpServer(id: "x", name: "x") { __typename } }'],
  ['Mutation.adminRefreshMcpServer', 'mutation { adminRefreshMcpServer(id: "x") { __typename } }'],
  ['Mutation.adminRemoveMcpServer', 'mutation { adminRemoveMcpServer(id: "x") { __typename } }'],
  ['Mutation.adminUpdateMcpTool', 'mutation { adminUpdateMcpTool(id: "x", enabledForEveryone: false) { __typename } }'],
  ['User.sessions', '{ viewer { sessions { id } } }'],
  ['User.sessionsConnection', '{ viewer { sessionsConnection { edges { node { id } } } } }'],
];
/** Every account-management route of REST. */
const ACCOUNT_REST = [
  'POST /api/v1/auth/refresh',
  'DELETE /api/v1/account',
  'GET /api/v1/account/email',
  'POST /api/v1/account/email',
  'POST /api/v1/account/email/resend',
  'DELETE /api/v1/account/email',
  'POST /api/v1/admin/ai/connections',
  'PATCH /api/v1/admin/ai/connections/:id',
  'DELETE /api/v1/admin/ai/connections/:id',
  'POST /api/v1/admin/ai/connections/:id/test',
  'PATCH /api/v1/admin/ai/models/:id',
  'PATCH /api/v1/admin/ai/defaults',
  'PUT /api/v1/admin/usage/limits',
  'PUT /api/v1/admin/usage/people/:id/limits',
  'PUT /api/v1/admin/usage/prices',
  'POST /api/v1/admin/people/:id/approve',
  'POST /api/v1/admin/people/:id/disable',
  'POST /api/v1/admin/people/:id/enable',
  'POST /api/v1/admin/people/:id/password-reset',
  'POST /api/v1/admin/people/:id/decline',
  'PUT /api/v1/admin/people/:id/admin',
  'DELETE /api/v1/admin/people/:id',
  'POST /api/v1/admin/invitations',
  'DELETE /api/v1/admin/invitations/:id',
  'PATCH /api/v1/admin/settings',
  'POST /api/v1/admin/tools/servers',
  'PATCH /api/v1/admin/tools/servers/:id',
  'DELETE /api/v1/admin/tools/servers/:id',
  'POST /api/v1/admin/tools/servers/:id/refresh',
  'PATCH /api/v1/admin/tools/servers/:id/tools/:toolId',
];

/**
 * Signing in, up and out, resetting a password and following the link that confirms a new e-mail:
 * they act for nobody yet (or end the token itself), whatever token comes along.
 */
const SIGN_IN_FLOWS = new Set([
  'register',
  'login',
  'signInWithLink',
  'logout',
  'checkEmail',
  'checkUsername',
  'requestPasswordReset',
  'resetPassword',
  'confirmEmailChange',
]);
const REST_SIGN_IN_FLOWS = new Set(
  ['register', 'login', 'sign-in-link', 'logout', 'check-username', 'check-email', 'forgot-password', 'reset-password']
    .map((r) => `POST /api/v1/auth/${r}`)
    .concat('POST /api/v1/account/email/confirm'),
);

const accountFieldNames = new Set(ACCOUNT_GRAPHQL.map(([name]) => name.split('.')[1]!));

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  const sessions = await ada.gql('{ viewer { sessionsConnection(kind: session) { edges { node { id current } } } } }');
  browserSessionId = sessions.data.viewer.sessionsConnection.edges[0].node.id;
  threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
});
afterAll(() => t.close());

/** What Ada's account looks like: a token refused must leave all of it as it was. */
async function accountState() {
  const rows = await t.db.session.findMany({
    where: { user: { email: USER.email } },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => ({
    id: r.id,
    tokenHash: r.tokenHash,
    kind: r.kind,
    expiresAt: r.expiresAt.getTime(),
  }));
}

describe('creating a token', () => {
  it('takes a scope: full use of your data by default, or read only; the list shows it', async () => {
    const made = await ada.gql(CREATE, { name: 'backup script' });
    expect(made.data.createAccessToken.session).toMatchObject({ kind: 'token', scope: 'data' });
    const readOnly = await ada.gql(CREATE, { name: 'dashboard', scope: 'read' });
    expect(readOnly.data.createAccessToken.session).toMatchObject({ kind: 'token', scope: 'read' });
    const list = await ada.gql('{ viewer { sessionsConnection { edges { node { kind name scope } } } } }');
    const nodes = list.data.viewer.sessionsConnection.edges.map((e: any) => e.node);
    expect(nodes).toEqual(
      expect.arrayContaining([
        { kind: 'session', name: null, scope: null },
        { kind: 'token', name: 'backup script', scope: 'data' },
        { kind: 'token', name: 'dashboard', scope: 'read' },
      ]),
    );
  });

  it('refuses a scope that is not a token scope, and changes nothing', async () => {
    const before = await accountState();
    const res = await ada.gql(CREATE, { name: 'everything', scope: 'account' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.status).toBe(400);
    expect(await accountState()).toEqual(before);
  });
});

describe('a token with full use of your data', () => {
  let token: string;
  let script: TestClient;
  beforeAll(async () => {
    token = await newToken('sync script');
    script = bearer(token);
  });

  it.each(ACCOUNT_GRAPHQL)('is refused %s (403, nothing changes)', async (_name, query, variables) => {
    const before = await accountState();
    const res = await script.gql(query, variables?.());
    expect(res.status).toBe(403);
    expect(res.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', ACCOUNT_MESSAGE]]);
    expect(JSON.stringify(res.data ?? null)).not.toMatch(/duet_pat_|"token"|endedSessions/);
    expect(await accountState()).toEqual(before);
  });

  it.each(ACCOUNT_REST)('is refused %s (403, nothing changes)', async (route) => {
    const [method, url] = route.split(' ') as [string, string];
    const before = await accountState();
    const res = await script.request(method, url, method === 'GET' ? {} : { json: {} });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_MESSAGE });
    expect(await accountState()).toEqual(before);
  });

  it('leaves the owner signed in and the password as it was', async () => {
    expect((await ada.get('/api/v1/auth/me')).status).toBe(200);
    expect((await script.get('/api/v1/auth/me')).status).toBe(200);
    const login = await t.client().post('/api/v1/auth/login', { email: USER.email, password: USER.password });
    expect(login.status).toBe(200);
  });

  it('is refused nothing else: every other GraphQL field and REST route works as for the owner', async () => {
    const refusals = new Set([ACCOUNT_MESSAGE, READ_ONLY_MESSAGE]);
    for (const kind of ['query', 'mutation'] as const) {
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      for (const name of Object.keys(root.getFields())) {
        if (accountFieldNames.has(name) || name === 'logout') continue; // logout would end the token
        const op = operation(kind, name, 'nothing-here');
        const res = await script.gql(op.query, op.variables);
        const messages = [...(res.errors ?? []).map((e) => e.message), JSON.stringify(res.data ?? null)];
        expect(
          messages.filter((m) => [...refusals].some((r) => m.includes(r))),
          `${kind} ${name}`,
        ).toEqual([]);
        expect(res.status, `${kind} ${name}`).not.toBe(403);
      }
    }
    for (const route of restRoutes()) {
      if (ACCOUNT_REST.includes(route) || route === 'POST /api/v1/auth/logout') continue;
      const res = await callRoute(script, route);
      expect(res.status, `${route}: ${JSON.stringify(res.body).slice(0, 160)}`).not.toBe(403);
    }
    expect((await script.get('/api/v1/auth/me')).status).toBe(200);
  });
});

describe('the list above', () => {
  it('names every field of the schema that speaks of passwords, sessions, tokens, e-mail or devices, the AI connections, usage limits and prices, and the admin area', () => {
    const speaks =
      /password|session|token|email|device|account|^(add|update|remove|test)Ai(Connection|Model|Defaults)$|^set\w*(UsageLimits|Price)$|^admin/i;
    const mutations = Object.keys(schema.getMutationType()!.getFields()).filter(
      (n) => speaks.test(n) && !SIGN_IN_FLOWS.has(n),
    );
    const userFields = Object.keys((schema.getType('User') as GraphQLObjectType).getFields())
      .filter((n) => speaks.test(n) && n !== 'email')
      .map((n) => `User.${n}`);
    const listed = ACCOUNT_GRAPHQL.map(([name]) => name);
    expect([...mutations.map((n) => `Mutation.${n}`), ...userFields].sort()).toEqual([...listed].sort());
    // The DeviceSession type (devices and tokens) is reached only through the listed fields.
    const named = (type: GraphQLOutputType) => {
      const inner = getNamedType(type);
      return isUnionType(inner) ? inner.getTypes().map((member) => member.name) : [inner.name];
    };
    const reaching = Object.values(schema.getTypeMap())
      .filter(
        (type) =>
          isObjectType(type) &&
          !type.name.startsWith('__') &&
          !['DeviceSessionEdge', 'AccessToken'].includes(type.name),
      )
      .flatMap((type) =>
        Object.entries((type as GraphQLObjectType).getFields())
          .filter(([, f]) => named(f.type).some((n) => /^(DeviceSession|DeviceSessionConnection|AccessToken)$/.test(n)))
          .map(([n]) => `${type.name}.${n}`),
      );
    expect(reaching.sort()).toEqual(['Mutation.createAccessToken', 'User.sessions', 'User.sessionsConnection']);
  });
});

describe('a read-only token', () => {
  let script: TestClient;
  beforeAll(async () => {
    script = bearer(await newToken('dashboard', 'read'));
  });

  it('reads: the viewer, threads, history, the export', async () => {
    expect((await script.gql('{ viewer { username } }')).data.viewer).toEqual({ username: 'ada' });
    expect((await script.get('/api/v1/chat/threads')).status).toBe(200);
    expect((await script.get(`/api/v1/chat/threads/${threadId}/history`)).status).toBe(200);
    expect((await script.get('/api/v1/account/export')).status).toBe(200);
  });

  it('is refused every mutation that acts for the owner, with a clear 403, and nothing changes', async () => {
    const before = await t.db.thread.count();
    for (const name of Object.keys(schema.getMutationType()!.getFields())) {
      if (SIGN_IN_FLOWS.has(name)) continue;
      const op = operation('mutation', name, threadId);
      const res = await script.gql(op.query, op.variables);
      expect(res.status, `${name}: ${JSON.stringify(res)}`).toBe(403);
      expect(
        res.errors?.map((e) => e.extensions?.code),
        name,
      ).toEqual(['FORBIDDEN']);
      expect([READ_ONLY_MESSAGE, ACCOUNT_MESSAGE], name).toContain(res.errors![0].message);
    }
    expect(await t.db.thread.count()).toBe(before);
  });

  it('cannot send a message (the sendMessage subscription, the REST stream)', async () => {
    const steps = await t.db.step.count();
    const op = {
      query:
        'subscription ($threadId: ID!) { sendMessage(threadId: $threadId, input: "hello") { __typename ... on RunRefused { message } } }',
      variables: {
        threadId: (await ada.gql('{ viewer { threads(first: 1) { edges { node { id } } } } }')).data.viewer.threads
          .edges[0].node.id,
      },
    };
    const sse = await script.raw('POST', '/graphql', {
      json: op,
      headers: { accept: 'text/event-stream' },
    });
    expect(await sse.text()).toContain(READ_ONLY_MESSAGE);
    const rest = await script.get(`/api/v1/chat/stream?thread_id=${threadId}&input=hello`);
    expect(rest.status).toBe(403);
    expect(rest.body.error).toMatchObject({ code: 'FORBIDDEN', message: READ_ONLY_MESSAGE });
    expect(await t.db.step.count()).toBe(steps);
  });

  it('is refused every REST route that writes for the owner, with a clear 403', async () => {
    for (const route of restRoutes()) {
      if (route.startsWith('GET ') || REST_SIGN_IN_FLOWS.has(route)) continue;
      const res = await callRoute(script, route);
      expect(res.status, route).toBe(403);
      expect([READ_ONLY_MESSAGE, ACCOUNT_MESSAGE], route).toContain(res.body.error?.message);
    }
  });

  it('is not asked for more on the sign-in flows, which act for nobody yet', async () => {
    const rest = await script.post('/api/v1/auth/check-username', { username: 'someone-new' });
    expect(rest.status).toBe(200);
    const gql = await script.gql('mutation { checkUsername(username: "someone-new") { __typename } }');
    expect(gql.data.checkUsername).toEqual({ __typename: 'Availability' });
  });

  it('may end itself (logout), like any token', async () => {
    const token = await newToken('short-lived', 'read');
    const client = bearer(token);
    expect((await client.post('/api/v1/auth/logout')).status).toBe(200);
    expect((await client.get('/api/v1/auth/me')).status).toBe(401);
  });
});

describe('tokens made before scopes existed', () => {
  it('get the safe default: full use of the data, no account management', async () => {
    const user = await t.db.user.findUniqueOrThrow({ where: { email: USER.email } });
    const token = 'duet_pat_made-before-scopes-existed-0123456789';
    // No scope written: what the migration leaves on the rows it finds.
    await t.db.session.create({
      data: {
        userId: user.id,
        kind: 'token',
        name: 'old',
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    const old = bearer(token);
    expect((await old.get('/api/v1/chat/threads')).status).toBe(200);
    const res = await old.gql(ACCOUNT_GRAPHQL[0]![1]);
    expect(res.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('a browser session', () => {
  it('manages the account (the Settings page)', async () => {
    expect((await ada.gql('{ viewer { sessionsConnection { edges { node { id } } } } }')).errors).toBeUndefined();
    expect((await ada.post('/api/v1/auth/refresh')).status).toBe(200);
    expect(await newToken('made in the browser')).toMatch(/^duet_pat_/);
  });
});

function restRoutes(): string[] {
  return t.app.hono.routes
    .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL' && !r.path.endsWith('*'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((r, i, all) => all.indexOf(r) === i);
}

function callRoute(client: TestClient, route: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = pattern
    .replace(/:[a-z_]+/gi, 'nothing-here')
    .replace(/\/stream$/, `/stream?thread_id=${threadId}&input=hi`);
  return client.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
}
