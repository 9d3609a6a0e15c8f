/**
 * A PDF's text, page by page, with unpdf (pdf.js built to run without a browser). Pages are read
 * one at a time and let go, and reading stops at MAX_TEXT_CHARS. A password is never tried: pdf.js'
 * PasswordException means the file is encrypted. A PDF whose pages hold no text is a scan: no_text.
 */
import { getDocumentProxy } from 'unpdf';
import { MAX_TEXT_CHARS } from '../limits.js';
import { failure, type DocumentPage, type ExtractResult } from '../types.js';

/** pdf.js' log level for errors only: its warnings about damaged files are ours to report, not to print. */
const PDFJS_ERRORS_ONLY = 0;

/** A text item of pdf.js' getTextContent (marked-content items have no str). */
interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/** A page's text from its items: pdf.js says where a line ends. */
function pageText(items: readonly TextItem[]): string {
  return items
    .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

export async function readPdf(bytes: Uint8Array): Promise<ExtractResult> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes usable.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: PDFJS_ERRORS_ONLY, isEvalSupported: false });
  } catch (error) {
    return (error as Error | null)?.name === 'PasswordException' ? failure('encrypted') : failure('corrupt');
  }
  try {
    const pages: DocumentPage[] = [];
    let chars = 0;
    let truncated = false;
    for (let number = 1; number <= pdf.numPages; number++) {
      if (chars >= MAX_TEXT_CHARS) {
        truncated = true;
        break;
      }
      const page = await pdf.getPage(number);
      const text = pageText((await page.getTextContent()).items as TextItem[]).slice(0, MAX_TEXT_CHARS - chars);
      page.cleanup();
      pages.push({ number, text });
      chars += text.length;
    }
    if (!pages.some((p) => p.text.length > 0)) return failure('no_text');
    const info = (await pdf.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : undefined;
    const text = pages
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n');
    return { ok: true, kind: 'pdf', ...(title ? { title } : {}), pages, text, chars: text.length, truncated };
  } catch {
    // A file whose header parsed but whose pages do not.
    return failure('corrupt');
  } finally {
    await pdf.destroy();
  }
}
