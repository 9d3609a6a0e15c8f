/**
 * Whether a PostgreSQL database already holds tables in its schema: a restore lands only on an
 * empty database (operations/backup.ts), so a mistyped DATABASE_URL never mixes a backup into a
 * live instance, and the operator reads why rather than pg_restore's first clash.
 */
import pg from 'pg';

export async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      'SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    return Number(rows[0]?.tables ?? 0) > 0;
  } finally {
    await client.end();
  }
}
