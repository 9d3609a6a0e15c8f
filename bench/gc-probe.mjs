// Loaded into a bench server with `node --import ./bench/gc-probe.mjs` (startApi's `gcProbe`).
// The first SIGUSR2 starts V8's GC profiler, the next one stops it and prints one line on stderr:
//   GCPROBE {"ms":…,"pauseMs":…,"scavenges":…,"markCompacts":…,"allocatedMb":…}
// pauseMs: the main thread's time in GC (V8's own cost of each collection); allocatedMb: what the
// heap grew by between collections (used heap before each one minus after the one before).
import v8 from 'node:v8';

let running = null;

process.on('SIGUSR2', () => {
  if (!running) {
    const profiler = new v8.GCProfiler();
    profiler.start();
    running = { profiler, t0: performance.now(), used0: v8.getHeapStatistics().used_heap_size };
    process.stderr.write('GCPROBE started\n');
    return;
  }
  const { profiler, t0, used0 } = running;
  running = null;
  const { statistics } = profiler.stop();
  const ms = performance.now() - t0;
  let previousAfter = used0;
  let allocated = 0;
  let pauseUs = 0;
  let scavenges = 0;
  let markCompacts = 0;
  for (const gc of statistics) {
    allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - previousAfter);
    previousAfter = gc.afterGC.heapStatistics.usedHeapSize;
    pauseUs += gc.cost;
    if (gc.gcType === 'Scavenge' || gc.gcType.startsWith('Minor')) scavenges += 1;
    else if (gc.gcType === 'MarkSweepCompact') markCompacts += 1;
  }
  allocated += Math.max(0, v8.getHeapStatistics().used_heap_size - previousAfter);
  const summary = {
    ms,
    pauseMs: pauseUs / 1000,
    scavenges,
    markCompacts,
    allocatedMb: allocated / 1024 / 1024,
  };
  process.stderr.write(`GCPROBE ${JSON.stringify(summary)}\n`);
});
