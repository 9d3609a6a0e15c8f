/**
 * A build of the web app's public pages (the browser script and the server renderer) in a
 * folder of its own, for tests of the pages the server renders; the app's index.html there is
 * a small stand-in (the real one needs the whole web build).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config.js';

export const APP_PAGE_MARKER = 'the signed-in app';

/** A web folder with only the app's stand-in index.html (for tests of the app's page, not the public ones). */
export function appPageOnly(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="__DUET_CSP_NONCE__"><title>Duet</title></head><body><div id="root"></div><p>${APP_PAGE_MARKER}</p></body></html>`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function buildPublicPages(): { dir: string; remove(): void } {
  const { dir } = appPageOnly();
  const vite = path.join(ROOT_DIR, 'node_modules', '.bin', 'vite');
  const env = { ...process.env, DUET_WEB_DIST: dir };
  for (const [cmd, args] of [
    [vite, ['build', '-c', 'web/vite.public.config.ts', '--logLevel', 'warn']],
    [vite, ['build', '-c', 'web/vite.public.config.ts', '--ssr', '--logLevel', 'warn']],
    [process.execPath, ['web/scripts/precompress.mjs']],
  ] as const) {
    const r = spawnSync(cmd, args, { cwd: ROOT_DIR, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
