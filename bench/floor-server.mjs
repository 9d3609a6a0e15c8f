// The floor for the history bench: the same page (the last 100 steps of a
// thread, the same columns the read layer selects, their elements and tool
// calls) served by a bare node:http handler with better-sqlite3 prepared
// statements, answered in the same JSON shape as the GraphQL response.
// No GraphQL, no framework, no auth. Usage: PORT=… DB_FILE=… node bench/floor-server.mjs
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const db = new Database(process.env.DB_FILE, { fileMustExist: true });
db.pragma('journal_mode = WAL');
const PAGE = 100;
const steps =
  db.prepare(`SELECT "id", "threadId", "userId", "seq", "stepType", "input", "output", "status", "streaming",
  "waitForAnswer", "isError", "showInput", "errors", "metadata", "tags", "indentLevel",
  "agentProcessingTimeMs", "stepCreationTimeMs", "totalTimeMs", "runId", "lastEventSeq", "viewedAt",
  "startTime", "endTime", "createdAt" FROM "Step" WHERE "threadId" = ? ORDER BY "seq" DESC LIMIT ?`);
const marks = Array.from({ length: PAGE + 1 }, () => '?').join(', ');
const elements = db.prepare(
  `SELECT "id", "stepId", "position" FROM "Element" WHERE "stepId" IN (${marks}) ORDER BY "stepId", "position"`,
);
const calls =
  db.prepare(`SELECT s."stepId", c."id" FROM "ToolCallSession" s LEFT JOIN "ToolCall" c ON c."sessionId" = s."id"
  WHERE s."stepId" IN (${marks}) ORDER BY s."stepId", c."position"`);

function page(threadId) {
  const rows = steps.all(threadId, PAGE + 1).reverse();
  const ids = rows.map((r) => r.id);
  while (ids.length < PAGE + 1) ids.push(null);
  const byId = new Map();
  const nodes = rows.slice(rows.length > PAGE ? 1 : 0).map((r) => {
    const node = {
      id: Buffer.from(`Step:${r.id}`).toString('base64'),
      seq: r.seq,
      stepType: r.stepType,
      input: r.input,
      output: r.output,
      status: r.status,
      createdAt: new Date(r.createdAt).toISOString(),
      elements: [],
      toolCallSession: null,
    };
    byId.set(r.id, node);
    return { node };
  });
  for (const e of elements.all(ids)) byId.get(e.stepId)?.elements.push({ id: e.id });
  for (const c of calls.all(ids)) {
    const node = byId.get(c.stepId);
    if (!node) continue;
    node.toolCallSession ??= { toolCalls: [] };
    if (c.id) node.toolCallSession.toolCalls.push({ id: c.id });
  }
  return { data: { thread: { history: { edges: nodes } } } };
}

http
  .createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const { variables } = JSON.parse(body);
      // A Relay global id (base64 of "Thread:<id>") or the database id.
      const decoded = Buffer.from(variables.id, 'base64').toString('utf8');
      const id = decoded.startsWith('Thread:') ? decoded.slice('Thread:'.length) : variables.id;
      const json = JSON.stringify(page(id));
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

// Ends by exit on SIGTERM, so a --cpu-prof run (BENCH_SERVER_NODE_ARGS) writes its profile.
process.on('SIGTERM', () => process.exit(0));
