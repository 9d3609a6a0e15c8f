// The installed app's icons (web/public/icons/), drawn from Duet's mark (web/public/favicon.svg)
// with resvg, as the social card is (api/src/public-pages/social-card.ts). The PNGs are committed;
// run this after changing the mark or the canvas colour. `--check` fails when a committed icon is
// not what this draws (part of `npm test`).
//
//   icon-192.png, icon-512.png   the mark alone on a transparent ground (manifest purpose "any")
//   icon-maskable-512.png        on the canvas colour, inside the middle 80 % that every mask keeps
//   apple-touch-icon.png         180 px on the canvas colour (iOS fills transparency with black)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { canvasColours } from './canvas-colours.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(web, 'public', 'icons');
const mark = fs.readFileSync(path.join(web, 'public', 'favicon.svg'), 'utf8');
const viewBox = /viewBox="([^"]+)"/.exec(mark)?.[1].split(/\s+/).map(Number);
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(mark)?.[1];
if (!viewBox || viewBox.length !== 4 || !inner) throw new Error('favicon.svg: no viewBox or no content');
const [vx, vy, vw, vh] = viewBox;
const { light } = canvasColours();

/**
 * The mark centred on a `size` square, `share` of its width wide, on `ground` (none: transparent).
 * A maskable icon keeps its mark inside the middle circle of 80 % of the width.
 */
function icon(size, share, ground) {
  const scale = (size * share) / vw;
  const x = (size - vw * scale) / 2 - vx * scale;
  const y = (size - vh * scale) / 2 - vy * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    ground ? `<rect width="${size}" height="${size}" fill="${ground}"/>` : ''
  }<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g></svg>`;
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
}

const ICONS = {
  'icon-192.png': () => icon(192, 0.9, null),
  'icon-512.png': () => icon(512, 0.9, null),
  // The mark's two circles span 19 × 13 of its 24 units: drawn 16 px a unit (304 × 208 px), their
  // corners stay inside the 410 px circle (80 %) that a launcher's mask keeps.
  'icon-maskable-512.png': () => icon(512, 0.75, light),
  'apple-touch-icon.png': () => icon(180, 0.72, light),
};

const check = process.argv.includes('--check');
const stale = [];
fs.mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(ICONS)) {
  const file = path.join(OUT, name);
  const png = draw();
  if (check) {
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(png)) stale.push(name);
  } else {
    fs.writeFileSync(file, png);
    console.log(`wrote web/public/icons/${name} (${png.length} bytes)`);
  }
}
if (stale.length) {
  console.error(`Not what favicon.svg draws: ${stale.join(', ')}. Run: node web/scripts/app-icons.mjs`);
  process.exit(1);
}
if (check) console.log('The app icons are up to date.');
