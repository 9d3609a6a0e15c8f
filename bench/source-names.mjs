// The functions of a CPU profile by their names in the source: a build made with source maps
// (`vite build --sourcemap --outDir <dir>`) turns `M D6_aUcrs.js:1` into
// `element design-system/src/components/MessageList/MessageList.tsx:180`. Without maps, the
// minified name and file. Used by bench/long-thread-profile.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** A callFrame's name, read through `<dist>/assets/<file>.map` when there is one. */
export function sourceNames(dist) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const map = path.join(dist, 'assets', `${file}.map`);
      maps.set(file, file && fs.existsSync(map) ? new TraceMap(fs.readFileSync(map, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const file = url.split('/').pop();
    const map = lineNumber >= 0 ? mapOf(file) : null;
    if (!map) return `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^.*\/(web|design-system)\//, '$1/');
    return `${at.name || functionName || '(anonymous)'} ${source}:${at.line}`;
  };
}

/**
 * Milliseconds per function of a Chromium CPU profile: `self` (the function itself) and `total`
 * (the function and what it called, counted once per sample however deep it recurses).
 */
export function profileTimes(profile, nameOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const total = new Map();
  const add = (table, key, ms) => table.set(key, (table.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(self, nameOf(byId.get(id).callFrame), ms);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const key = nameOf(byId.get(node).callFrame);
      if (!seen.has(key)) add(total, key, ms);
      seen.add(key);
    }
  });
  return { self, total };
}
