/**
 * Backing up and restoring an instance: the database, the uploaded files and the server secret that
 * seals the AI connections' keys, into one folder an operator can copy elsewhere.
 *
 * The database is copied first and the files after it (from the upload folder or the S3 bucket,
 * whichever the instance uses: storage/): an upload's row is written once its bytes are stored, so every file the copied database names is already complete when the files are
 * copied (a file that arrives later is only an orphan the restored instance never lists).
 * SQLite is copied with its online backup (a consistent snapshot while Duet keeps writing);
 * PostgreSQL with pg_dump's custom format, restored with pg_restore (both from PostgreSQL's client
 * tools, which must be on PATH). docs/deployment.md says how and when to use them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { ROOT_DIR, type Config } from '../config.js';
import { newestAppliedInPostgres, newestAppliedInSqlite } from '../db/applied-migrations.js';
import { postgresHasTables } from '../db/database-empty.js';
import { copySqliteDatabase } from '../db/sqlite-backup.js';
import type { ObjectStore } from '../storage/object-store.js';
import { objectStoreFor } from '../storage/store-for.js';

const run = promisify(execFile);

/** What a backup folder holds, written last so a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgresql';
  /** The newest migration the database had, so a restore onto older code is refused. */
  lastMigration: string | null;
  files: number;
  bytes: number;
  /** False when the secret came from SECRET_KEY: the operator keeps it, the backup does not. */
  secretKey: boolean;
}

export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'duet.db';
const PG_FILE = 'duet.pgdump';
const FILES_DIR = 'uploads';
const KEY_FILE = 'secret.key';

type BackupConfig = Pick<Config, 'database' | 'uploads' | 's3' | 'secrets'>;

const sqlitePath = (config: BackupConfig) => config.database.sqlitePath ?? null;

export async function backup(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const file = sqlitePath(config);
  if (file && !fs.existsSync(file)) throw new BackupError(`There is no database at ${file}: nothing to back up.`);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty: a backup goes into a new folder.`);
  }
  // Only the operator may read it: it holds every person's data and the server secret.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let lastMigration: string | null;
  if (file) {
    await copySqliteDatabase(file, path.join(dir, SQLITE_FILE));
    lastMigration = newestAppliedInSqlite(path.join(dir, SQLITE_FILE));
  } else {
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(dir, PG_FILE)}`,
      config.database.url,
    ]);
    lastMigration = await newestAppliedInPostgres(config.database.url);
  }
  const { files, bytes } = await copyOut(objectStoreFor(config), path.join(dir, FILES_DIR));
  const secretKey = !config.secrets.key && fs.existsSync(config.secrets.keyFile);
  if (secretKey) fs.copyFileSync(config.secrets.keyFile, path.join(dir, KEY_FILE));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: file ? 'sqlite' : 'postgresql',
    lastMigration,
    files,
    bytes,
    secretKey,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  return manifest;
}

/**
 * Puts a backup in place of this instance's database, files and secret. Duet must be stopped (the
 * command says so); the database and the upload folder it restores into must be empty or new, so
 * a mistyped folder never overwrites a live instance.
 */
export async function restore(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const file = sqlitePath(config);
  const known = newestMigrationInCode(manifest.database);
  if (manifest.lastMigration && known && manifest.lastMigration > known) {
    throw new BackupError(
      `This backup was made by a newer Duet (its database has ${manifest.lastMigration}): update Duet first.`,
    );
  }
  if ((manifest.database === 'sqlite') !== Boolean(file)) {
    throw new BackupError(
      `This backup is of a ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, and DATABASE_URL points at ${file ? 'SQLite' : 'PostgreSQL'}.`,
    );
  }
  if (!file && (await postgresHasTables(config.database.url))) {
    throw new BackupError('The database of DATABASE_URL already has tables: restore into a new, empty database.');
  }
  const store = objectStoreFor(config);
  if (!(await isEmpty(store))) {
    throw new BackupError(`The file storage (${store.description}) is not empty: restore into a new instance.`);
  }
  if (file) {
    if (fs.existsSync(file) && fs.statSync(file).size > 0) {
      throw new BackupError(`The database ${file} already exists: restore into a new instance.`);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.restoring`;
    fs.copyFileSync(path.join(dir, SQLITE_FILE), partial);
    fs.renameSync(partial, file);
  } else {
    await pgTool('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.database.url}`,
      path.join(dir, PG_FILE),
    ]);
  }
  await copyIn(path.join(dir, FILES_DIR), store);
  if (manifest.secretKey) {
    if (config.secrets.key) {
      throw new BackupError(
        'SECRET_KEY is set: unset it to use the backup’s secret, or keep the one it was made with.',
      );
    }
    fs.mkdirSync(path.dirname(config.secrets.keyFile), { recursive: true });
    fs.copyFileSync(path.join(dir, KEY_FILE), config.secrets.keyFile);
    fs.chmodSync(config.secrets.keyFile, 0o600);
  }
  return manifest;
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} holds no finished backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${dir} was made by a newer Duet (format ${manifest.format}).`);
  return manifest;
}

/** Every object of the store into a folder, one file each. */
async function copyOut(store: ObjectStore, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  fs.mkdirSync(to, { recursive: true });
  for await (const key of store.keys()) {
    const source = await store.open(key);
    if (!source) continue;
    const target = path.join(to, key);
    await pipeline(source, fs.createWriteStream(target, { mode: 0o600 }));
    files += 1;
    bytes += fs.statSync(target).size;
  }
  return { files, bytes };
}

/** A backup's files into the store, under the names they had. */
async function copyIn(from: string, store: ObjectStore) {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isFile())
      await store.putFile(entry.name, path.join(from, entry.name), 'application/octet-stream', { keep: true });
  }
}

async function isEmpty(store: ObjectStore): Promise<boolean> {
  for await (const _key of store.keys()) return false;
  return true;
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`);
    }
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

function newestMigrationInCode(database: BackupManifest['database']): string | null {
  const dir = path.join(ROOT_DIR, database === 'sqlite' ? 'prisma/migrations' : 'prisma/postgres/migrations');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /^\d{14}_/.test(n)) : [];
  return names.sort().at(-1) ?? null;
}
