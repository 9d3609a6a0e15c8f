/**
 * What the MCP tools journey (e2e/mcp-tools.spec.ts) runs beside the browser, all on 127.0.0.1: a
 * real MCP server (api/test/support/mcp-server.ts, in a process of its own), a model server that calls a tool when asked for
 * a note and answers from the tool's result, and a Duet server of its own (its own database, the
 * MCP server allowed to its safe fetcher, its first account the admin), started from the build the
 * e2e run already made (web/playwright.config.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free port on 127.0.0.1, chosen now (the spec's baseURL needs it before any test runs). */
export function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'tool-writer', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * An OpenAI-compatible model: asked for a note, it calls the person's create_note tool; given a
 * tool's result it says what happened; otherwise it says hello. Side requests get a short text.
 * `setDown(true)` makes it refuse every completion until it is back.
 */
export async function startToolModel() {
  let down = false;
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    const body = raw ? JSON.parse(raw) : {};
    if (req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'tool-writer', object: 'model' }] }));
      return;
    }
    if (down) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream overloaded', type: 'server_error' } }));
      return;
    }
    const messages = (body.messages ?? []) as Array<{ role: string; content: string | null }>;
    if (body.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const message = { role: 'assistant', content: 'Notes' };
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'tool-writer',
          choices: [{ index: 0, message, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: '' }));
    const last = messages.at(-1);
    const tool = ((body.tools ?? []) as Array<{ function: { name: string } }>)
      .map((t) => t.function.name)
      .find((name) => name.endsWith('__create_note'));
    if (last?.role === 'tool') {
      const declined = String(last.content).includes('declined');
      res.write(chunk({ content: declined ? 'All right, I did not save it.' : 'Saved your note about the milk.' }));
    } else if (last?.role === 'user' && /note/i.test(String(last.content)) && tool) {
      res.write(
        chunk({
          tool_calls: [
            { index: 0, id: 'call_1', type: 'function', function: { name: tool, arguments: '{"title":"Buy milk"}' } },
          ],
        }),
      );
      res.write(chunk({}, 'tool_calls'));
      res.end('data: [DONE]\n\n');
      return;
    } else {
      res.write(chunk({ content: 'Hello.' }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** While down, every completion is refused 503, as an overloaded server answers. */
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Waits until `url` answers 200 (as Playwright's own webServer waits), or the process stops. */
async function whenReady(url: string, child: ChildProcess, what: string): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${what} stopped (${code})`))),
  );
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([ready, exited]);
}

/** The real MCP server of api/test/support/mcp-server.ts, in its own process; `notes()` reads its side effects. */
export async function startMcp(port: number, token: string) {
  // Node itself with tsx's loader, not `npx tsx`: killing npx left its node child running after the journeys.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/test/support/mcp-server-main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MCP_TEST_PORT: String(port), MCP_TEST_TOKEN: token },
  });
  const base = `http://127.0.0.1:${port}`;
  await whenReady(`${base}/notes`, child, 'the MCP server');
  return {
    url: `${base}/mcp`,
    notes: async () => (await (await fetch(`${base}/notes`)).json()) as string[],
    close: () => child.kill(),
  };
}

/** A Duet server of the journey's own, from the e2e build; resolves once it is ready. */
export async function startDuet(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const run = process.env.E2E_RUN ?? `run-${Date.now()}`;
  // One database, mail and upload folder per server: two journeys start theirs at once (two workers),
  // and a shared SQLite file had both migrate it together (busy) and both claim its first account.
  const name = `${run}-tools-${port}`;
  const child = spawn(
    'sh',
    ['-c', 'node scripts/prisma.mjs migrate deploy >/dev/null && exec node api/dist/main.mjs'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATABASE_URL: `file:var/e2e/${name}.db`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_REGISTER_IP: '1000',
        RATE_LIMIT_LOGIN_IP: '1000',
        MAIL_DIR: `var/e2e/${name}-mail`,
        UPLOAD_DIR: `var/e2e/${name}-uploads`,
        ADMIN_EMAILS: '',
        ...env,
      },
    },
  );
  await whenReady(`http://127.0.0.1:${port}/readyz`, child, 'the tools journey’s server');
  return child;
}
