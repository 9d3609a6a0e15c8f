/**
 * Settings › Tools (api/src/mcp/servers.ts, tools.ts): a person connects a real MCP server
 * (api/test/support/mcp-server.ts) over GraphQL or REST, its tools are listed with the defaults (on,
 * ask every time), the person's choices stay across a refresh, headers are sealed and never come
 * back, private addresses are refused unless the operator allows them, and a person's servers are
 * capped. Bad input is a clear 4xx that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPersonalTool } from '../src/mcp/agent-access.js';
import { startOAuthMcpServer } from './support/mcp-oauth-server.js';
import { startMcpServer, type TestMcpServer } from './support/mcp-server.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const ADD = `mutation ($name: String!, $url: String!, $headers: [McpHeaderInput!]) {
  addMcpServer(name: $name, url: $url, headers: $headers) {
    __typename
    ... on McpServer { id name url headerNames lastError tools { id name description enabled policy } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

let t: TestApp;
let mcp: TestMcpServer;
let ada: TestClient;
beforeAll(async () => {
  mcp = await startMcpServer({ token: 'sesame-7731' });
  t = await startTestApp({
    FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}`,
    MCP_SERVERS_PER_USER: '3',
  });
  ada = await signedUp(t);
});
afterAll(async () => {
  await t.close();
  await mcp.close();
});

const auth = [{ name: 'Authorization', value: 'Bearer sesame-7731' }];

describe('connecting an MCP server', () => {
  it('lists its tools, each on and asking every time; the header is sealed and never sent back', async () => {
    const added = (await ada.gql(ADD, { name: 'Notebook', url: mcp.url, headers: auth })).data.addMcpServer;
    expect(added).toMatchObject({ __typename: 'McpServer', name: 'Notebook', headerNames: ['Authorization'] });
    expect(added.lastError).toBeNull();
    expect(added.tools.map((x: any) => x.name)).toEqual(['big_report', 'create_note', 'poisoned_page', 'slow_search']);
    expect(added.tools.every((x: any) => x.enabled && x.policy === 'ASK')).toBe(true);
    expect(added.tools.find((x: any) => x.name === 'create_note').description).toBe('Save a note in the notebook.');
    // The server got the header; nothing Duet sends back or stores in the clear has it.
    expect(mcp.headers.at(-1)!.authorization).toBe('Bearer sesame-7731');
    const rest = await ada.get('/api/v1/tools/servers');
    expect(rest.status).toBe(200);
    expect(rest.body.servers[0]).toMatchObject({ id: added.id, header_names: ['Authorization'], last_error: null });
    expect(JSON.stringify(rest.body)).not.toContain('sesame');
    const row = await t.db.mcpServer.findUniqueOrThrow({ where: { id: added.id } });
    expect(JSON.stringify(row)).not.toContain('sesame');
    await ada.request('DELETE', `/api/v1/tools/servers/${added.id}`);
  });

  it('keeps a server it cannot reach with why, and lists its tools once the header is right', async () => {
    const res = await ada.request('POST', '/api/v1/tools/servers', { json: { name: 'No token', url: mcp.url } });
    expect(res.status).toBe(201);
    expect(res.body.tools).toEqual([]);
    expect(res.body.last_error).toMatch(/refused Duet|401/);
    const fixed = await ada.request('PATCH', `/api/v1/tools/servers/${res.body.id}`, {
      json: { headers: [{ name: 'Authorization', value: 'Bearer sesame-7731' }] },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.last_error).toBeNull();
    expect(fixed.body.tools).toHaveLength(4);
    await ada.request('DELETE', `/api/v1/tools/servers/${res.body.id}`);
  });

  it('keeps the person’s choices across a refresh', async () => {
    const server = (await ada.gql(ADD, { name: 'Notebook', url: mcp.url, headers: auth })).data.addMcpServer;
    const note = server.tools.find((x: any) => x.name === 'create_note');
    const big = server.tools.find((x: any) => x.name === 'big_report');
    const set = await ada.gql(
      'mutation ($id: ID!) { updateMcpTool(id: $id, policy: ALLOW) { ... on McpTool { policy enabled } } }',
      { id: note.id },
    );
    expect(set.data.updateMcpTool).toEqual({ policy: 'ALLOW', enabled: true });
    const off = await ada.request('PATCH', `/api/v1/tools/servers/${server.id}/tools/${big.id}`, {
      json: { enabled: false },
    });
    expect(off.body).toMatchObject({ enabled: false, policy: 'ask' });
    const refreshed = await ada.request('POST', `/api/v1/tools/servers/${server.id}/refresh`);
    expect(refreshed.body.tools.find((x: any) => x.name === 'create_note').policy).toBe('allow');
    expect(refreshed.body.tools.find((x: any) => x.name === 'big_report').enabled).toBe(false);
    await ada.request('DELETE', `/api/v1/tools/servers/${server.id}`);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await t.db.mcpServer.count();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x', url: 'ftp://example.com/mcp' }, /http:\/\/ or https:\/\//],
      [{ name: '', url: mcp.url }, /name/],
      [{ name: 'x', url: 'http://user:pw@example.com/' }, /no user or password/],
      [{ name: 'x', url: mcp.url, headers: [{ name: 'Host', value: 'x' }] }, /sets this header itself/],
      [{ name: 'x', url: mcp.url, headers: [{ name: 'X-A', value: 'a\r\nb' }] }, /one line/],
      [{ name: 'x', url: mcp.url, headers: 'nope' }, /headers/],
      [{ name: 42, url: mcp.url }, /name/],
    ];
    for (const [json, message] of cases) {
      const res = await ada.request('POST', '/api/v1/tools/servers', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const policy = await ada.gql('mutation { updateMcpTool(id: "nope", policy: NEVER) { __typename } }');
    expect(policy.data.updateMcpTool.__typename).toBe('NotFoundError');
    expect(await t.db.mcpServer.count()).toBe(before);
  });

  it('refuses an address on a private network unless the operator allows it', async () => {
    const strict = await startTestApp();
    try {
      const maya = await signedUp(strict, { email: 'maya@example.com', username: 'maya' });
      for (const url of [mcp.url, 'http://10.0.0.7/mcp', 'http://169.254.169.254/latest', 'http://localhost:9/mcp']) {
        const res = await maya.request('POST', '/api/v1/tools/servers', { json: { name: 'x', url } });
        expect(res.status, url).toBe(400);
        expect(res.body.error.message).toMatch(/private networks/);
      }
      expect(await strict.db.mcpServer.count()).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('caps the servers a person may connect, with a clear 409', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    for (let i = 0; i < 3; i++) {
      expect(
        (await bob.request('POST', '/api/v1/tools/servers', { json: { name: `S${i}`, url: mcp.url } })).status,
      ).toBe(201);
    }
    const fourth = await bob.request('POST', '/api/v1/tools/servers', { json: { name: 'S4', url: mcp.url } });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.message).toMatch(/at most 3 tool servers/);
    // Ada's count is her own.
    expect((await ada.get('/api/v1/tools/servers')).body.servers.length).toBeLessThan(3);
  });
});

describe('a server that asks for OAuth', () => {
  it('sends the person to sign in, and back; its tools are theirs alone and its tokens sealed', async () => {
    const oauth = await startOAuthMcpServer();
    const s = await startTestApp({ FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(oauth.url).port}` });
    try {
      const maya = await signedUp(s, { email: 'maya@example.com', username: 'maya' });
      const added = await maya.request('POST', '/api/v1/tools/servers', { json: { name: 'Work', url: oauth.url } });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        tools: [],
        last_error: 'Sign in to Work to use its tools.',
        signed_in: false,
      });
      const signIn = new URL(added.body.sign_in_url);
      expect(signIn.origin).toBe(new URL(oauth.url).origin);
      expect(signIn.searchParams.get('redirect_uri')).toBe(`${s.config.publicUrl}/api/v1/tools/oauth/callback`);

      // The server's sign-in page approves at once and sends the browser back to Duet with a code.
      const page = await fetch(signIn, { redirect: 'manual' });
      const back = new URL(page.headers.get('location')!);
      expect(back.pathname).toBe('/api/v1/tools/oauth/callback');
      const query = back.search;
      // Someone else cannot finish Maya's sign-in, nor a stranger.
      const bob = await signedUp(s, { email: 'bob@example.com', username: 'bob' });
      expect((await bob.get(`/api/v1/tools/oauth/callback${query}`)).status).toBe(404);
      expect((await s.client().get(`/api/v1/tools/oauth/callback${query}`)).status).toBe(401);
      const done = await maya.raw('GET', `/api/v1/tools/oauth/callback${query}`);
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/settings#tools-title');

      const server = (await maya.get(`/api/v1/tools/servers/${added.body.id}`)).body;
      expect(server).toMatchObject({ last_error: null, sign_in_url: null, signed_in: true });
      expect(server.tools.map((t: any) => t.name)).toEqual(['whoami']);
      expect(oauth.tokens.length).toBeGreaterThan(0);
      const row = await s.db.mcpServer.findUniqueOrThrow({ where: { id: added.body.id } });
      expect(JSON.stringify(row)).not.toContain(oauth.tokens.at(-1)!);
      // The brain's calls carry the token too.
      const mayaId = (await s.db.user.findFirstOrThrow({ where: { username: 'maya' } })).id;
      const answer = await callPersonalTool(s.app.services.mcp, mayaId, server.tools[0].id, {});
      expect(answer.content).toMatch(/^You are client /);
      await expect(callPersonalTool(s.app.services.mcp, 'someone-else', server.tools[0].id, {})).rejects.toThrow(
        /no longer connected/,
      );
      // The same code cannot be used twice.
      expect((await maya.get(`/api/v1/tools/oauth/callback${query}`)).status).toBe(404);
    } finally {
      await s.close();
      await oauth.close();
    }
  });
});
