/**
 * Where a word is stored: every table of the database (on SQLite also the full-text index's own
 * tables, whose pages keep a deleted row's terms until they are merged), read whole, the word
 * looked for in each row's text and bytes. For "leaves no trace" tests: a canary word said in a
 * conversation, then the tables still holding it.
 */
import type { Db } from '../../src/db/client.js';

/** The tables holding `word` (on SQLite as the bytes it is written with: give it in lower case). */
export async function tablesHolding(db: Db, kind: 'sqlite' | 'postgres', word: string): Promise<string[]> {
  const needle = word.toLowerCase();
  if (kind === 'postgres') {
    const tables = await db.$queryRawUnsafe<Array<{ name: string }>>(
      `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const [hit] = await db.$queryRawUnsafe<Array<{ n: bigint }>>(
        `SELECT count(*) AS n FROM "${name}" t WHERE lower(t::text) LIKE $1`,
        `%${needle}%`,
      );
      if (Number(hit!.n) > 0) holding.push(name);
    }
    return holding;
  }
  // Virtual tables keep their rows in ordinary "shadow" tables, which are read here; each column is
  // searched as bytes (instr on blobs), so a term inside an index page is found too.
  const tables = await db.$queryRawUnsafe<Array<{ name: string }>>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const table = `"${name.replace(/"/g, '""')}"`;
    const columns = await db.$queryRawUnsafe<Array<{ name: string }>>(`SELECT name FROM pragma_table_info(?)`, name);
    const where = columns
      .map((c) => `instr(CAST("${c.name.replace(/"/g, '""')}" AS BLOB), CAST(? AS BLOB)) > 0`)
      .join(' OR ');
    const [hit] = await db.$queryRawUnsafe<Array<{ n: bigint }>>(
      `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
      ...columns.map(() => needle),
    );
    if (Number(hit!.n) > 0) holding.push(name);
  }
  return holding;
}
