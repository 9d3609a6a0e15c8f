// Server time before the first token when the answer reads a file (issue 34): a person attaches a
// 30-page PDF to each message, and the server reads the passages nearest the question into the
// prompt (uploads/attachment-text.ts → documents/document-text.ts: full text and vectors, fused)
// before it asks the model.
//
// One server (npm start's bundle, a fresh SQLite database, on the server core) with the offline
// embedding, and the scripted provider of bench/first-token.mjs in this process: the admin connects
// it in the app and allows two models, the person chooses bench-a per conversation. The person
// uploads the PDF once (POST /api/v1/upload/files), and the bench waits until it is read and every
// passage has its vector. Then two cases take turns message by message, the same question each
// time ("bench-first <tag> What does the report say about …?"): `files` attaches the PDF, `plain`
// attaches nothing. "Added" is as in the first-token bench: send → first text at the client, less
// the provider's own time. Target: ≤ 50 ms p50 with the file.
import http from 'node:http';
import { createRequire } from 'node:module';
import { reportPdf } from './document-files.mjs';
import {
  connectProvider,
  chooseModel,
  freshDb,
  GAP_MS,
  MODELS,
  newThread,
  PER_THREAD,
  register,
  SECRET_KEY,
  sendOne,
} from './first-token.mjs';
import { load1, MAX_LOAD, percentile, quietMachine, sleep, startApi } from './lib.mjs';
import { providerEnv, startProvider } from './provider.mjs';

export const MESSAGES = Number(process.env.BENCH_FIRST_TOKEN_FILES_MESSAGES ?? 100);
export const WARM = 10;
export const TARGET_MS = 50;
const PAGES = 30;
const READ_WAIT_MS = 120_000;
/** Questions about what such a report says (bench/document-files.mjs writes its prose). */
const QUESTIONS = [
  'What does the report say about hiring plans?',
  'Which risks does the report name for next year?',
  'What happened to the budget in the second section?',
  'How does the report describe the suppliers?',
];

const stats = (xs) => {
  const s = Float64Array.from(xs).sort();
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.length ? s[s.length - 1] : NaN };
};

/** Uploads the PDF as the person; resolves with its message element once it is read and embedded. */
async function uploadReadAndEmbedded(api, token, dbFile) {
  const form = new FormData();
  form.append('files', new File([reportPdf(1, PAGES)], 'report.pdf', { type: 'application/pdf' }));
  const res = await fetch(`${api.base}/api/v1/upload/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload: HTTP ${res.status} ${JSON.stringify(body)}`);
  const file = body.files[0];
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const count = db.prepare(
    `SELECT d."status" AS status, count(c."id") AS passages, count(e."chunkId") AS embedded FROM "Document" d
     LEFT JOIN "DocumentChunk" c ON c."documentId" = d."id" LEFT JOIN "DocumentChunkEmbedding" e ON e."chunkId" = c."id"
     WHERE d."uploadId" = ? GROUP BY d."id"`,
  );
  const started = Date.now();
  try {
    for (;;) {
      const c = count.get(file.id);
      if (c?.status === 'failed') throw new Error('the bench PDF could not be read');
      if (c?.status === 'ready' && c.passages > 0 && c.embedded === c.passages) {
        // The REST element, as GraphQL's ElementInput spells it.
        const e = file.element;
        const element = {
          type: e.type,
          uploadId: e.upload_id,
          name: e.name,
          url: e.url,
          mimeType: e.mime_type,
          fileSize: e.file_size,
        };
        return { element, passages: c.passages };
      }
      if (Date.now() - started > READ_WAIT_MS) throw new Error(`the bench PDF was not ready: ${JSON.stringify(c)}`);
      await sleep(100);
    }
  } finally {
    db.close();
  }
}

export async function firstTokenFilesBench() {
  const dbInfo = freshDb('first-token-files');
  const provider = await startProvider({ models: MODELS });
  // No AI_PROVIDER: the offline embedding gives passages and questions their vectors in the server.
  const { AI_PROVIDER: _provider, AI_BASE_URL: _url, AI_MODEL: _model, ...common } = providerEnv(provider);
  const api = await startApi({ ...common, AI_LOCAL_CHUNK_DELAY_MS: '0', SECRET_KEY, DATABASE_URL: dbInfo.url });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const adminToken = await register(api, 'bench-admin');
    const token = await register(api, 'bench-person');
    const keys = await connectProvider(api, adminToken, provider);
    const pdf = await uploadReadAndEmbedded(api, token, dbInfo.file);
    const cases = [
      { id: 'files', elements: [pdf.element], threads: [] },
      { id: 'plain', elements: null, threads: [] },
    ];
    const startLoad = load1();
    const quietLoad = await quietMachine();
    const records = [];
    for (let k = 0; k < WARM + MESSAGES; k++) {
      for (const c of cases) {
        if (k % PER_THREAD === 0) {
          const id = await newThread(api, token);
          await chooseModel(api, token, id, keys['bench-a']);
          c.threads.push(id);
        }
        const tag = `${c.id}-${k}`;
        const input = `bench-first ${tag} ${QUESTIONS[k % QUESTIONS.length]}`;
        const r = await sendOne(api, token, c.threads.at(-1), input, agent, c.elements);
        const got = provider.received.get(tag);
        if (got?.model !== 'bench-a') throw new Error(`${tag}: the provider was asked ${JSON.stringify(got)}`);
        if (k >= WARM) {
          records.push({
            case: c.id,
            addedMs: r.firstDeltaAt - r.sentAt - (got.firstChunkAt - got.arrivedAt),
            requestChars: got.requestChars,
          });
        }
        await sleep(GAP_MS);
      }
    }
    const of = (id) => {
      const rows = records.filter((r) => r.case === id);
      return { addedMs: stats(rows.map((r) => r.addedMs)), requestChars: stats(rows.map((r) => r.requestChars)) };
    };
    const files = of('files');
    const plain = of('plain');
    // The file's passages reached the model: its requests are longer by about their text.
    if (files.requestChars.p50 <= plain.requestChars.p50 + 1000) {
      throw new Error(
        `the file did not reach the prompt: ${files.requestChars.p50} vs ${plain.requestChars.p50} characters`,
      );
    }
    const result = {
      messages: MESSAGES,
      warm: WARM,
      pages: PAGES,
      passages: pdf.passages,
      target: TARGET_MS,
      load: { start: startLoad, atMeasure: quietLoad, end: load1(), maxLoad: MAX_LOAD },
      cases: { files, plain },
      pass: files.addedMs.p50 <= TARGET_MS,
    };
    for (const [id, x] of Object.entries(result.cases)) {
      console.log(
        `  ${id}: added p50 ${x.addedMs.p50.toFixed(1)} / p95 ${x.addedMs.p95.toFixed(1)} / max ${x.addedMs.max.toFixed(1)} ms; request ${x.requestChars.p50} characters`,
      );
    }
    return result;
  } finally {
    agent.destroy();
    await api.stop();
    await provider.close();
  }
}
