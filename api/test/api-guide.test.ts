/**
 * docs/api.md's examples, run as a developer would run them: every `sh` block of the guide, in
 * order, in one bash session, with curl against Duet on 127.0.0.1 (and jq, or a stand-in for the
 * `jq -r .path` the guide uses when the machine has none). Each example's output is checked for what
 * the guide says it shows, and every example must have a check here, so the guide cannot drift.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const run = promisify(execFile);
const GUIDE = path.join(ROOT_DIR, 'docs/api.md');

/** What each example (found by a piece of its command) must print. */
const CHECKS: Array<[command: string, check: (output: string) => void]> = [
  ['/api/v1/auth/register', (out) => expect(JSON.parse(out).user.username).toBe('grace')],
  [
    'viewer { username displayName }',
    (out) =>
      expect(JSON.parse(out)).toEqual({
        data: { viewer: { username: 'grace', displayName: 'Grace' } },
        extensions: { cost: expect.objectContaining({ requestedQueryCost: 1, actualQueryCost: 1 }) },
      }),
  ],
  [
    'threads(first: 20)',
    (out) => {
      const { edges, pageInfo, totalCount } = JSON.parse(out).data.viewer.threads;
      expect(pageInfo.hasNextPage).toBe(false);
      expect(Array.isArray(edges)).toBe(true);
      expect(totalCount).toBe(edges.length);
    },
  ],
  [
    'sendMessage(',
    (out) => {
      expect(out).toMatch(/^event: next$/m);
      expect(out).toContain('"__typename":"TextDelta"');
      expect(out).toMatch(/"__typename":"RunDone"[^}]*"status":"completed"/);
      expect(out).toMatch(/^event: complete$/m);
    },
  ],
  [
    'afterSeq: 1000',
    (out) => {
      const events = [...out.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!)).filter((e) => e.data);
      expect(events).toHaveLength(1);
      const final = events[0].data.resumeRun;
      expect(final).toMatchObject({ __typename: 'RunSnapshot', finalStatus: 'completed' });
      expect(final.seq).toBeLessThan(1000);
      expect(out).toMatch(/^event: complete$/m);
    },
  ],
  [
    'resumeRun(',
    (out) => {
      expect(out).toMatch(/"__typename":"RunDone"[^}]*"status":"completed"/);
      expect(out).toMatch(/^event: complete$/m);
    },
  ],
  [
    'searchThreads(query:',
    (out) => {
      const { edges } = JSON.parse(out).data.viewer.searchThreads;
      expect(edges).toHaveLength(1);
      expect(edges[0].snippet).toMatch(/bees/);
      // The thread itself, by its global id (not the database id the guide's THREAD holds).
      expect(Buffer.from(edges[0].node.id, 'base64').toString()).toMatch(/^Thread:/);
    },
  ],
  [
    "'authorization: Bearer not-a-token'",
    (out) =>
      expect(JSON.parse(out)).toEqual({
        errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
  ],
  [
    'history(first: 100)',
    (out) => expect(JSON.parse(out).errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' }),
  ],
  [
    'rateLimit { limit cost remaining used resetAt }',
    (out) => {
      const { data, extensions } = JSON.parse(out);
      expect(data.rateLimit).toMatchObject({ limit: 5000, cost: 0 });
      expect(data.rateLimit.used).toBeGreaterThan(0);
      expect(data.rateLimit.remaining).toBe(5000 - data.rateLimit.used);
      expect(Date.parse(data.rateLimit.resetAt)).toBeGreaterThan(Date.now());
      expect(extensions.cost).toMatchObject({ requestedQueryCost: 0, actualQueryCost: 0 });
    },
  ],
  [
    '-D - -o /dev/null',
    (out) => {
      const fields = Object.fromEntries(
        out.split(/\r?\n/).flatMap((line) => {
          const m = /^(ratelimit[a-z-]*): (.*)$/i.exec(line);
          return m ? [[m[1]!.toLowerCase(), m[2]!]] : [];
        }),
      );
      const remaining = Number(fields['ratelimit-remaining']);
      const reset = Number(fields['ratelimit-reset']);
      expect(remaining).toBeGreaterThan(0);
      expect(reset).toBeGreaterThan(0);
      expect(fields).toEqual({
        'ratelimit-policy': '"api";q=5000;w=3600',
        ratelimit: `"api";r=${remaining};t=${reset}`,
        'ratelimit-limit': '5000',
        'ratelimit-remaining': String(remaining),
        'ratelimit-reset': String(reset),
      });
    },
  ],
  ['/api/v1/auth/me', (out) => expect(JSON.parse(out).username).toBe('grace')],
  ['/api/v1/openapi.json', (out) => expect(out).toBe('3.1.0')],
  ['/api/v1/docs', (out) => expect(out).toMatch(/^200 text\/html/)],
];

/** The `sh` blocks of the guide, line by line. */
function examples(): string[] {
  const blocks = [...fs.readFileSync(GUIDE, 'utf8').matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  return blocks.flatMap((b) => b.split('\n')).filter((line) => line.trim() !== '');
}

/** A `jq -r .a.b.c` for machines without jq: the only form the guide uses. */
const JQ_STAND_IN = `#!/usr/bin/env node
const path = process.argv[process.argv.length - 1];
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  let value = JSON.parse(input);
  for (const key of path.split('.').filter(Boolean)) value = value == null ? null : value[key];
  process.stdout.write((typeof value === 'string' ? value : JSON.stringify(value)) + '\\n');
});
`;

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let bin: string;

beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_COST: '30000' });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.hono.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-guide-'));
  fs.writeFileSync(path.join(bin, 'jq'), JQ_STAND_IN, { mode: 0o755 });
});
afterAll(async () => {
  server?.close();
  await t?.close();
  if (bin) fs.rmSync(bin, { recursive: true, force: true });
});

it('every example of docs/api.md runs and shows what the guide says', { timeout: 60_000 }, async () => {
  const lines = examples();
  const script = ['set -euo pipefail'];
  lines.forEach((line, i) => {
    const assigned = /^([A-Z_]+)=/.exec(line)?.[1];
    // The guide's own base address is replaced by this server's.
    if (assigned === 'DUET') return;
    script.push(`echo "@@@ ${i}"`, line, 'echo');
    if (assigned)
      script.push(
        `[ -n "$${assigned}" ] && [ "$${assigned}" != null ] || { echo "${assigned} is empty" >&2; exit 1; }`,
      );
  });
  const { stdout } = await run('bash', ['-c', script.join('\n')], {
    // The machine's jq first; the stand-in only where there is none.
    env: { ...process.env, DUET: base, PATH: `${process.env.PATH}:${bin}` },
    maxBuffer: 16 * 1024 * 1024,
  });
  const outputs = new Map<number, string>();
  for (const part of stdout.split(/^@@@ /m).slice(1)) {
    const newline = part.indexOf('\n');
    outputs.set(Number(part.slice(0, newline)), part.slice(newline + 1).trim());
  }
  const commands = lines.map((line, i) => ({ line, i })).filter(({ line }) => /^curl /.test(line));
  expect(commands.length).toBeGreaterThanOrEqual(CHECKS.length);
  for (const { line, i } of commands) {
    const check = CHECKS.find(([piece]) => line.includes(piece));
    expect(check, `docs/api.md example with no check in api-guide.test.ts: ${line.slice(0, 80)}`).toBeDefined();
    check![1](outputs.get(i) ?? '');
  }
});
