// Route bundle budgets (gzip): the JS a browser downloads to show a route, from the Vite manifests.
//   server-rendered public pages (/, /{username}) ≤ 60 KB · in-app landing ≤ 120 KB · chat ≤ 263 KB (docs/decisions/chat-route-javascript.md, "Languages").
//   Run after `npm run build -w web`; `npm test` runs it right after the browser journeys' build
//   (web/playwright.config.ts), so a route over its budget fails the tests. What the chat route
//   loads, and what waits until it has painted: docs/decisions/chat-route-javascript.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const read = (name) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', name), 'utf8'));
const manifests = { app: read('manifest.json'), public: read('public-pages.json') };

function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const budgets = [
  { route: 'public', manifest: 'public', limit: 60, entries: ['src/public-pages/entry-client.tsx'] },
  { route: 'landing', limit: 120, entries: ['index.html', 'src/routes/landing/LandingRoute.tsx'] },
  {
    route: 'chat',
    limit: 263,
    entries: [
      'index.html',
      'src/layouts/RelayFrame.tsx',
      'src/layouts/SidebarLayout.tsx',
      'src/routes/chat/ChatRoute.tsx',
    ],
  },
];

let failed = false;
for (const { route, limit, entries, manifest: which = 'app' } of budgets) {
  const manifest = manifests[which];
  const keys = new Set();
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`${entry} is not in the manifest`);
    for (const key of closure(manifest, entry)) keys.add(key);
  }
  const bytes = [...keys].reduce(
    (sum, key) => sum + gzipSync(fs.readFileSync(path.join(dist, manifest[key].file))).length,
    0,
  );
  const kb = bytes / 1024;
  const ok = kb <= limit;
  failed ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${route}: ${kb.toFixed(1)} KB gzip JS (budget ${limit} KB, ${keys.size} chunks)`);
}
if (failed) {
  console.error(
    '✖ A route is over its JavaScript budget (web/scripts/bundle-budget.mjs). ' +
      'docs/decisions/chat-route-javascript.md says how the chat route was brought within its budget.',
  );
}
process.exit(failed ? 1 : 0);
