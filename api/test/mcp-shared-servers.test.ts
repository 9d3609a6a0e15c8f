/**
 * MCP servers the admin adds for everyone (api/src/mcp/shared-servers.ts): a real MCP server
 * (support/mcp-server.ts) behind a token, the scripted OpenAI-compatible model, the admin (the first
 * account) and two people. The admin's header is sealed and never comes back; each person sees the
 * server as for everyone, cannot change it, and keeps their own choices of its tools; a tool the
 * admin turns off is off for everyone. The notes create_note saves are the side effects: their
 * count matches the approvals exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrainThread } from './support/brain-turns.js';
import { startMcpServer, type TestMcpServer } from './support/mcp-server.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, type TestClient } from './support/test-app.js';
import { approvalOf, ask, decide, follow, outputs, text } from './support/tool-turns.js';

let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let mcp: TestMcpServer;
let admin: TestClient;
let bob: TestClient;
let carol: TestClient;
let serverId: string;
const tools: Record<string, string> = {};

const ADD = `mutation ($name: String!, $url: String!, $headers: [McpHeaderInput!]) {
  adminAddMcpServer(name: $name, url: $url, headers: $headers) {
    __typename
    ... on SharedMcpServer { id name address secretNames lastError fromConfiguration tools { id name enabledForEveryone } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const MINE = `{ mcpServers { id name url headerNames forEveryone fromConfiguration transport
  tools { id name enabled policy offForEveryone } } }`;
const SET_TOOL = `mutation ($id: ID!, $enabled: Boolean, $policy: ToolPolicy) {
  updateMcpTool(id: $id, enabled: $enabled, policy: $policy) {
    __typename ... on McpTool { enabled policy offForEveryone } ... on ValidationError { message } } }`;
const TOKEN = 'team-token-4242';

/** What the model was offered in its last request: the tools' names. */
const offered = () =>
  ((s.ai.requests.at(-1)!.tools ?? []) as Array<{ function: { name: string } }>).map((x) => x.function.name);

beforeAll(async () => {
  mcp = await startMcpServer({ token: TOKEN });
  s = await startAppWithScriptedAI({ FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}` });
  admin = await signedUp(s.t); // the first account is the admin
  bob = await signedUp(s.t, { email: 'bob@example.com', username: 'bob' });
  carol = await signedUp(s.t, { email: 'carol@example.com', username: 'carol' });
});
afterAll(async () => {
  await s.close();
  await mcp.close();
});

async function askForNote(client: TestClient, title: string) {
  const thread = await newBrainThread(client);
  s.ai.enqueue({ kind: 'tool', name: 'team_notes__create_note', args: { title } });
  const events = await ask(client, thread, `Save a note: ${title}`);
  return { thread, events, approval: approvalOf(events) };
}

describe('the admin adds a server for everyone', () => {
  it('lists its tools; the header is sealed, only its name comes back, and the audit log has it', async () => {
    const headers = [{ name: 'Authorization', value: `Bearer ${TOKEN}` }];
    const added = (await admin.gql(ADD, { name: 'Team notes', url: mcp.url, headers })).data.adminAddMcpServer;
    expect(added).toMatchObject({
      __typename: 'SharedMcpServer',
      address: mcp.url,
      secretNames: ['Authorization'],
      lastError: null,
      fromConfiguration: false,
    });
    expect(added.tools.every((x: any) => x.enabledForEveryone)).toBe(true);
    serverId = added.id;
    for (const tool of added.tools) tools[tool.name] = tool.id;
    expect(mcp.headers.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);

    const rest = await admin.get('/api/v1/admin/tools/servers');
    expect(rest.status).toBe(200);
    expect(rest.body.servers[0]).toMatchObject({ id: serverId, header_names: ['Authorization'], url: mcp.url });
    expect(rest.body).toMatchObject({ configuration_file: null, configuration_errors: [] });
    for (const text of [JSON.stringify(rest.body), JSON.stringify(await s.t.db.mcpServer.findMany())])
      expect(text).not.toContain(TOKEN);
    const audit = (await admin.get('/api/v1/admin/audit')).body.entries[0];
    expect(audit).toMatchObject({ action: 'tool_server.added', target_label: 'Team notes' });
  });

  it('refuses bad input with a clear 4xx, and never a command', async () => {
    const noUrl = await admin.post('/api/v1/admin/tools/servers', { name: 'Shell', command: 'sh', args: ['-c', 'id'] });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.error.message).toBe('url must be text');
    const privateAddress = await admin.post('/api/v1/admin/tools/servers', {
      name: 'Inside',
      url: 'http://10.0.0.7/mcp',
    });
    expect(privateAddress.status).toBe(400);
    const badTool = await admin.request('PATCH', `/api/v1/admin/tools/servers/${serverId}/tools/${tools.create_note}`, {
      json: { enabled_for_everyone: 'yes' },
    });
    expect(badTool.status).toBe(400);
    expect((await admin.get('/api/v1/admin/tools/servers/nope')).status).toBe(404);
    expect((await s.t.db.mcpServer.count({ where: { userId: null } })).valueOf()).toBe(1);
  });
});

describe('a person and the server for everyone', () => {
  it('sees it as for everyone (no path, no header names), with the defaults, and cannot change it', async () => {
    const seen = (await bob.gql(MINE)).data.mcpServers;
    expect(seen).toEqual([
      expect.objectContaining({
        id: serverId,
        url: new URL(mcp.url).origin,
        headerNames: [],
        forEveryone: true,
        fromConfiguration: false,
        transport: 'HTTP',
      }),
    ]);
    expect(seen[0].tools.every((x: any) => x.enabled && x.policy === 'ASK' && !x.offForEveryone)).toBe(true);
    const rest = await bob.get('/api/v1/tools/servers');
    expect(rest.body.servers[0]).toMatchObject({ id: serverId, for_everyone: true });
    expect(JSON.stringify(rest.body)).not.toContain(TOKEN);

    for (const [method, url] of [
      ['PATCH', `/api/v1/tools/servers/${serverId}`],
      ['DELETE', `/api/v1/tools/servers/${serverId}`],
      ['POST', `/api/v1/tools/servers/${serverId}/refresh`],
    ] as const) {
      const res = await bob.request(method, url, method === 'DELETE' ? {} : { json: { name: 'Mine now' } });
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body.error.message).toMatch(/only the admin changes or removes it/);
    }
    const gql = await bob.gql(
      'mutation ($id: ID!) { removeMcpServer(id: $id) { __typename ... on ValidationError { message } } }',
      { id: serverId },
    );
    expect(gql.data.removeMcpServer.__typename).toBe('ValidationError');
    expect(await s.t.db.mcpServer.count({ where: { id: serverId } })).toBe(1);
  });

  it('calls its tool after approving: the side effect happens once; Always allow is theirs alone', async () => {
    const first = await askForNote(bob, 'Team lunch');
    expect(first.approval).toBeTruthy();
    expect(mcp.notes).toEqual([]);
    s.ai.enqueue({ kind: 'text', chunks: ['Saved for the team.'] });
    expect((await decide(bob, first.approval!, 'always_allow')).status).toBe(201);
    const goesOn = await follow(bob, first.thread);
    expect(outputs(goesOn)[0]!.output).toMatchObject({
      source: 'the tool "create_note" of the server "Team notes"',
      content: 'Saved the note "Team lunch".',
    });
    expect(text(goesOn)).toBe('Saved for the team.');
    expect(mcp.notes).toEqual(['Team lunch']);
    const bobs = (await bob.gql(MINE)).data.mcpServers[0].tools.find((x: any) => x.name === 'create_note');
    expect(bobs.policy).toBe('ALLOW');

    // Carol's choice is still her own: she is asked, and denying runs nothing.
    const carols = await askForNote(carol, 'Carol’s secret');
    expect(carols.approval).toBeTruthy();
    s.ai.enqueue({ kind: 'text', chunks: ['Not saved.'] });
    expect((await decide(carol, carols.approval!, 'deny')).status).toBe(201);
    await follow(carol, carols.thread);
    expect((await carol.gql(MINE)).data.mcpServers[0].tools.find((x: any) => x.name === 'create_note').policy).toBe(
      'ASK',
    );
    // Bob's next call runs without asking.
    s.ai.enqueue({ kind: 'tool', name: 'team_notes__create_note', args: { title: 'Second' } });
    s.ai.enqueue({ kind: 'text', chunks: ['Saved again.'] });
    const again = await ask(bob, await newBrainThread(bob), 'Another');
    expect(approvalOf(again)).toBeNull();
    await s.t.app.services.chat.runs.settled();
    expect(mcp.notes).toEqual(['Team lunch', 'Second']);
  });

  it('a person turns a tool off for themselves only; Carol cannot change Bob’s choices', async () => {
    const off = await carol.gql(SET_TOOL, { id: tools.poisoned_page, enabled: false });
    expect(off.data.updateMcpTool).toMatchObject({ enabled: false, offForEveryone: false });
    s.ai.enqueue({ kind: 'text', chunks: ['Hello.'] });
    await ask(carol, await newBrainThread(carol), 'Hi');
    expect(offered()).not.toContain('team_notes__poisoned_page');
    expect(offered()).toContain('team_notes__create_note');
    s.ai.enqueue({ kind: 'text', chunks: ['Hello.'] });
    await ask(bob, await newBrainThread(bob), 'Hi');
    expect(offered()).toContain('team_notes__poisoned_page');
    // Each person's choices are rows of their own; another person's tool id of their own server is not found.
    expect(await s.t.db.mcpToolChoice.count({ where: { toolId: tools.poisoned_page } })).toBe(1);
    const bobsOwn = (
      await bob.post('/api/v1/tools/servers', {
        name: 'Bob’s',
        url: mcp.url,
        headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
      })
    ).body;
    const res = await carol.gql(SET_TOOL, { id: bobsOwn.tools[0].id, enabled: false });
    expect(res.data.updateMcpTool.__typename).toBe('NotFoundError');
    await bob.request('DELETE', `/api/v1/tools/servers/${bobsOwn.id}`);
  });

  it('a tool the admin turns off is off for everyone: nobody can turn it on or call it', async () => {
    const res = await admin.request('PATCH', `/api/v1/admin/tools/servers/${serverId}/tools/${tools.create_note}`, {
      json: { enabled_for_everyone: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'create_note', enabled_for_everyone: false });
    const bobs = (await bob.gql(MINE)).data.mcpServers[0].tools.find((x: any) => x.name === 'create_note');
    expect(bobs).toMatchObject({ enabled: false, offForEveryone: true, policy: 'ALLOW' });
    const on = await bob.gql(SET_TOOL, { id: tools.create_note, enabled: true });
    expect(on.data.updateMcpTool).toEqual({
      __typename: 'ValidationError',
      message: 'The admin turned this tool off for everyone.',
    });
    s.ai.enqueue({ kind: 'text', chunks: ['Hello.'] });
    await ask(bob, await newBrainThread(bob), 'Hi');
    expect(offered()).not.toContain('team_notes__create_note');
    // On again: Bob's own choice (always allow) is back.
    await admin.gql('mutation ($id: ID!) { adminUpdateMcpTool(id: $id, enabledForEveryone: true) { __typename } }', {
      id: tools.create_note,
    });
    const back = (await bob.gql(MINE)).data.mcpServers[0].tools.find((x: any) => x.name === 'create_note');
    expect(back).toMatchObject({ enabled: true, offForEveryone: false, policy: 'ALLOW' });
  });

  it('the admin renames it, replaces its headers and removes it: it is gone for everyone', async () => {
    const renamed = await admin.gql(
      `mutation ($id: ID!) { adminUpdateMcpServer(id: $id, name: "Team notebook", headers: []) {
        __typename ... on SharedMcpServer { name secretNames lastError } } }`,
      { id: serverId },
    );
    expect(renamed.data.adminUpdateMcpServer).toMatchObject({ name: 'Team notebook', secretNames: [] });
    expect(renamed.data.adminUpdateMcpServer.lastError).toMatch(/refused Duet/);
    const removed = await admin.request('DELETE', `/api/v1/admin/tools/servers/${serverId}`);
    expect(removed.status).toBe(204);
    expect((await bob.gql(MINE)).data.mcpServers).toEqual([]);
    expect(await s.t.db.mcpToolChoice.count()).toBe(0);
    const actions = (await admin.get('/api/v1/admin/audit')).body.entries.map((e: any) => e.action);
    expect(actions.slice(0, 4)).toEqual([
      'tool_server.removed',
      'tool_server.changed',
      'tool_server.tool_switched',
      'tool_server.tool_switched',
    ]);
  });
});
