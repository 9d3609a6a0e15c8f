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

/**
 * The kind the reader found, else the one its name or link says; none for a name this list does not
 * know (the reader may yet find code or text in it, or say it cannot read it).
 */
export function kindOf(doc: {
  kind: string | null | undefined;
  name: string;
  sourceUrl: string | null | undefined;
}): DocumentKind | undefined {
  if (doc.kind && KINDS.has(doc.kind)) return doc.kind as DocumentKind;
  if (doc.sourceUrl) return 'html';
  const extension = /\.([a-z0-9]+)$/i.exec(doc.name)?.[1]?.toLowerCase();
  return extension ? BY_EXTENSION[extension] : 'text';
}
