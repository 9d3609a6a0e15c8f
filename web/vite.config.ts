import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  // vite-plugin-relay compiles the graphql`` tags to imports of web/src/__generated__.
  plugins: [relay, react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
});
