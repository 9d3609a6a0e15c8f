/**
 * `npm run backup -- [folder]` and `npm run restore -- <folder>`: the operator's commands around
 * api/src/operations/backup.ts, reading DATABASE_URL, UPLOAD_DIR and the secret's settings as the
 * server does (the same environment, the same defaults).
 */
import path from 'node:path';
import { loadConfig, ROOT_DIR } from '../config.js';
import { backup, BackupError, restore } from './backup.js';

const [command, target] = process.argv.slice(2);

async function main(): Promise<number> {
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = path.resolve(ROOT_DIR, target ?? path.join('var/backups', stamp));
    const m = await backup(config, dir);
    console.log(
      `Backed up the ${m.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${m.files} files (${m.bytes} bytes) to ${dir}`,
    );
    if (!m.secretKey)
      console.log('The server secret is set by SECRET_KEY: keep it with this backup, or the AI keys cannot be read.');
    return 0;
  }
  if (command === 'restore' && target) {
    const dir = path.resolve(ROOT_DIR, target);
    const m = await restore(config, dir);
    console.log(
      `Restored the backup of ${m.createdAt} (${m.files} files). Start Duet: npm start applies any newer migrations.`,
    );
    return 0;
  }
  console.error('Usage: npm run backup -- [folder]   |   npm run restore -- <folder> (with Duet stopped)');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  },
);
