/**
 * A consistent copy of a live SQLite database file, made with SQLite's online backup API on a
 * read-only connection of its own: the app may keep writing meanwhile (operations/backup.ts).
 */
import Database from 'better-sqlite3';

export async function copySqliteDatabase(file: string, to: string): Promise<void> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(to);
  } finally {
    db.close();
  }
}
