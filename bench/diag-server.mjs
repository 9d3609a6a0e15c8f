// Diagnostics only (BENCH_DIAG=1): the API as api/src/main.ts serves it, plus
// a SIGUSR2 hook that runs a full GC and prints process.memoryUsage() as one
// JSON line on stdout, so the streaming bench can tell live heap from RSS.
// Needs node --expose-gc --import tsx. Not used for the reported figures.
import v8 from 'node:v8';
import { serve } from '@hono/node-server';
import { createApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';

const config = loadConfig();
const app = createApp(config);
const server = serve({ fetch: app.hono.fetch, port: config.port, hostname: config.host });
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const m = process.memoryUsage();
  const mb = (v) => Math.round((v / 1024 / 1024) * 10) / 10;
  if (process.env.DIAG_SNAPSHOT)
    console.log(`SNAPSHOT ${v8.writeHeapSnapshot(`${process.env.DIAG_SNAPSHOT}-${Date.now()}.heapsnapshot`)}`);
  console.log(
    `DIAG ${JSON.stringify({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) })}`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  void app.close().finally(() => process.exit(0));
});
