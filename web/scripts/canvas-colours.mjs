// The page's background in each theme, as the design tokens define it (--color-canvas in
// design-system/src/tokens/tokens.css): the installed app's colours (its manifest and its
// theme-color, web/vite-pwa.ts) and the background of its icons (web/scripts/app-icons.mjs).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const TOKENS = fileURLToPath(new URL('../../design-system/src/tokens/tokens.css', import.meta.url));

/** { light, dark }: hex colours, e.g. '#f7f7f8'. */
export function canvasColours() {
  const css = fs.readFileSync(TOKENS, 'utf8');
  const found = /--color-canvas:\s*light-dark\(\s*(#[0-9a-f]{3,8})\s*,\s*(#[0-9a-f]{3,8})\s*\)/i.exec(css);
  if (!found) throw new Error(`--color-canvas: light-dark(#…, #…) is not in ${TOKENS}`);
  return { light: found[1].toLowerCase(), dark: found[2].toLowerCase() };
}
