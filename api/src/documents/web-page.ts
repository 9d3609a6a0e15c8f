/**
 * A web page's readable text for the brain's read_web_page (agent/tools/web-page.ts): fetched
 * through the one safe fetcher (net/safe-fetch.ts) and read as the knowledge library reads a link
 * (extract.ts: Readability for HTML, the PDF reader for PDF), cut to a size a model can take.
 */
import { safeFetch } from '../net/safe-fetch.js';
import { extractText } from './extract.js';

/** Most characters of a page the model gets. */
export const WEB_PAGE_MAX_CHARS = 20_000;
const WEB_PAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ReadPage {
  url: string;
  title: string | null;
  text: string;
  truncated: boolean;
}

/** Throws SafeFetchError (a refused or failed fetch) or an Error saying why the page has no text. */
export async function readWebPage(
  url: string,
  options: { allowHosts: readonly string[]; signal?: AbortSignal },
): Promise<ReadPage> {
  const page = await safeFetch(url, {
    allowHosts: options.allowHosts,
    maxBytes: WEB_PAGE_MAX_BYTES,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const name = page.kind === 'pdf' ? 'page.pdf' : page.kind === 'html' ? 'page.html' : 'page.txt';
  const read = await extractText({ bytes: page.bytes, name, mimeType: page.contentType });
  if (!read.ok) throw new Error(`The page at ${page.url} has no text Duet can read: ${read.message}`);
  const cut = read.text.length > WEB_PAGE_MAX_CHARS;
  return {
    url: page.url,
    title: read.title ?? null,
    text: cut ? read.text.slice(0, WEB_PAGE_MAX_CHARS) : read.text,
    truncated: cut || read.truncated,
  };
}
