// `npm test`: every check and every test, in order, stopping at the first
// failure. Each step prints its command so a failure is easy to rerun.
//   typecheck · lint · format · generated files up to date (schema, migrations, codegen, Relay) · Vitest projects (api, stories, unit) · browser e2e
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['formatted (Prettier; `npm run format` fixes it)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['comments point only at docs in the repository', process.execPath, ['scripts/check-doc-refs.mjs']],
  ['schema.graphql up to date', bin('tsx'), ['api/src/schema/print.ts', '--check']],
  ['PostgreSQL schema in sync', process.execPath, ['scripts/prisma-sync.mjs', '--check']],
  ['migrations match the data model', process.execPath, ['scripts/check-migrations.mjs']],
  ['typed operations up to date (codegen)', bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']],
  ['Relay artifacts up to date', 'npm', ['run', 'relay', '-w', 'web', '--', '--validate']],
  ['vitest (api, stories, unit)', bin('vitest'), ['run']],
];
if (fs.existsSync(path.join(root, 'web', 'playwright.config.ts'))) {
  steps.push(['browser end-to-end', 'npm', ['run', 'test:e2e']]);
}

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${path.relative(root, cmd) || cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds}s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks and tests passed.');
