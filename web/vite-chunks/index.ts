/**
 * How the app's JavaScript is cut into files, beyond the bundler's own rules; the chat route's
 * budget (web/scripts/bundle-budget.mjs, docs/decisions/chat-route-javascript.md) is what it is for.
 *
 * Every page but the landing page renders inside RelayFrame (src/router.tsx), so RelayFrame's code
 * is always there before a page's. The bundler cannot know it (the route table imports the pages,
 * not RelayFrame), and gave each module that RelayFrame shares with some pages a file of its own,
 * a few hundred bytes each with its own imports. `frameChunk` puts what RelayFrame imports
 * (Relay, the session, the frame's helpers) in one file with it: a page under the frame loads
 * nothing it did not load before, and what the landing page imports stays out.
 *
 * `chunkFileNames` and `assetFileNames` name a shared script or a stylesheet by its hash alone: a
 * file's name is written in every import of it and in the preload lists (the route table's lists
 * every page's files), 3.8 KB of the chat route's gzipped JavaScript. Fonts keep their names
 * (vite-fonts.ts finds Inter's by it). The manifest (dist/.vite/manifest.json) says which sources
 * each file holds.
 *
 * `preloadOnlyNew` shortens the list of files each lazy import fetches beside its own (Vite's
 * preload lists, written into the importing file): it leaves out the files the importing file
 * itself imports, which are loaded before it runs.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

export const chunkFileNames = 'assets/[hash].js';
export const assetFileNames = ({ names }: { names: readonly string[] }) =>
  names[0]?.endsWith('.css') ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]';

export function frameChunk(src: string) {
  const frame = path.join(src, 'layouts/RelayFrame.tsx');
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'duet:frame-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (starts: string[], dynamic: boolean) => {
        const seen = new Set<string>();
        const todo = [...starts];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          todo.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
        }
        return seen;
      };
      // What the entry needs (the route table) and all the landing page may load stay where they are.
      const outside = new Set([
        ...reach([path.join(src, 'main.tsx')], false),
        ...reach([path.join(src, 'routes/landing/LandingRoute.tsx')], true),
      ]);
      members.clear();
      for (const id of reach([frame], false)) {
        if (id !== frame && !outside.has(id) && !id.startsWith('\0') && !/\.css($|\?)/.test(id)) members.add(id);
      }
    },
  };
  const group = { name: 'frame', test: (id: string) => members.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}

export function preloadOnlyNew() {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  /** A file and every file it imports, directly or not. */
  const staticClosure = (file: string) => {
    let files = loadedWith.get(file);
    if (files) return files;
    files = new Set();
    const todo = [file];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (files.has(next)) continue;
      files.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') todo.push(...chunk.imports);
    }
    loadedWith.set(file, files);
    return files;
  };
  const plugin: Plugin = {
    name: 'duet:preload-only-new',
    apply: 'build',
    // Before Vite writes the preload lists (in its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: string },
  ) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticClosure(hostId);
    const needed = deps.filter((dep) => !loaded.has(dep));
    // The file alone: the import fetches it; a list would only hold it back.
    return needed.length === 1 && needed[0] === file ? [] : needed;
  };
  return { plugin, resolveDependencies };
}
