/**
 * The operator's MCP servers from configuration (api/src/mcp/configured.ts): a file named by
 * MCP_SERVERS_FILE lists a real stdio server (support/mcp-stdio-server.mjs, started per use with
 * only the env the file gives and PATH) and a Streamable HTTP one with a header
 * (support/mcp-server.ts). Both are servers for everyone, read-only in /admin; the model calls the
 * stdio server's tool once the person approves, and the notes file counts the calls. A broken entry
 * is left out with a warning naming it, and the admin sees why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfiguredServers } from '../src/mcp/configured.js';
import { newBrainThread } from './support/brain-turns.js';
import { startMcpServer, type TestMcpServer } from './support/mcp-server.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestClient } from './support/test-app.js';
import { approvalOf, ask, decide, follow, outputs } from './support/tool-turns.js';

const STDIO_SERVER = fileURLToPath(new URL('./support/mcp-stdio-server.mjs', import.meta.url));
const TOKEN = 'configured-token-991';
const ENV_SECRET = 'stdio-env-secret-553';

let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let mcp: TestMcpServer;
let dir: string;
let notesFile: string;
let admin: TestClient;
let bob: TestClient;

const LIST = `{ adminMcpServers { configurationFile configurationErrors { entry message }
  servers { id name address transport command secretNames lastError fromConfiguration tools { id name } } } }`;
const notes = () => (fs.existsSync(notesFile) ? fs.readFileSync(notesFile, 'utf8').split('\n').filter(Boolean) : []);

function writeConfig(file: string, servers: unknown) {
  fs.writeFileSync(file, typeof servers === 'string' ? servers : JSON.stringify({ servers }));
  return file;
}

beforeAll(async () => {
  mcp = await startMcpServer({ token: TOKEN });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-mcp-config-'));
  notesFile = path.join(dir, 'notes.txt');
  const file = writeConfig(path.join(dir, 'servers.json'), [
    {
      name: 'Shared notebook',
      command: process.execPath,
      args: [STDIO_SERVER],
      env: { NOTES_FILE: notesFile, API_KEY: ENV_SECRET },
    },
    { name: 'Configured web', url: mcp.url, headers: { Authorization: `Bearer ${TOKEN}` } },
    { name: 'Both', url: mcp.url, command: 'sh' },
  ]);
  s = await startAppWithScriptedAI({
    FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}`,
    MCP_SERVERS_FILE: file,
  });
  await s.t.app.services.mcpConfigured;
  admin = await signedUp(s.t);
  bob = await signedUp(s.t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await s.close();
  await mcp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('servers from configuration', () => {
  it('are servers for everyone, read-only in /admin, with the broken entry named and nothing secret shown', async () => {
    const list = (await admin.gql(LIST)).data.adminMcpServers;
    expect(list.configurationErrors).toEqual([
      { entry: 'servers[2] (Both)', message: 'Give either url (HTTP) or command (stdio)' },
    ]);
    const [stdio, web] = list.servers;
    expect(stdio).toMatchObject({
      name: 'Shared notebook',
      transport: 'STDIO',
      address: '',
      command: `${process.execPath} ${STDIO_SERVER}`,
      secretNames: ['NOTES_FILE', 'API_KEY'],
      lastError: null,
      fromConfiguration: true,
    });
    expect(stdio.tools.map((x: any) => x.name)).toEqual(['big_report', 'create_note', 'env_names']);
    expect(web).toMatchObject({ name: 'Configured web', transport: 'HTTP', secretNames: ['Authorization'] });
    expect(web.tools.map((x: any) => x.name)).toContain('create_note');
    expect(notes()).toEqual([]); // listing called nothing

    // Nothing of the file's secrets anywhere a client or the database sees.
    const rest = await admin.get('/api/v1/admin/tools/servers');
    const mine = await bob.get('/api/v1/tools/servers');
    for (const seen of [JSON.stringify(list), JSON.stringify(rest.body), JSON.stringify(mine.body)]) {
      expect(seen).not.toContain(ENV_SECRET);
      expect(seen).not.toContain(TOKEN);
    }
    expect(JSON.stringify(await s.t.db.mcpServer.findMany())).not.toMatch(new RegExp(`${ENV_SECRET}|${TOKEN}`));
    expect(mine.body.servers.map((x: any) => [x.name, x.transport, x.from_configuration, x.url])).toEqual([
      ['Shared notebook', 'stdio', true, ''],
      ['Configured web', 'http', true, new URL(mcp.url).origin],
    ]);

    // Read-only: changed or removed only in the file; refreshed and switched like the admin's own.
    for (const [method, url] of [
      ['PATCH', `/api/v1/admin/tools/servers/${stdio.id}`],
      ['DELETE', `/api/v1/admin/tools/servers/${stdio.id}`],
    ] as const) {
      const res = await admin.request(method, url, method === 'DELETE' ? {} : { json: { url: mcp.url } });
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.body.error.message).toMatch(/configuration file: change it there/);
    }
    expect((await admin.post(`/api/v1/admin/tools/servers/${stdio.id}/refresh`)).body.last_error).toBeNull();
  });

  it('the brain calls the stdio server’s tool once the person approves: one call, one note', async () => {
    const thread = await newBrainThread(bob);
    s.ai.enqueue({ kind: 'tool', name: 'shared_notebook__create_note', args: { title: 'From stdio' } });
    const approval = approvalOf(await ask(bob, thread, 'Save a note'));
    expect(approval).toBeTruthy();
    expect(notes()).toEqual([]);
    s.ai.enqueue({ kind: 'text', chunks: ['Saved.'] });
    expect((await decide(bob, approval!, 'allow_once')).status).toBe(201);
    const goesOn = await follow(bob, thread);
    expect(outputs(goesOn)[0]!.output).toMatchObject({
      source: 'the tool "create_note" of the server "Shared notebook"',
      content: 'Saved the shared note "From stdio".',
    });
    expect((await decide(bob, approval!, 'allow_once')).status).toBe(409);
    await s.t.app.services.chat.runs.settled();
    expect(notes()).toEqual(['From stdio']);
  });

  it('the command gets only the env the file gives and PATH; its answers are capped', async () => {
    const list = (await bob.get('/api/v1/tools/servers')).body.servers[0];
    for (const name of ['env_names', 'big_report']) {
      const tool = list.tools.find((x: any) => x.name === name);
      const res = await bob.request('PATCH', `/api/v1/tools/servers/${list.id}/tools/${tool.id}`, {
        json: { policy: 'allow' },
      });
      expect(res.status).toBe(200);
    }
    const thread = await newBrainThread(bob);
    s.ai.enqueue({ kind: 'tool', name: 'shared_notebook__env_names', args: {} });
    s.ai.enqueue({ kind: 'tool', name: 'shared_notebook__big_report', args: {} });
    s.ai.enqueue({ kind: 'text', chunks: ['Done.'] });
    const events = await ask(bob, thread, 'Who are you, and the report');
    const [env, report] = outputs(events);
    expect(env!.output.content).toBe('API_KEY,NOTES_FILE,PATH');
    expect(report!.output.content).toHaveLength(20_000);
    expect(report!.output.truncated).toContain(`of ${5 * 1024 * 1024} characters`);
  });

  it('calls the configured HTTP server with the file’s header', async () => {
    const list = (await bob.get('/api/v1/tools/servers')).body.servers[1];
    const tool = list.tools.find((x: any) => x.name === 'create_note');
    await bob.request('PATCH', `/api/v1/tools/servers/${list.id}/tools/${tool.id}`, { json: { policy: 'allow' } });
    s.ai.enqueue({ kind: 'tool', name: 'configured_web__create_note', args: { title: 'Over HTTP' } });
    s.ai.enqueue({ kind: 'text', chunks: ['Saved.'] });
    await ask(bob, await newBrainThread(bob), 'Save it on the web');
    expect(mcp.notes).toEqual(['Over HTTP']);
    expect(mcp.headers.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('a broken configuration file', () => {
  it('names each broken entry in a warning and keeps the good ones', () => {
    const warnings: string[] = [];
    const file = writeConfig(path.join(dir, 'mixed.json'), [
      { name: 'Good', command: 'node' },
      { name: 'Good', command: 'node' },
      { name: 'Bad env', command: 'node', env: { 'NOT-A-NAME': 'x' } },
      { name: 'Headers alone', command: 'node', headers: { A: 'b' } },
      { command: 'node' },
      { name: 'Bad header', url: 'https://example.com/mcp', headers: { Host: 'x' } },
    ]);
    const read = readConfiguredServers(file, {
      warn: (_o: unknown, message: string) => warnings.push(message),
    } as never);
    expect(read.entries.map((e) => e.name)).toEqual(['Good']);
    expect(read.errors).toEqual([
      { entry: 'servers[1] (Good)', message: 'Another entry is named Good' },
      { entry: 'servers[2] (Bad env)', message: 'env: An env name is letters, digits and _' },
      { entry: 'servers[3] (Headers alone)', message: 'headers go with url' },
      { entry: 'servers[4]', message: 'name: name must be text' },
      { entry: 'servers[5] (Bad header)', message: 'headers: Duet sets this header itself' },
    ]);
    expect(warnings[0]).toBe('MCP_SERVERS_FILE: servers[1] (Good): Another entry is named Good (left out)');
  });

  it('a command that never answers is given up after MCP_TOOL_TIMEOUT_SECONDS, and the admin sees why', async () => {
    const file = writeConfig(path.join(dir, 'silent.json'), [
      { name: 'Silent', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] },
    ]);
    const app = await startTestApp({ MCP_SERVERS_FILE: file, MCP_TOOL_TIMEOUT_SECONDS: '1' });
    try {
      await app.app.services.mcpConfigured;
      const owner = await signedUp(app);
      const [silent] = (await owner.get('/api/v1/admin/tools/servers')).body.servers;
      expect(silent).toMatchObject({ name: 'Silent', transport: 'stdio', tools: [] });
      expect(silent.last_error).toBe('The tool server did not answer in time.');
    } finally {
      await app.close();
    }
  });

  it('a file that is not JSON: Duet starts, with no servers from it, and the admin sees why', async () => {
    const file = writeConfig(path.join(dir, 'broken.json'), '{ "servers": [ ');
    const app = await startTestApp({ MCP_SERVERS_FILE: file });
    try {
      await app.app.services.mcpConfigured;
      const owner = await signedUp(app);
      const list = (await owner.get('/api/v1/admin/tools/servers')).body;
      expect(list.servers).toEqual([]);
      expect(list.configuration_file).toBe(file);
      expect(list.configuration_errors).toEqual([
        { entry: 'the file', message: expect.stringMatching(/broken\.json: it is not JSON/) },
      ]);
    } finally {
      await app.close();
    }
  });
});
