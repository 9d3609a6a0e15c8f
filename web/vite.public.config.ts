/**
 * The server-rendered public pages (/, /{username}, the not-found page): their own small bundle,
 * built on Preact through preact/compat instead of React (src/public-pages/README.md says why).
 * `vite build -c vite.public.config.ts` writes the browser part into dist/ next to the app;
 * with `--ssr` it writes the server renderer to dist/.server/ (the API loads it at run time).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacro } from '../design-system/build/lingui-macro.ts';
import { preloadFonts } from './vite-fonts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Where the build goes: web/dist, or DUET_WEB_DIST (the API tests build into a folder of their own).
const dist = process.env.DUET_WEB_DIST || path.join(here, 'dist');

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  // favicon.svg and the rest of public/ come with the app's build.
  publicDir: false,
  plugins: [linguiMacro(), react(), ...(isSsrBuild ? [] : [preloadFonts({ manifest: true })])],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  // The design system is source (TypeScript): bundle it, and Preact with it, into the renderer.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: path.join(dist, '.server'),
        emptyOutDir: true,
        rollupOptions: {
          input: path.join(here, 'src/public-pages/entry-server.tsx'),
          output: { entryFileNames: 'public-pages.mjs' },
        },
      }
    : {
        outDir: dist,
        emptyOutDir: false,
        manifest: '.vite/public-pages.json',
        rollupOptions: { input: { 'public-pages': path.join(here, 'src/public-pages/entry-client.tsx') } },
      },
}));
