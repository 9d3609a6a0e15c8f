/**
 * `npx tsx api/test/support/journey-documents.ts <folder>`: writes the documents the browser
 * journey attaches (web/e2e/documents.spec.ts) — a 30-page report whose page 12 says when the
 * Lisbon office opens, and a two-page scan with no text — made by document-files.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { imageOnlyPdf, textPdf } from './document-files.js';

export const LISBON = 'The Lisbon office opens on the ninth of March at the old tram depot.';

const filler = (page: number) =>
  Array.from({ length: 14 }, (_, i) => `Section ${page}.${i + 1} reviews quarterly budgets and supplier contracts.`);

const folder = process.argv[2];
if (!folder) throw new Error('Usage: journey-documents.ts <folder>');
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(
  path.join(folder, 'report.pdf'),
  textPdf(Array.from({ length: 30 }, (_, i) => (i === 11 ? [...filler(12), LISBON] : filler(i + 1)))),
);
fs.writeFileSync(path.join(folder, 'scan.pdf'), imageOnlyPdf(2));
