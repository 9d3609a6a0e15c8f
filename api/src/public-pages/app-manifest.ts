/**
 * The installable app's manifest (web/vite-pwa.ts builds it in English) in the request's language:
 * what an install prompt or the phone's app list says about Duet, and the `lang` and `dir` its
 * name and description are read in. A browser asks for it without cookies, so its languages
 * (Accept-Language) decide, unless a signed-in person's page asks with theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { textDirection, type Locale } from '../../../common/locales.js';
import { i18nFor } from '../words/i18n.js';
import { landingDescription } from './landing-words.js';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The build's manifest read once; null before the web app is built. */
export function appManifest(webDist: string): (locale: Locale) => string | null {
  let built: Record<string, unknown> | null | undefined;
  return (locale) => {
    if (built === undefined) {
      const file = path.join(webDist, MANIFEST_PATH);
      built = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
    }
    if (!built) return null;
    const description = landingDescription(i18nFor(locale));
    return JSON.stringify({ ...built, description, lang: locale, dir: textDirection(locale) });
  };
}
