/**
 * HTML documents for the web app's pages. Public pages (landing, profile, not found) are rendered
 * on the server by the web build's renderer (web/src/public-pages/entry-server.tsx, built to
 * <WEB_DIST>/.server/public-pages.mjs) and hydrate with their own small script; every other page
 * is the app's index.html with the page's head written in. A fresh CSP nonce goes on each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withNonce } from '../http/security-headers.js';
import { textDirection, type Locale } from '../../../common/locales.js';
import { headTags, scriptJson, type Head } from './head.js';

/**
 * The data a public page renders from (web/src/public-pages/page-data.ts is the other side), with
 * the language it is in: the request's (http/request-locale.ts localeOfRequest).
 */
export type PublicPageData = PublicPageContent & { locale: Locale };
/** Which page, and what it shows. */
export type PublicPageContent =
  | { page: 'landing' }
  | { page: 'profile'; profile: object }
  | { page: 'shared_conversation'; share: object }
  | { page: 'not_found' };

const PAGE_DATA_ID = 'duet-page-data';

interface Manifest {
  [source: string]: { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
}
interface Renderer {
  render(data: PublicPageData): string;
  /**
   * The compiled messages the last render used, in the page's language: the page data carries them,
   * so the browser hydrates with the very words the server wrote (web/src/public-pages/page-messages.ts).
   */
  renderedMessages?(): Record<string, unknown>;
  /** A page's own chunk (source path in the manifest), loaded by the browser on top of the entry. */
  PAGE_CHUNKS?: Partial<Record<PublicPageData['page'], string>>;
}
/** A page's own chunk: its script and imports (preloaded) and their styles (linked, so it paints styled). */
interface PageChunk {
  scripts: string[];
  styles: string[];
}

export interface Page {
  html: string;
  csp: string;
}

/**
 * The page opened in the device's theme (http/cookies.ts themeOfCookies): `data-theme` on <html>,
 * which the design system's tokens follow (design-system/src/tokens/tokens.css). Null: as the
 * device prefers.
 */
export function inTheme(page: Page, theme: 'light' | 'dark' | null): Page {
  if (!theme) return page;
  return { ...page, html: page.html.replace(/<html(\s|>)/, `<html data-theme="${theme}"$1`) };
}

/**
 * The page in the request's language (http/request-locale.ts localeOfRequest): `lang` and `dir` on
 * <html>, so the first paint reads and runs the right way before any script runs.
 */
export function inLocale(page: Page, locale: Locale): Page {
  const html = page.html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(?:lang|dir)="[^"]*"/gi, '');
    return `<html${rest} lang="${locale}" dir="${textDirection(locale)}">`;
  });
  return { ...page, html };
}

export class WebPages {
  private renderer: Promise<{
    render: Renderer['render'];
    renderedMessages: Renderer['renderedMessages'];
    script: string;
    styles: string[];
    fonts: string[];
    chunks: Partial<Record<PublicPageData['page'], PageChunk>>;
  } | null> | null = null;

  constructor(private readonly webDist: string) {}

  /** The server-rendered public page, or null when the web app was built without it. */
  async publicPage(data: PublicPageData, head: Head): Promise<Page | null> {
    const parts = await this.load();
    if (!parts) return null;
    const body = parts.render(data);
    // Read right after the render they belong to (rendering is synchronous: no other page's between).
    const messages = parts.renderedMessages?.();
    const pageData = messages ? { ...data, messages } : data;
    const chunk = parts.chunks[data.page];
    const styles = [...parts.styles, ...(chunk?.styles ?? [])];
    return withNonce(`<!doctype html>
<html lang="${data.locale}" dir="${textDirection(data.locale)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <meta name="theme-color" content="#f7f7f8" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="#0e0e11" media="(prefers-color-scheme: dark)">
    ${parts.fonts.map((href) => `<link rel="preload" href="/${href}" as="font" type="font/woff2" crossorigin>`).join('\n    ')}
    ${headTags(head)}
    ${styles.map((href) => `<link rel="stylesheet" href="/${href}">`).join('\n    ')}
    <script type="module" src="/${parts.script}"></script>${(chunk?.scripts ?? []).map((href) => `\n    <link rel="modulepreload" href="/${href}">`).join('')}
  </head>
  <body>
    <div id="root">${body}</div>
    <script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(pageData)}</script>
  </body>
</html>
`);
  }

  /**
   * The app's page (index.html) with this head; null when the web app is not built. Only the
   * sites in `frameAncestors` (with Duet itself) may frame it; by default no site may.
   */
  appPage(head?: Head, policy: { frameAncestors?: string[] } = {}): Page | null {
    const index = path.join(this.webDist, 'index.html');
    if (!fs.existsSync(index)) return null;
    let html = fs.readFileSync(index, 'utf8');
    if (head) html = html.replace(/<title>[^<]*<\/title>/, headTags(head));
    return withNonce(html, policy);
  }

  private load() {
    this.renderer ??= (async () => {
      const file = path.join(this.webDist, '.server', 'public-pages.mjs');
      const manifestFile = path.join(this.webDist, '.vite', 'public-pages.json');
      if (!fs.existsSync(file) || !fs.existsSync(manifestFile)) return null;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      if (!entry) return null;
      const mod = (await import(pathToFileURL(file).href)) as Renderer;
      const chunks: Partial<Record<PublicPageData['page'], PageChunk>> = {};
      for (const [page, source] of Object.entries(mod.PAGE_CHUNKS ?? {})) {
        const found = chunkOf(manifest, source, entry);
        if (found) chunks[page as PublicPageData['page']] = found;
      }
      return {
        render: mod.render,
        renderedMessages: mod.renderedMessages,
        script: entry.file,
        styles: entry.css ?? [],
        fonts: preloadedFonts(this.webDist),
        chunks,
      };
    })();
    return this.renderer;
  }
}

/** The font files every public page preloads, as the public pages' build lists them (web/vite-fonts.ts). */
function preloadedFonts(webDist: string): string[] {
  const file = path.join(webDist, '.vite', 'fonts.json');
  if (!fs.existsSync(file)) return [];
  const { preload } = JSON.parse(fs.readFileSync(file, 'utf8')) as { preload?: unknown };
  return Array.isArray(preload) ? preload.filter((href): href is string => typeof href === 'string') : [];
}

/** A dynamically imported chunk with its static imports, minus what the entry already brings. */
function chunkOf(manifest: Manifest, source: string, entry: Manifest[string]): PageChunk | null {
  if (!manifest[source]) return null;
  const inEntry = new Set(entry.imports ?? []);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || inEntry.has(key) || !manifest[key] || manifest[key] === entry) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(source);
  const own = [...seen].map((key) => manifest[key]!);
  const entryStyles = new Set(entry.css ?? []);
  return {
    scripts: own.map((c) => c.file),
    styles: [...new Set(own.flatMap((c) => c.css ?? []))].filter((href) => !entryStyles.has(href)),
  };
}
