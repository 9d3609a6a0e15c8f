// `npm run test:visual:update [-- <story files or folders> | -t <name>]`: the `stories` Vitest project
// (design-system/vitest.config.ts) with the screenshots of .storybook/visual.ts written anew where they
// changed, then:
//  - each baseline Vitest wrote is re-encoded smaller, same pixels: RGB instead of RGBA, plain deflate
//    instead of run-length (about 40 % fewer bytes in the repository);
//  - the baselines of the story files that ran which no story took any more (a story renamed,
//    removed, or left out with parameters.visual.skip) are deleted.
// Exits with Vitest's status: a story that fails for another reason still fails here.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { parseCLI, startVitest } from 'vitest/node';

const { filter, options } = parseCLI(['vitest', ...process.argv.slice(2)]);
const vitest = await startVitest('test', filter, {
  ...options,
  project: ['stories'],
  update: true,
  run: true,
  watch: false,
});
const files = vitest?.state.getFiles() ?? [];
await vitest?.close();

/** Every baseline a test named, by path (the layout of resolveScreenshotPath), and the folders of story
 * files that ran. A folder whose file failed in either theme (or did not load) keeps every image. */
const taken = new Set();
const folders = new Map();
for (const file of files) {
  const folder = path.join(path.dirname(file.filepath), '__screenshots__', path.basename(file.filepath));
  folders.set(folder, (folders.get(folder) ?? true) && file.result?.state === 'pass');
  const visit = (task) => {
    if (task.meta?.visualBaseline) taken.add(path.join(folder, `${task.meta.visualBaseline}.png`));
    for (const child of task.tasks ?? []) visit(child);
  };
  visit(file);
}

let compacted = 0;
let saved = 0;
const removed = [];
for (const [folder, passed] of folders) {
  if (!fs.existsSync(folder)) continue;
  for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.png'))) {
    const file = path.join(folder, name);
    // With -t only some stories ran: the others' baselines are not known to be stale.
    if (!taken.has(file) && passed && !options.testNamePattern) {
      fs.rmSync(file);
      removed.push(path.relative(process.cwd(), file));
      continue;
    }
    const bytes = compact(file);
    if (bytes > 0) {
      compacted += 1;
      saved += bytes;
    }
  }
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
console.log(`\nBaselines: ${compacted} re-encoded (${(saved / 1e6).toFixed(1)} MB less), ${removed.length} removed.`);
for (const file of removed) console.log(`  removed ${file}`);

/** Re-encodes an opaque RGBA baseline as RGB with plain deflate; returns the bytes saved (0: left as is). */
function compact(file) {
  const before = fs.readFileSync(file);
  // Byte 25 is the colour type of the IHDR chunk: 6 is RGBA, what Vitest writes; 2 (RGB) is done.
  if (before[25] !== 6) return 0;
  const image = PNG.sync.read(before);
  for (let alpha = 3; alpha < image.data.length; alpha += 4) if (image.data[alpha] !== 255) return 0;
  const after = PNG.sync.write(image, { colorType: 2, filterType: 0, deflateStrategy: 0, deflateLevel: 9 });
  if (after.length >= before.length) return 0;
  fs.writeFileSync(file, after);
  return before.length - after.length;
}
