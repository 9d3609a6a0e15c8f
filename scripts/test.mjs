// `npm test`: every check and every test, stopping at the first failure. Each step prints its
// command so a failure is easy to rerun.
//   typecheck · lint · format · import rules · generated files up to date (schema, migrations, codegen, Relay, app icons) · Vitest projects (api, stories, unit) · browser e2e
//
// Two lanes at once: the typecheck (one thread, about 100 s in CI) in one; in the other the other
// checks one after another (about 35 s together), then the tests. The tests start while the
// typecheck still runs, so neither core waits on the other lane. A check's output is printed whole
// when it ends, so the lanes never interleave their lines; the tests print as they go. Any step that
// fails stops the others.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Lint and format remember what they found in the files whose content has not changed since
 * (var/cache/, like the typecheck's build info in var/tsc/): a second run skips them. A change to a
 * file, the tool's version or its config checks the file again. Safe because the rules in
 * eslint.config.js read only the file they check, except the Lingui rule's use of types (a value
 * typed as a union of literals is not words): a file re-checks when it changes, not when a type it
 * imports does, which can only let such a value through, never fail a file that passes.
 */
const cache = (tool) => ['--cache', '--cache-strategy', 'content', '--cache-location', `var/cache/${tool}`];

const typecheck = ['typecheck', bin('tsc'), ['-b']];
const checks = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0', ...cache('eslint')]],
  [
    'formatted (Prettier; `npm run format` fixes it)',
    bin('prettier'),
    ['--check', '.', '--log-level', 'warn', ...cache('prettier')],
  ],
  [
    'imports: no circle, the agent through its ports (.dependency-cruiser.cjs)',
    bin('depcruise'),
    ['api/src', '--config', '.dependency-cruiser.cjs'],
  ],
  ['comments point only at docs in the repository', process.execPath, ['scripts/check-doc-refs.mjs']],
  ['schema.graphql up to date', bin('tsx'), ['api/src/schema/print.ts', '--check']],
  ['PostgreSQL schema in sync', process.execPath, ['scripts/prisma-sync.mjs', '--check']],
  ['migrations match the data model', process.execPath, ['scripts/check-migrations.mjs']],
  ['typed operations up to date (codegen)', bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']],
  ['Relay artifacts up to date', 'npm', ['run', 'relay', '-w', 'web', '--', '--validate']],
  ['catalogs up to date and translated (Lingui)', process.execPath, ['scripts/i18n-check.mjs']],
  [
    'app icons up to date (drawn from web/public/favicon.svg)',
    process.execPath,
    ['web/scripts/app-icons.mjs', '--check'],
  ],
];
const tests = [['vitest (api, stories, unit)', bin('vitest'), ['run']]];
if (fs.existsSync(path.join(root, 'web', 'playwright.config.ts'))) {
  tests.push(['browser end-to-end', 'npm', ['run', 'test:e2e']]);
}

const children = new Set();
function fail(name, seconds, status) {
  console.error(`\n✖ ${name} failed (${seconds}s)`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(status ?? 1);
}

/** Runs one step; `quiet` keeps its output until it ends (for steps that run beside another). */
function run([name, cmd, args], quiet) {
  const started = Date.now();
  const header = `\n▶ ${name}: ${path.relative(root, cmd) || cmd} ${args.join(' ')}`;
  if (!quiet) console.log(header);
  const child = spawn(cmd, args, {
    cwd: root,
    env: process.env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      children.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      if (status !== 0) fail(name, seconds, status);
      console.log(`✔ ${name} (${seconds}s)`);
      resolve();
    });
  });
}

/** Runs the steps one after another. */
async function inTurn(steps, quiet) {
  for (const step of steps) await run(step, quiet);
}

await Promise.all([run(typecheck, true), inTurn(checks, true).then(() => inTurn(tests, false))]);
console.log('\nAll checks and tests passed.');
