// Checks the operator's monitoring files against the server (in .ci/run, after check-metrics):
//   node scripts/check-dashboard.mjs <a /metrics page>
// - every series the Grafana dashboard (deploy/grafana/duet.json) asks for is one the page has, so
//   a renamed metric cannot leave a panel empty; the pool and Redis series, which exist only on
//   PostgreSQL and with REDIS_URL, need only be named in api/src/monitoring/metrics.ts;
// - deploy/prometheus/prometheus.yml is a valid Prometheus configuration (`promtool check config`,
//   with a token file standing in for the operator's).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = fs.readFileSync(process.argv[2] ?? 0, 'utf8');
const served = new Set([...page.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
const declared = fs.readFileSync(path.join(root, 'api/src/monitoring/metrics.ts'), 'utf8');
const ONLY_SOMETIMES = /^duet_(?:database_pool_|redis_up)/;

const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana/duet.json'), 'utf8'));
const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
const asked = new Set(exprs.flatMap((e) => [...e.matchAll(/\bduet_\w+/g)].map((m) => m[0])));
const missing = [...asked]
  .map((name) => ({ name, family: name.replace(/_(?:bucket|count|sum)$/, '') }))
  .filter(({ family }) => !served.has(family))
  .filter(({ family }) => !(ONLY_SOMETIMES.test(family) && declared.includes(`'${family}'`)));
if (served.size === 0) throw new Error('check-dashboard: the /metrics page given has no series');
if (missing.length) {
  console.error(`The dashboard asks for series the server does not serve: ${missing.map((m) => m.name).join(', ')}`);
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-prometheus-'));
const token = path.join(dir, 'metrics-token');
fs.writeFileSync(token, 'a-token-for-the-check');
const config = path.join(dir, 'prometheus.yml');
fs.writeFileSync(
  config,
  fs
    .readFileSync(path.join(root, 'deploy/prometheus/prometheus.yml'), 'utf8')
    .replace('/etc/prometheus/metrics-token', token),
);
execFileSync('promtool', ['check', 'config', config], { stdio: 'inherit' });
fs.rmSync(dir, { recursive: true, force: true });
console.log(`The dashboard's ${exprs.length} queries name ${asked.size} series, each served or declared.`);
