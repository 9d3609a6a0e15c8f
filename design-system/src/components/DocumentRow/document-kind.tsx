import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FileBraces, FileCode, FileSpreadsheet, FileText, Globe } from 'lucide-react';

/** How a document was read, as the server names it: a PDF, a Word file, a web page, plain text… */
export type DocumentKind = 'pdf' | 'docx' | 'html' | 'markdown' | 'text' | 'csv' | 'json' | 'code';

const LABELS: Record<DocumentKind, MessageDescriptor> = {
  pdf: msg`PDF`,
  docx: msg`Word`,
  html: msg`Web page`,
  markdown: msg`Markdown`,
  text: msg`Text`,
  csv: msg`CSV`,
  json: msg`JSON`,
  code: msg`Code`,
};

/** "PDF", "Word", "Web page": a kind as people name it. */
export function documentKindLabel(kind: DocumentKind): string {
  return i18n._(LABELS[kind]);
}

/** The kind's icon (hidden from screen readers: its label is written beside it). */
export function DocumentKindIcon({ kind }: { kind: DocumentKind | undefined }) {
  if (kind === 'html') return <Globe aria-hidden="true" />;
  if (kind === 'csv') return <FileSpreadsheet aria-hidden="true" />;
  if (kind === 'json') return <FileBraces aria-hidden="true" />;
  if (kind === 'code') return <FileCode aria-hidden="true" />;
  return <FileText aria-hidden="true" />;
}

/** "example.com" from "https://www.example.com/a/b": the site a link came from; '' when it is no address. */
export function siteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
