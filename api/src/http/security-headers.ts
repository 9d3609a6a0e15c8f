/**
 * Security headers on every response, through Hono's secure-headers middleware: a
 * Content-Security-Policy the web app runs under (scripts and styles only from Duet itself, no
 * framing), nosniff, a strict referrer policy, a Permissions-Policy, and HSTS when Duet is
 * served over HTTPS. A handler that sets its own policy keeps it (`overwrite: false`): uploads
 * answer with `default-src 'none'`, GraphiQL with the hashes of its inline code (below).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { embedOriginsOf } from '../profile/embed-origins.js';

/** The web app's policy. Pictures may come from any https address (a profile can link one). */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(config: { publicUrl: string }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: APP_CSP,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Sent below, and only over HTTPS (a browser ignores it on plain HTTP anyway).
    strictTransportSecurity: false,
    // The microphone is for dictation in the composer; nothing else is asked of the device.
    permissionsPolicy: {
      camera: [],
      microphone: ['self'],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      browsingTopics: [],
    },
    overwrite: false,
  });
  const https = config.publicUrl.startsWith('https:');
  return async (c, next) => {
    await headers(c, next);
    if (https || c.req.url.startsWith('https:')) c.header('Strict-Transport-Security', HSTS);
    // A page meant to be framed (the twin embed) names who may frame it; X-Frame-Options has no
    // way to say so, and would contradict it in older browsers.
    if (/frame-ancestors (?!'none')/.test(c.res.headers.get('content-security-policy') ?? ''))
      c.res.headers.delete('X-Frame-Options');
  };
}

/**
 * Who may frame a page, written from parsed parts: 'self', 'none', or sites that pass
 * profile/embed-origins.ts again here, so that no value can end the directive and start another.
 */
function frameAncestorSources(sources: string[]): string[] {
  const kept = sources.flatMap((s) => (s === "'self'" || s === "'none'" ? [s] : embedOriginsOf([s])));
  return kept.length > 0 ? kept : ["'none'"];
}

/** The app's policy as a header value, with more sources for scripts or styles. */
export function cspHeader(
  extra: { scriptSrc?: string[]; styleSrc?: string[]; frameAncestors?: string[] } = {},
): string {
  const directives: Record<string, string[]> = {
    ...APP_CSP,
    scriptSrc: [...APP_CSP.scriptSrc, ...(extra.scriptSrc ?? [])],
    styleSrc: [...APP_CSP.styleSrc, ...(extra.styleSrc ?? [])],
    ...(extra.frameAncestors ? { frameAncestors: frameAncestorSources(extra.frameAncestors) } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The web app's pages carry a fresh nonce, written where the build left NONCE_PLACEHOLDER
 * (web/vite.config.ts). It lets the one style element the app adds at run time (the scroll lock
 * of its dialogs, web/src/main.tsx) through, and nothing else inline.
 */
export const NONCE_PLACEHOLDER = '__DUET_CSP_NONCE__';

export function withNonce(html: string, policy: { frameAncestors?: string[] } = {}): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: html.replaceAll(NONCE_PLACEHOLDER, nonce),
    csp: cspHeader({ styleSrc: [`'nonce-${nonce}'`], ...policy }),
  };
}

const INLINE = /<(script|style)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/gi;

/**
 * The policy of GraphiQL (HTML rendered by Yoga, with inline scripts we do not write): the app's
 * policy plus the SHA-256 of each inline script, so no other script can run. Its editor (Monaco)
 * sets styles inline all the time, so this one developer page allows inline styles.
 */
export function cspForInlinePage(html: string): string {
  const hashes = new Set<string>();
  for (const [, tag, body] of html.matchAll(INLINE)) {
    if (tag!.toLowerCase() === 'script') {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return cspHeader({ scriptSrc: [...hashes], styleSrc: ["'unsafe-inline'"] });
}
