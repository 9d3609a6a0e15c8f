/** What kind a document is before it is read (by its name or its link), and after (what the reader found). */
import type { DocumentKind } from '@duet/design-system';

const BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  csv: 'csv',
  json: 'json',
  txt: 'text',
};
const KINDS = new Set<string>(['pdf', 'docx', 'html', 'markdown', 'text', 'csv', 'json', 'code']);

export function kindOf(doc: { kind: string | null | undefined; name: string; sourceUrl: string | null | undefined }) {
  if (doc.kind && KINDS.has(doc.kind)) return doc.kind as DocumentKind;
  if (doc.sourceUrl) return 'html';
  const extension = /\.([a-z0-9]+)$/i.exec(doc.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? (extension ? 'code' : 'text');
}
