/**
 * The *Embedding tables written as the embedder writes them, by plain SQL on any of the test
 * databases (a SQLite file, PostgreSQL, PGlite over its socket): the vector index tests seed them,
 * then sync the index from them or scan them.
 */
import { seededRandom } from './seeded-random.js';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { inject } from 'vitest';
import { ROOT_DIR } from '../../src/config.js';
import { migrateDeploy } from '../../src/db/migrate.js';
import { numberPlaceholders } from '../../src/db/sql-values.js';
import { toBytes } from '../../src/db/vector-index/vectors.js';
import { sqliteFile, type Space, type Visibility } from '../../src/db/vector-index/index.js';
import { freshDatabase } from './test-app.js';

export interface SqlTarget {
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export function sqliteTarget(file: string): SqlTarget {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return {
    async run(sql, params = []) {
      db.prepare(sql).run(...params.map((p) => (p instanceof Uint8Array ? Buffer.from(p) : p)));
    },
    async close() {
      db.close();
    },
  };
}

export function postgresTarget(url: string): SqlTarget {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    async run(sql, params = []) {
      await pool.query(
        numberPlaceholders(sql),
        params.map((p) => (p instanceof Uint8Array ? Buffer.from(p) : p)),
      );
    },
    close: () => pool.end(),
  };
}

export interface SourceVector {
  space: Space;
  id: string;
  userId: string;
  model: string;
  vector: Float32Array;
  visibility?: Visibility;
}

const now = '2026-01-01T00:00:00.000Z';
const users = new WeakMap<SqlTarget, Set<string>>();

/** Writes the vector's source rows (the person, the memory, message or chunk, its embedding). */
export async function seedSource(t: SqlTarget, v: SourceVector, at = now): Promise<void> {
  const known = users.get(t) ?? new Set<string>();
  users.set(t, known);
  if (!known.has(v.userId)) {
    await t.run(
      `INSERT INTO "User" ("id", "email", "username", "passwordHash", "updatedAt") VALUES (?, ?, ?, 'x', ?)`,
      [v.userId, `${v.userId}@example.com`, v.userId, now],
    );
    known.add(v.userId);
  }
  const visibility = v.visibility ?? 'private';
  const bytes = toBytes(v.vector);
  if (v.space === 'memory') {
    await t.run(
      `INSERT INTO "Memory" ("id", "userId", "content", "visibility", "updatedAt") VALUES (?, ?, 'm', ?, ?)`,
      [v.id, v.userId, visibility, at],
    );
    await t.run(
      `INSERT INTO "MemoryEmbedding" ("memoryId", "userId", "model", "vector", "sourceUpdatedAt") VALUES (?, ?, ?, ?, ?)`,
      [v.id, v.userId, v.model, bytes, at],
    );
  } else if (v.space === 'chunk') {
    await t.run(`INSERT INTO "Document" ("id", "userId", "visibility") VALUES (?, ?, ?)`, [
      `doc-${v.id}`,
      v.userId,
      visibility,
    ]);
    await t.run(
      `INSERT INTO "DocumentChunk" ("id", "documentId", "userId", "visibility", "ordinal", "text") VALUES (?, ?, ?, ?, 0, 't')`,
      [v.id, `doc-${v.id}`, v.userId, visibility],
    );
    await t.run(
      `INSERT INTO "DocumentChunkEmbedding" ("chunkId", "userId", "visibility", "model", "vector") VALUES (?, ?, ?, ?, ?)`,
      [v.id, v.userId, visibility, v.model, bytes],
    );
  } else {
    await t.run(`INSERT INTO "Thread" ("id", "userId", "updatedAt") VALUES (?, ?, ?)`, [`th-${v.id}`, v.userId, now]);
    await t.run(`INSERT INTO "Step" ("id", "threadId", "seq", "stepType") VALUES (?, ?, 0, 'USER_MESSAGE')`, [
      v.id,
      `th-${v.id}`,
    ]);
    await t.run(
      `INSERT INTO "StepEmbedding" ("stepId", "userId", "threadId", "model", "vector") VALUES (?, ?, ?, ?, ?)`,
      [v.id, v.userId, `th-${v.id}`, v.model, bytes],
    );
  }
}

/** The source of a memory or chunk goes (the embedding row with it, by cascade). */
export async function deleteSource(t: SqlTarget, space: Space, id: string): Promise<void> {
  if (space === 'memory') await t.run(`DELETE FROM "Memory" WHERE "id" = ?`, [id]);
  else if (space === 'chunk') await t.run(`DELETE FROM "Document" WHERE "id" = ?`, [`doc-${id}`]);
  else await t.run(`DELETE FROM "Thread" WHERE "id" = ?`, [`th-${id}`]);
}

export async function setSourceVisibility(t: SqlTarget, space: Space, id: string, visibility: Visibility) {
  if (space === 'memory') await t.run(`UPDATE "Memory" SET "visibility" = ? WHERE "id" = ?`, [visibility, id]);
  if (space === 'chunk') {
    await t.run(`UPDATE "DocumentChunk" SET "visibility" = ? WHERE "id" = ?`, [visibility, id]);
    await t.run(`UPDATE "DocumentChunkEmbedding" SET "visibility" = ? WHERE "chunkId" = ?`, [visibility, id]);
  }
}

/**
 * PGlite with pgvector, migrated like a real database, served over the PostgreSQL protocol on a
 * free loopback port: a server that has the extension, which Debian's PostgreSQL has not.
 */
export async function startPglite(): Promise<{ url: string; close(): Promise<void> }> {
  const db = await PGlite.create({ extensions: { vector } });
  const dir = path.join(ROOT_DIR, 'prisma', 'postgres', 'migrations');
  for (const m of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, m, 'migration.sql');
    if (fs.existsSync(file)) await db.exec(fs.readFileSync(file, 'utf8'));
  }
  // PGlite is one session: the server queues its connections' queries one at a time.
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 8 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

/** A seeded random vector generator (mulberry32), so every run compares the same sets. */
export function vectors(seed: number) {
  const rnd = seededRandom(seed);
  return (dims: number) => Float32Array.from({ length: dims }, rnd);
}
/** A vector close to `v` (similarity about 1 − ε). */
export const near = (v: Float32Array, by: number) => v.map((x, i) => x + (i % 2 ? by : -by));

/** A migrated SQLite file of its own (the template's copy, or migrated here on a PostgreSQL run). */
export async function sqliteDatabase(): Promise<string> {
  const template = inject('templateDatabase');
  if (template.startsWith('file:')) return sqliteFile(await freshDatabase());
  const file = path.join(ROOT_DIR, 'var', 'test', `vectors-${randomUUID()}.db`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  migrateDeploy(`file:${file}`);
  return file;
}

/** Removes a file sqliteDatabase() migrated on a PostgreSQL run (the run cleans its own folder only on SQLite). */
export function dropSqliteDatabase(file: string): void {
  if (!path.basename(file).startsWith('vectors-')) return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}
