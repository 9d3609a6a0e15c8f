/**
 * Sections from a document's structure: from HTML (what mammoth makes of a DOCX, what Readability
 * keeps of a web page) by walking its elements, and from Markdown by its headings. A section is
 * the text under one heading, its paragraphs separated by blank lines.
 */
import { parseHTML } from 'linkedom';
import type { DocumentSection } from './types.js';

/** Elements whose text is not the document's. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS']);
/** Elements that start and end a paragraph. */
const BLOCK = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'DL',
  'DT',
  'DD',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'NAV',
  'FIGURE',
  'FIGCAPTION',
  'CAPTION',
  'HR',
  'ADDRESS',
  'DETAILS',
  'SUMMARY',
]);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Collects paragraphs into sections as the walk meets headings. */
class SectionWriter {
  readonly sections: DocumentSection[] = [];
  private current: DocumentSection & { paragraphs: string[] } = { heading: null, level: 0, text: '', paragraphs: [] };
  private line = '';

  inline(text: string): void {
    this.line += text;
  }

  /** Ends the paragraph being written; `raw` keeps its spacing (preformatted text). */
  paragraph(raw?: string): void {
    const text = raw ?? squash(this.line);
    if (raw === undefined) this.line = '';
    if (text.trim()) this.current.paragraphs.push(text);
  }

  heading(level: number, text: string): void {
    this.paragraph();
    this.close();
    this.current = { heading: squash(text) || null, level, text: '', paragraphs: [] };
  }

  private close(): void {
    const { paragraphs, ...section } = this.current;
    if (section.heading || paragraphs.length) this.sections.push({ ...section, text: paragraphs.join('\n\n') });
  }

  finish(): DocumentSection[] {
    this.paragraph();
    this.close();
    return this.sections;
  }
}

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
}

function walk(node: DomNode, out: SectionWriter): void {
  if (node.nodeType === 3) return out.inline(node.textContent ?? '');
  if (node.nodeType !== 1) return;
  const tag = node.nodeName.toUpperCase();
  if (SKIP.has(tag)) return;
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) return out.heading(Number(heading[1]), node.textContent ?? '');
  if (tag === 'PRE') {
    out.paragraph();
    return out.paragraph((node.textContent ?? '').replace(/\s+$/, ''));
  }
  if (tag === 'BR') return out.inline('\n');
  if (tag === 'TD' || tag === 'TH') out.inline(' ');
  const block = BLOCK.has(tag);
  if (block) out.paragraph();
  // Sibling by sibling: linkedom builds `childNodes` afresh on every read, so indexing it is
  // quadratic (a 5 MB Word file's 40,000 paragraphs took minutes; bench/RESULTS.md, documents).
  for (let child = node.firstChild; child; child = child.nextSibling) walk(child, out);
  if (block) out.paragraph();
}

/** The sections of an HTML fragment or page (its body). */
export function sectionsFromHtml(html: string): DocumentSection[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const out = new SectionWriter();
  walk(document.body as unknown as DomNode, out);
  return out.finish();
}

/** The sections of a Markdown text, by its ATX (#) and setext (===, ---) headings, outside code fences. */
export function sectionsFromMarkdown(markdown: string): DocumentSection[] {
  const out = new SectionWriter();
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  let block: string[] = [];
  const flush = () => {
    out.paragraph(block.join('\n').replace(/^\n+|\s+$/g, ''));
    block = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1] ?? '';
    if (fence) {
      block.push(line);
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    const atx = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (opens) {
      fence = opens[1]!;
      block.push(line);
    } else if (atx) {
      flush();
      out.heading(atx[1]!.length, atx[2] ?? '');
    } else if (line.trim() && block.length === 0 && /^ {0,3}(=+|-+)\s*$/.test(next)) {
      flush();
      out.heading(next.trim().startsWith('=') ? 1 : 2, line);
      i++;
    } else if (!line.trim()) {
      flush();
    } else {
      block.push(line);
    }
  }
  flush();
  return out.finish();
}
