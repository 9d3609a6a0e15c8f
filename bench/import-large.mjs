// A large import in bounded memory: a 500 MB Claude conversations.json, generated on the fly into
// var/bench (never held in memory), posted as multipart streamed from disk to the built server
// (as `npm start` runs it) on a fresh database. The server's peak resident memory is read from the
// kernel (VmHWM, so no sampling can miss a peak) before and after; target: it grows by at most
// 300 MB (docs/decisions/streaming-imports.md). Imports are read as streams, so the file's size
// should not show in the server's memory.
// Usage: node bench/run.mjs import-large   (BENCH_IMPORT_MB=100 for a smaller file)
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { account } from './import.mjs';
import { BENCH_DIR, freshDatabase, now, startApi } from './lib.mjs';

const MB = 1000 * 1000;
const SIZE_MB = Number(process.env.BENCH_IMPORT_MB ?? 500);
const DB = path.join(BENCH_DIR, 'import-large.db');

/** The process's peak resident memory so far, in bytes (/proc/<pid>/status VmHWM). */
function peakMemory(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
}

/** A Claude export of about `bytes`, written a conversation at a time. */
async function writeClaudeExport(file, bytes) {
  const out = fs.createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const paragraph = 'I keep bees on the roof and write about what they do all year round. '.repeat(70);
  let conversations = 0;
  await write('[');
  do {
    const chat = Array.from({ length: 50 }, (_, m) => ({
      uuid: `m-${conversations}-${m}`,
      sender: m % 2 === 0 ? 'human' : 'assistant',
      text: `${conversations}.${m} ${paragraph}`,
      created_at: new Date(Date.UTC(2024, 4, 1, 10, 0, m)).toISOString(),
    }));
    const conversation = {
      uuid: `conv-${conversations}`,
      name: `Bees ${conversations}`,
      created_at: '2024-05-01T10:00:00Z',
      chat_messages: chat,
    };
    await write(`${conversations > 0 ? ',' : ''}${JSON.stringify(conversation)}`);
    conversations++;
  } while (out.bytesWritten + out.writableLength < bytes);
  await write(']');
  out.end();
  await once(out, 'finish');
  return { conversations, size: fs.statSync(file).size };
}

/** Posts the file as multipart, streamed from disk. */
function importFile(base, cookie, file) {
  const boundary = 'duet-import-large';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="conversations.json"\r\nContent-Type: application/json\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v1/import`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        'x-duet-csrf': '1',
        cookie,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d) => (text += d.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null }));
    });
    request.write(head);
    const source = fs.createReadStream(file);
    source.pipe(request, { end: false });
    source.on('end', () => request.end(tail));
  });
}

export async function importLargeBench() {
  const DB_URL = freshDatabase(DB);
  const file = path.join(BENCH_DIR, 'import-large.json');
  const small = path.join(BENCH_DIR, 'import-large-warm.json');
  const made = await writeClaudeExport(file, SIZE_MB * MB);
  await writeClaudeExport(small, 1);
  const api = await startApi({ DATABASE_URL: DB_URL, UPLOAD_DIR: `${BENCH_DIR}/uploads` });
  try {
    const cookie = await account(api.base, 'large');
    // Warm: the import path once, on a small file, before the peak is read.
    const warm = await importFile(api.base, cookie, small);
    if (warm.status !== 201) throw new Error(`warm import: ${warm.status} ${JSON.stringify(warm.body)}`);
    const before = peakMemory(api.pid);
    const t = now();
    const answer = await importFile(api.base, cookie, file);
    const ms = now() - t;
    const grewMb = (peakMemory(api.pid) - before) / MB;
    if (answer.status !== 201) throw new Error(`import: ${answer.status} ${JSON.stringify(answer.body)}`);
    // The warm-up's conversation is the first of the big file too: it is already there.
    const imported = answer.body.imported;
    const pass = grewMb <= 300 && imported === made.conversations - 1;
    return {
      sizeMb: made.size / MB,
      conversations: made.conversations,
      imported,
      messages: answer.body.messages,
      ms,
      grewMb,
      pass,
    };
  } finally {
    await api.stop();
    fs.rmSync(file, { force: true });
    fs.rmSync(small, { force: true });
  }
}
