/**
 * Authorization, tried on every GraphQL field and every REST route the app
 * has (enumerated, so new ones are covered too): with no session, and with
 * another user's ids. The answer is 401/403/404 or a typed error — never data.
 */
import { getNamedType, isEnumType, isNonNullType, isScalarType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema as liveSchema } from '../src/schema/index.js';
import { startMcpServer, type TestMcpServer } from './support/mcp-server.js';
import { dummy, operation, schema } from './support/schema-operations.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let ids: Record<string, string>;
let mcp: TestMcpServer;
let sharedServer: string;

/** Operations anyone may call (and what they give a stranger is public by design). */
const PUBLIC_FIELDS = new Set([
  'register',
  'login',
  'signInWithLink',
  'logout',
  'checkUsername',
  'checkEmail',
  'requestPasswordReset',
  'resetPassword',
  // Follows the mailed link: the link's token is the proof, whoever sends it.
  'confirmEmailChange',
  'refreshSession',
  'viewer',
  'node',
  'nodes',
  'thread',
  'publicProfile',
  'twin',
  'discoverProfiles',
  // Whether a twin shows on a site: what its embed page's frame-ancestors already says to anyone.
  'twinEmbedStatus',
  'startTwinChat',
  'sendMessage',
  'resumeRun',
  // Which ways in the sign-in page offers (public by design: the page is for strangers).
  'signInOptions',
  // Whether the one asking may attach files: a yes or no about themselves.
  'uploadsAllowed',
  // Who may sign up, and whether an invitation link works: what the sign-up page shows anyone.
  'signUpOptions',
  // The asker's own request allowance (a stranger's is their address's).
  'rateLimit',
]);
const ERROR_TYPES = new Set([
  'AuthError',
  'NotFoundError',
  'ValidationError',
  'ForbiddenError',
  'RateLimitedError',
  'RunRefused',
]);

beforeAll(async () => {
  mcp = await startMcpServer();
  t = await startTestApp({ FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}` });
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  // Bob signed in an hour ago: deleting his account or changing its e-mail needs his password,
  // which no call here sends (api/src/auth/confirm-identity.ts).
  await t.db.session.updateMany({
    where: { user: { username: 'bob' } },
    data: { createdAt: new Date(Date.now() - 3600_000) },
  });
  const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
  const memory = await ada.gql('mutation { createMemory(content: "secret") { ... on Memory { id } } }');
  const story = await ada.gql('mutation { createStory(content: "I love secrets.") { ... on Story { id } } }');
  await ada.gql('mutation { setPersonalInstructions(about: "I love secrets.") { __typename } }');
  const note = (await ada.get('/api/v1/notifications')).body.notifications[0].id;
  // A project with her secret in its instructions, holding her thread (api/src/projects/).
  const project = (await ada.post('/api/v1/projects', { name: 'Secrets', instructions: 'I love secrets.' })).body
    .project.id;
  await ada.request('PUT', `/api/v1/projects/${project}/conversations/${thread}`);
  // Ada's MCP server, one of its tools, and a tool call that waits for her (api/src/mcp/).
  const server = (await ada.post('/api/v1/tools/servers', { name: 'secret tools', url: mcp.url })).body;
  // A server for everyone (Ada is the admin): its header's value is a secret every route keeps.
  sharedServer = (
    await ada.post('/api/v1/admin/tools/servers', {
      name: 'team tools',
      url: mcp.url,
      headers: [{ name: 'X-Team-Key', value: 'I love secrets' }],
    })
  ).body.id;
  const approval = await t.db.toolApproval.create({
    data: {
      userId: (await t.db.user.findFirstOrThrow({ where: { username: 'ada' } })).id,
      threadId: thread,
      stepId: 'step-of-ada',
      toolCallId: 'call-row-of-ada',
      callId: 'call_1',
      callName: 'secret_tools__create_note',
      toolId: server.tools[0].id,
      toolName: 'create_note',
      serverName: 'secret tools',
      args: { title: 'secret' },
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  ids = {
    thread,
    memory: memory.data.createMemory.id,
    story: story.data.createStory.id,
    notification: note,
    project,
    mcpServer: server.id,
    mcpTool: server.tools[0].id,
    toolApproval: approval.id,
  };
});
afterAll(async () => {
  await t.close();
  await mcp.close();
});

function expectNoData(name: string, res: { data?: any; errors?: any[] }) {
  const value = res.data?.[name];
  if (res.errors?.length) {
    for (const e of res.errors)
      expect(['UNAUTHENTICATED', 'NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'], `${name}: ${e.message}`).toContain(
        e.extensions?.code,
      );
    return;
  }
  if (value === null || value === undefined) return;
  const types = Array.isArray(value) ? value.map((v) => v.__typename) : [value.__typename];
  for (const type of types) expect(ERROR_TYPES, `${name} returned ${type}`).toContain(type);
}

describe('GraphQL: every field', () => {
  const fields = (kind: 'query' | 'mutation') =>
    Object.keys((kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!).getFields()).filter(
      (f) => !PUBLIC_FIELDS.has(f),
    );

  it.each(fields('query'))('query %s refuses strangers', async (name) => {
    expectNoData(
      name,
      await t.client().gql(operation('query', name, 'x').query, operation('query', name, 'x').variables),
    );
  });

  it.each(fields('mutation'))('mutation %s refuses strangers and other users', async (name) => {
    const stranger = operation('mutation', name, 'x');
    expectNoData(name, await t.client().gql(stranger.query, stranger.variables));
    // Mutations that name something by id must not reach Ada's things; the others act on Bob's own.
    const mutation = schema.getMutationType()!.getFields()[name]!;
    // (An id that names a model people choose from, like `model`, names nobody's thing.)
    const takesId = mutation.args.some((a) => getNamedType(a.type).name === 'ID' && /(^id|Ids?)$/.test(a.name));
    if (!takesId) return;
    for (const id of Object.values(ids)) {
      const op = operation('mutation', name, id);
      expectNoData(name, await bob.gql(op.query, op.variables));
    }
  });

  it('subscriptions: strangers get refusals, never Ada’s events', async () => {
    for (const name of Object.keys(schema.getSubscriptionType()!.getFields())) {
      if (name === 'notificationEvents') continue; // Bob's own notifications (tested elsewhere)
      const op = operation('subscription', name, ids.thread!);
      const res = await bob.raw('POST', '/graphql', { json: op, headers: { accept: 'text/event-stream' } });
      const text = await res.text();
      expect(text, name).not.toMatch(/"__typename":"(RunStarted|TextDelta|RunSnapshot|AssistantStepEvent)"/);
    }
  });

  // What anyone who reaches a User (node(id)) may read of it; everything else is the person's own.
  const USER_PUBLIC = new Set([
    'id',
    'databaseId',
    'username',
    'displayName',
    'profilePictureUrl',
    'isOnboarded',
    'createdAt',
    'updatedAt',
    'email',
  ]);

  const userType = schema.getType('User') as GraphQLObjectType;
  it.each(Object.keys(userType.getFields()).filter((f) => !USER_PUBLIC.has(f)))(
    "User.%s of another person is Not found (one rule for what is a person's own)",
    async (name) => {
      const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id as string;
      const field = userType.getFields()[name]!;
      const args = field.args.filter((a) => isNonNullType(a.type));
      const call = args.length
        ? `(${args.map((a) => `${a.name}: ${JSON.stringify(dummy(a.type, ids.thread!))}`).join(', ')})`
        : '';
      const leaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
      const res = await bob.gql(
        `query ($id: ID!) { node(id: $id) { ... on User { ${name}${call} ${leaf ? '' : '{ __typename }'} } } }`,
        { id: adaId },
      );
      expect(
        res.errors?.map((e) => e.extensions?.code),
        name,
      ).toEqual(['NOT_FOUND']);
      expect(JSON.stringify(res.data ?? null)).not.toContain('__typename');
    },
  );

  it('another person’s project is Not found, by its global id too, and its search finds nothing', async () => {
    const global = Buffer.from(`Project:${ids.project}`).toString('base64');
    const node = await bob.gql('query ($id: ID!) { node(id: $id) { ... on Project { name instructions } } }', {
      id: global,
    });
    expect(node.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    const search = await bob.gql(
      'query ($p: ID!) { viewer { searchThreads(query: "secrets", project: $p) { edges { node { name } } } } }',
      { p: global },
    );
    expect(search.errors?.map((e) => [e.extensions.code, e.message])).toEqual([['NOT_FOUND', 'Project not found']]);
    for (const route of [`/api/v1/projects/${ids.project}`, `/api/v1/projects/${ids.project}/search?q=secrets`]) {
      const res = await bob.get(route);
      expect(res.status, route).toBe(404);
      expect(res.body.error.message, route).toBe('Project not found');
    }
  });

  it('public reads of threads and nodes give strangers nothing', async () => {
    expect((await bob.gql(`query ($id: ID!) { thread(id: $id) { name } }`, { id: ids.thread })).data.thread).toBeNull();
    expect((await t.client().gql('{ viewer { id } }')).data.viewer).toBeNull();
  });
});

describe('REST: every route', () => {
  const PUBLIC_ROUTES = new Set([
    'POST /api/v1/auth/register',
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/sign-in-link',
    'POST /api/v1/auth/logout',
    'POST /api/v1/auth/check-username',
    'POST /api/v1/auth/check-email',
    'POST /api/v1/auth/forgot-password',
    'POST /api/v1/auth/reset-password',
    'POST /api/v1/account/email/confirm',
    'GET /api/v1/auth/sign-up-options',
    // Single sign-on: the ways in, and the trip to the OpenID provider and back (single-sign-on.test.ts).
    'GET /api/v1/auth/options',
    'GET /api/v1/auth/oidc/start',
    'GET /api/v1/auth/oidc/callback',
    'GET /api/v1/profile/public/:username',
    'GET /api/v1/twin/:username',
    'POST /api/v1/twin/:username/threads',
    // REST's OpenAPI document and its reference page: the same for everyone (openapi.test.ts).
    'GET /api/v1/openapi.json',
    'GET /api/v1/docs',
  ]);

  it('answers 401, 404 or 4xx to strangers and to other users, never data', async () => {
    const routes = t.app.hono.routes
      .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r, i, all) => all.indexOf(r) === i && !PUBLIC_ROUTES.has(r));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      for (const id of Object.values(ids)) {
        const url = pattern.replace(/:[a-z_]+/g, id).replace('/stream', `/stream?thread_id=${ids.thread}&input=hi`);
        for (const client of [t.client(), bob]) {
          const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
          const who = client === bob ? 'bob' : 'stranger';
          expect(
            res.status,
            `${who}: ${route} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          ).toBeGreaterThanOrEqual(
            client === bob &&
              /^GET \/api\/v1\/(auth\/me|profile|notifications|chat\/threads|shares|account\/export|account\/email|models|usage|documents|documents\/quota|account\/instructions|projects|tools\/servers)$|^DELETE \/api\/v1\/account\/email$|^GET \/api\/v1\/(notifications\/stats|chat\/threads\/search|chat\/profile-pal\/progress|twin\/conversations|twin\/insights|twin\/access)$|^PUT \/api\/v1\/(twin\/access|account\/instructions)$|^POST \/api\/v1\/(auth\/refresh|account\/onboarding\/finish|notifications\/read-all|chat\/(threads|private-brain\/start|profile-pal\/start))$|^PUT \/api\/v1\/profile$|^GET \/api\/v1\/profile\/suggestions$|^POST \/api\/v1\/profile\/update-from-stories$/.test(
                route,
              )
              ? 200 // Bob's own data
              : 400,
          );
          expect(JSON.stringify(res.body), `${who}: ${route}`).not.toMatch(/ada@example\.com|"secret"|I love secrets/);
        }
      }
    }
  });
});

describe('admin: every field and route', () => {
  // The live schema keeps each field's extensions (schema/ai-admin.ts marks the admin ones).
  const adminFields = (kind: 'query' | 'mutation') =>
    Object.entries((kind === 'query' ? liveSchema.getQueryType()! : liveSchema.getMutationType()!).getFields())
      .filter(([, field]) => (field.extensions as { admin?: boolean } | undefined)?.admin === true)
      .map(([name]) => [kind, name] as const);
  const all = [...adminFields('query'), ...adminFields('mutation')];

  it('finds the admin fields', () => {
    expect(all.map(([, name]) => name)).toEqual(
      expect.arrayContaining([
        'aiSettings',
        'addAiConnection',
        'adminPeople',
        'adminAuditLog',
        'adminDisablePerson',
        'adminUpdateSettings',
        'adminMcpServers',
        'adminAddMcpServer',
        'adminUpdateMcpServer',
        'adminRefreshMcpServer',
        'adminRemoveMcpServer',
        'adminUpdateMcpTool',
      ]),
    );
  });

  it('a server for everyone: a member sees and uses it, never its address’s path or its header, and cannot change it', async () => {
    const seen = await bob.gql('{ mcpServers { id url headerNames forEveryone tools { id } } }');
    expect(seen.data.mcpServers).toEqual([
      expect.objectContaining({ id: sharedServer, url: new URL(mcp.url).origin, headerNames: [], forEveryone: true }),
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/X-Team-Key|I love secrets/);
    const changed = await bob.gql('mutation ($id: ID!) { updateMcpServer(id: $id, name: "mine") { __typename } }', {
      id: sharedServer,
    });
    expect(changed.data.updateMcpServer.__typename).toBe('ValidationError');
    const tool = seen.data.mcpServers[0].tools[0].id;
    const own = await bob.request('PATCH', `/api/v1/tools/servers/${sharedServer}/tools/${tool}`, {
      json: { policy: 'never' },
    });
    expect(own.status).toBe(200);
    expect(own.body.policy).toBe('never');
  });

  it.each(all)('%s %s is Not found to a member and to a stranger', async (kind, name) => {
    const op = operation(kind, name, 'x');
    for (const client of [bob, t.client()]) {
      const res = await client.gql(op.query, op.variables);
      const value = res.data?.[name];
      const answered = res.errors?.map((e) => e.extensions?.code) ?? [value?.__typename];
      expect(answered, name).toEqual([expect.stringMatching(/^(NOT_FOUND|NotFoundError)$/)]);
    }
  });

  it('every /api/v1/admin route is 404 to a member and to a stranger', async () => {
    const routes = t.app.hono.routes
      .filter((r) => r.path.startsWith('/api/v1/admin/') && r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => [r.method, r.path.replace(/:[a-z_]+/g, 'x')] as const);
    expect(routes.length).toBeGreaterThan(5);
    for (const [method, url] of routes) {
      for (const client of [bob, t.client()]) {
        const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
  });
});
