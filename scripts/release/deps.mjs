// The release's production dependencies, taken from the repository's own install so that a release
// runs exactly the versions the tests ran: the packages the API and the root need (devDependencies
// and the web app's packages left out: Vite bundles those into web/dist), found by walking
// package-lock.json as Node resolves modules. The release gets a package.json and a lockfile of only
// those (`npm ci` there installs the same tree) and a copy of them from node_modules.
import fs from 'node:fs';
import path from 'node:path';

/** The workspace whose dependencies the server bundle leaves external (scripts/build-api.mjs). */
const SERVER_WORKSPACE = 'api';

/** Where Node finds `name` from the package at `from` (a lockfile key: '', 'api', 'node_modules/x'). */
function resolveKey(packages, from, name) {
  for (let dir = from; ;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : dir.startsWith('node_modules/') ? '' : path.posix.dirname(dir);
    if (dir === '.') dir = '';
  }
}

/** Lockfile keys of every package the root's and the server workspace's dependencies need. */
export function productionKeys(lock) {
  const { packages } = lock;
  const keys = new Set(['', SERVER_WORKSPACE]);
  const queue = ['', SERVER_WORKSPACE];
  while (queue.length > 0) {
    const from = queue.shift();
    const entry = packages[from];
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      // Peers npm installs with their package; optional ones (prisma's typescript) stay out.
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !entry.peerDependenciesMeta?.[n]?.optional),
    ];
    for (const name of names) {
      let key = resolveKey(packages, from, name);
      if (!key) {
        if (entry.optionalDependencies?.[name] || entry.peerDependencies?.[name]) continue;
        throw new Error(`package-lock.json: ${from || 'the root'} needs ${name}, which it does not hold`);
      }
      const found = [key];
      if (packages[key].link) found.push((key = packages[key].resolved));
      for (const k of found) {
        if (keys.has(k)) continue;
        keys.add(k);
        queue.push(k);
      }
    }
  }
  return keys;
}

/**
 * Writes the release's package.json, api/package.json and package-lock.json: the root's and the
 * server workspace's dependencies only, with the lockfile's entries for exactly those.
 */
export function writeManifests(root, out) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const apiPkg = JSON.parse(fs.readFileSync(path.join(root, SERVER_WORKSPACE, 'package.json'), 'utf8'));
  const keys = productionKeys(lock);
  const manifest = {
    name: rootPkg.name,
    version: rootPkg.version,
    private: true,
    description: `${rootPkg.description} (release: node server.mjs)`,
    type: 'module',
    workspaces: [SERVER_WORKSPACE],
    engines: rootPkg.engines,
    scripts: { start: 'node server.mjs' },
    dependencies: rootPkg.dependencies,
    overrides: rootPkg.overrides,
    allowScripts: rootPkg.allowScripts,
  };
  const server = { name: apiPkg.name, version: apiPkg.version, private: true, type: 'module' };
  server.dependencies = apiPkg.dependencies;
  const packages = {};
  for (const key of Object.keys(lock.packages)) {
    if (!keys.has(key) && key !== `node_modules/${apiPkg.name}`) continue;
    const entry = { ...lock.packages[key] };
    delete entry.devDependencies;
    if (key === '') Object.assign(entry, { workspaces: manifest.workspaces });
    packages[key] = entry;
  }
  fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.mkdirSync(path.join(out, SERVER_WORKSPACE), { recursive: true });
  fs.writeFileSync(path.join(out, SERVER_WORKSPACE, 'package.json'), `${JSON.stringify(server, null, 2)}\n`);
  const pruned = { ...lock, packages };
  fs.writeFileSync(path.join(out, 'package-lock.json'), `${JSON.stringify(pruned, null, 2)}\n`);
  return keys;
}

/** Files nothing loads at run time: source maps and type declarations (TypeScript's own stay). */
const UNUSED = /\.(map|d\.[cm]?ts)$/;

/**
 * Copies the installed production packages into `out` (same places as in the repository), with the
 * `.bin` links whose package came along. Packages another platform needs are in the lockfile but
 * not installed here: they are skipped. Each package's own node_modules is copied as its own key.
 * Source maps and type declarations are left out (a quarter of the size; docs/decisions/release-build.md).
 */
export function copyInstalled(root, out, keys) {
  let count = 0;
  for (const key of keys) {
    if (!key.includes('node_modules/')) continue;
    const from = path.join(root, key);
    if (!fs.existsSync(from)) continue;
    const stat = fs.lstatSync(from);
    const to = path.join(out, key);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) {
      fs.symlinkSync(fs.readlinkSync(from), to);
      continue;
    }
    const nested = path.join(from, 'node_modules');
    const keep = (src) => src !== nested && !(UNUSED.test(src) && !src.includes(`${path.sep}typescript${path.sep}`));
    fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: keep });
    count += 1;
  }
  for (const dir of new Set([...keys].map((k) => k.replace(/(^|\/)node_modules\/.*$/, '')))) {
    const bin = path.join(root, dir, 'node_modules/.bin');
    if (!fs.existsSync(bin)) continue;
    for (const name of fs.readdirSync(bin)) {
      const target = fs.readlinkSync(path.join(bin, name));
      if (!fs.existsSync(path.join(out, dir, 'node_modules/.bin', target))) continue;
      fs.mkdirSync(path.join(out, dir, 'node_modules/.bin'), { recursive: true });
      fs.symlinkSync(target, path.join(out, dir, 'node_modules/.bin', name));
    }
  }
  return count;
}
