// Export ("Take it with you"): one conversation of 1,000 steps as JSON and as Markdown (client
// latency over HTTP, sequential), and the whole bench account (10,000 threads, 100,000 steps) as a
// streamed ZIP: time to the last byte, and the server's RSS sampled every 50 ms while it streams
// (peak above the RSS before the download). The ZIP's end record is checked for its entry count.
// Target for a thread: the median (p50) ≤ 200 ms; p95 and max are reported.
// Uses the seeded bench database (bench/seed.mjs). Usage: node bench/run.mjs export
import { BENCH_DIR, now, percentile, readSeed, rssMb, sleep, startApi } from './lib.mjs';

const RUNS = 30;

async function timedGet(url, token) {
  const t = now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms: now() - t, bytes: body.byteLength };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) };
};

async function threadExport(base, token, threadId, format) {
  const url = `${base}/api/v1/chat/threads/${threadId}/export?format=${format}`;
  for (let i = 0; i < 5; i++) await timedGet(url, token); // warm-up
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await timedGet(url, token);
    times.push(r.ms);
    bytes = r.bytes;
  }
  return { ...stats(times), bytes };
}

async function accountExport(base, token, pid) {
  await sleep(500);
  const rssBefore = rssMb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const t = now();
  const res = await fetch(`${base}/api/v1/account/export`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`account export: ${res.status} ${await res.text()}`);
  const firstByte = { ms: 0 };
  let bytes = 0;
  let tail = new Uint8Array(0);
  const reader = res.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByte.ms = now() - t;
    bytes += value.length;
    // Only the end is kept (the end-of-central-directory record), never the whole ZIP.
    const merged = new Uint8Array(tail.length + value.length);
    merged.set(tail);
    merged.set(value, tail.length);
    tail = merged.slice(-1024);
  }
  const totalMs = now() - t;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  // End of central directory: signature 0x06054b50, total entries at offset 10.
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let entries = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      entries = view.getUint16(i + 10, true);
      break;
    }
  }
  return {
    totalMs,
    firstByteMs: firstByte.ms,
    mb: bytes / 1024 / 1024,
    entries,
    conversations: Number(res.headers.get('x-duet-export-conversations')),
    files: Number(res.headers.get('x-duet-export-files')),
    rssBeforeMb: rssBefore,
    rssPeakMb: peak,
    rssGrowthMb: peak - rssBefore,
  };
}

export async function exportBench() {
  const seed = readSeed();
  const api = await startApi({ UPLOAD_DIR: `${BENCH_DIR}/uploads` });
  try {
    const json = await threadExport(api.base, seed.token, seed.bigThreadId, 'json');
    const md = await threadExport(api.base, seed.token, seed.bigThreadId, 'md');
    const account = await accountExport(api.base, seed.token, api.pid);
    // 16-bit entry count in the end record (no ZIP64): modulo 65,536.
    const expectedEntries = (account.conversations + account.files + 5) % 65536;
    const pass = {
      thread: json.p50 <= 200 && md.p50 <= 200,
      account: account.totalMs <= 30_000 && account.rssGrowthMb <= 100 && account.entries === expectedEntries,
    };
    return { runs: RUNS, steps: seed.stats?.steps, json, md, account, expectedEntries, pass };
  } finally {
    await api.stop();
  }
}
