/**
 * A web page's text: linkedom parses it (no browser, no scripts run), Mozilla's Readability keeps
 * the article and drops navigation, ads and footers, and the article's elements are walked into
 * sections. A page Readability finds no article in is read whole, still without scripts or styles.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { MAX_TEXT_CHARS } from '../limits.js';
import { sectionsFromHtml } from '../sections.js';
import type { ExtractResult } from '../types.js';
import { sectionedResult } from './sectioned.js';

export function readHtml(html: string): ExtractResult {
  const { document } = parseHTML(html);
  const pageTitle = (document.title as string | undefined)?.trim();
  const body = (document.body?.innerHTML as string | undefined) ?? html;
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document).parse();
  } catch {
    article = null; // Readability gave up on this page: it is read whole below.
  }
  const title = article?.title?.trim() || pageTitle || undefined;
  return sectionedResult('html', sectionsFromHtml(article?.content ?? body), MAX_TEXT_CHARS, title);
}
