/**
 * Inter's Latin file (design-system/src/tokens/fonts.css) preloaded by every page, so the first text
 * paints in Duet's typeface instead of swapping to it: the browser would otherwise ask for the font
 * only once the stylesheet has loaded and the page's text needs it. The other files (other scripts,
 * italics, the monospace) load as a page uses them.
 *
 * The app's build writes the <link rel="preload"> into index.html (every app page and the embed).
 * The public pages' build writes the file's name to .vite/fonts.json, from which the server puts the
 * same link into their head (api/src/public-pages/renderer.ts).
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The font file preloaded, as fontsource names it (its build name adds a hash). */
const PRELOADED = 'inter-latin-wght-normal';

/** Where the public pages' build lists the fonts to preload, in the build folder. */
export const FONTS_MANIFEST = '.vite/fonts.json';

export interface FontsManifest {
  /** Paths from the build folder, e.g. 'assets/inter-latin-wght-normal-<hash>.woff2'. */
  preload: string[];
}

export function preloadFonts({ manifest = false }: { manifest?: boolean } = {}): Plugin {
  return {
    name: 'duet:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return preloaded(bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
    generateBundle(_options, bundle) {
      if (!manifest) return;
      const preload = preloaded(bundle);
      if (preload.length === 0) this.error(`the build has no ${PRELOADED} font to preload (fonts.css)`);
      const source: FontsManifest = { preload };
      this.emitFile({ type: 'asset', fileName: FONTS_MANIFEST, source: `${JSON.stringify(source)}\n` });
    },
  };
}

function preloaded(bundle: Rollup.OutputBundle | undefined): string[] {
  return Object.values(bundle ?? {})
    .filter((file) => file.type === 'asset' && path.basename(file.fileName).startsWith(`${PRELOADED}-`))
    .map((file) => file.fileName);
}
