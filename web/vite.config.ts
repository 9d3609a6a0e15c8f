import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { assetFileNames, chunkFileNames, frameChunk, preloadOnlyNew } from './vite-chunks/index.ts';
import { preloadFonts } from './vite-fonts.ts';
import { installableApp } from './vite-pwa.ts';
import { linguiMacro } from '../design-system/build/lingui-macro.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const frame = frameChunk(path.join(here, 'src'));
const preload = preloadOnlyNew();
const lowlightDir = path.dirname(createRequire(import.meta.url).resolve('lowlight'));

export default defineConfig({
  // vite-plugin-relay compiles the graphql`` tags to imports of web/src/__generated__.
  // linguiMacro: Trans, t and useLingui compiled to catalog ids (design-system/build/lingui-macro.ts).
  // installableApp: the manifest, the icons and the service worker (vite-pwa.ts).
  plugins: [linguiMacro(), relay, react(), preloadFonts(), frame.plugin, preload.plugin, ...installableApp()],
  resolve: {
    alias: [
      // Code highlighting with a chat-sized language set (see src/vendor/lowlight-lite.ts).
      { find: /^lowlight$/, replacement: path.join(here, 'src/vendor/lowlight-lite.ts') },
      { find: /^lowlight-core$/, replacement: path.join(lowlightDir, 'lib/index.js') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  // Each page the server sends gets a fresh CSP nonce in place of this (api/src/http/security-headers.ts).
  html: { cspNonce: '__DUET_CSP_NONCE__' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Fewer, better named files for the signed-in pages (vite-chunks/README.md).
    rolldownOptions: { output: { chunkFileNames, assetFileNames, codeSplitting: { groups: [frame.group] } } },
  },
});
