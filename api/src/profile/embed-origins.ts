/**
 * The sites an owner lets frame their twin (embed_origins): each goes into the embed page's
 * Content-Security-Policy as a `frame-ancestors` source, so only what that grammar calls a host
 * may pass. The WHATWG URL parser alone lets `;`, `,` and quotes through a host
 * (`https://a.example%3Bscript-src` is the origin `https://a.example;script-src`), which would
 * end the directive and start another.
 */

/** One DNS label (letters, digits, inner hyphens): CSP's host-char is ALPHA / DIGIT / "-". */
const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/** Sites on this machine, the only ones that may be plain http (a site being built). */
const isLoopback = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * The normalised origin of a site (scheme, host and port: `https://example.com`), or null when it
 * is not one: https, or http on this machine; no path, query, fragment or credentials; a host of
 * DNS labels or an IPv4 address (an IPv6 one cannot be written in the policy).
 */
export function embedOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const host = url.hostname;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(host))) return null;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return null;
  if (!HOST.test(host) || !/^\d*$/.test(url.port)) return null;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/** A stored list read back: only the sites that still pass (a row written before these rules). */
export function embedOriginsOf(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.map(embedOriginOf).filter((o): o is string => o !== null))];
}
