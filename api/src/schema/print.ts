/**
 * Prints the Pothos schema to schema.graphql (`npm run schema:print`);
 * with --check, fails when the committed file is stale (`npm run schema:check`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { ROOT_DIR } from '../config.js';
import { schema } from './index.js';

const target = path.join(ROOT_DIR, 'schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  fs.writeFileSync(target, printed);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
