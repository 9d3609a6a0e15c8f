/**
 * `npm run eval`: scripted conversations with Duet on the configured AI provider (the same
 * variables as `npm start`; local by default), scored, printed and written to eval/RESULTS.md.
 *   npm run eval                          the configured provider
 *   npm run eval -- --scripted            the scripted OpenAI-compatible server (api/test/support/scripted-model-server.ts)
 *   npm run eval -- --only leaks,recall   some suites
 *   npm run eval -- --model gpt-4o-mini   a model connected on the AI models page, by its name (or id)
 * Exits 1 when a suite misses its target (leaks must be 0). eval/README.md says what each suite does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/config.js';
import { connectedModelEnv } from './connected-model.js';
import { Duet } from './harness.js';
import { startScriptedModelServer, type ScriptedModelServer } from '../api/test/support/scripted-model-server.js';
import { MODEL_INDEPENDENT, SUITES } from './suites/index.js';
import type { SuiteResult } from './suites/suite.js';

function parseArgs(argv: string[]) {
  const scripted = argv.includes('--scripted');
  const onlyAt = argv.indexOf('--only');
  const modelAt = argv.indexOf('--model');
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : Object.keys(SUITES);
  const model = modelAt >= 0 ? (argv[modelAt + 1] ?? '') : null;
  const unknown = only.filter((s) => !SUITES[s]);
  const stray = argv.filter(
    (a, i) =>
      a.startsWith('--') && !['--scripted', '--only', '--model'].includes(a) && i !== onlyAt + 1 && i !== modelAt + 1,
  );
  if (unknown.length || stray.length || model === '' || (model && scripted)) {
    console.error(
      `Unknown ${[...unknown, ...stray].join(', ') || 'use of --model'}. Suites: ${Object.keys(SUITES).join(', ')}; options: --scripted, --only a,b, --model <name> (not with --scripted)`,
    );
    process.exit(2);
  }
  return { scripted, only, model };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const verdict = (r: SuiteResult) => (r.met === null ? '' : r.met ? 'met' : '**missed**');

function section(title: string, command: string, seconds: number, results: SuiteResult[]): string {
  const lines = [
    `### ${title}`,
    '',
    `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · Node ${process.version} · \`${command}\` · ${seconds.toFixed(0)} s`,
    '',
    '| suite | score | target | |',
    '|---|---|---|---|',
    ...results.map((r) => `| ${cell(r.suite)} | ${cell(r.score)} | ${r.target} | ${verdict(r)} |`),
    '',
  ];
  for (const r of results) {
    lines.push(`<details><summary>${cell(r.suite)}: every case</summary>`, '', '| | case | answer |', '|---|---|---|');
    for (const c of r.cases) lines.push(`| ${c.ok ? '✓' : '✗'} | ${cell(c.name)} | ${cell(c.note ?? '')} |`);
    lines.push('', '</details>', '');
  }
  return lines.join('\n');
}

function writeSection(key: string, body: string) {
  const file = path.join(ROOT_DIR, 'eval', 'RESULTS.md');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Eval results\n';
  const start = `<!-- eval:${key} -->`;
  const end = `<!-- /eval:${key} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

async function main() {
  const { scripted, only, model: connected } = parseArgs(process.argv.slice(2));
  let server: ScriptedModelServer | null = null;
  const env: Record<string, string | undefined> = { ...process.env };
  if (scripted) {
    server = await startScriptedModelServer();
    Object.assign(env, server.env);
  }
  if (connected) {
    try {
      Object.assign(env, await connectedModelEnv(connected, env));
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(2);
    }
  }
  const provider = env.AI_PROVIDER ?? 'local';
  const model = env.AI_MODEL ?? 'duet-local';
  const [key, title] = scripted
    ? [
        'scripted',
        "Scripted OpenAI-compatible server (the tests' scripted model over HTTP, api/test/support/scripted-model-server.ts)",
      ]
    : provider === 'local'
      ? ['local', 'Local provider (duet-local)']
      : [
          `model-${model.replace(/[^\w.-]+/g, '-')}`,
          `${model} at ${env.AI_BASE_URL ?? '?'}${env.AI_EMBEDDING_MODEL ? `, embeddings ${env.AI_EMBEDDING_MODEL}` : ', no embedding model'}`,
        ];
  console.log(`Eval: ${title}\n`);

  const started = Date.now();
  const duet = await Duet.start(env);
  const results: SuiteResult[] = [];
  try {
    for (const name of only) {
      const t = Date.now();
      const scored = await SUITES[name]!(duet);
      // On the scripted model, only the targets that hold whatever a model says are targets.
      const result = scripted && !MODEL_INDEPENDENT.has(name) ? { ...scored, target: 'measured', met: null } : scored;
      results.push(result);
      console.log(
        `${result.met === false ? '✗' : '✓'} ${result.suite}: ${result.score} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
      );
      for (const c of result.cases.filter((x) => !x.ok))
        console.log(`    ✗ ${c.name}${c.note ? `\n      ${c.note}` : ''}`);
    }
  } finally {
    await duet.close();
    await server?.close();
  }
  const seconds = (Date.now() - started) / 1000;
  const command = `npm run eval${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const body = section(title, command, seconds, results);
  if (only.length === Object.keys(SUITES).length) writeSection(key, body);
  console.log(`\n${body.split('\n<details>')[0]!.split('\n').slice(4).join('\n')}`);
  if (server)
    console.log(
      `The scripted server answered ${server.counts.chat} chat, ${server.counts.structured} structured and ${server.counts.embeddings} embedding requests.`,
    );
  const missed = results.filter((r) => r.met === false);
  if (missed.length) {
    console.error(`\nMissed: ${missed.map((r) => r.suite).join('; ')}`);
    process.exit(1);
  }
}

await main();
