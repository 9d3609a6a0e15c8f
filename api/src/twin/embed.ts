/**
 * Whether the twin's chat button shows on a site (the one-line snippet, embed.js, asks before it
 * draws anything; the embed page asks when another site frames it). It shows only where it can
 * work: the profile is public, the twin talks with anonymous visitors (the embed never carries a
 * Duet session), and the owner allowed the site (embed_origins). Otherwise nothing shows, and the
 * answer says why, for the owner who looks (docs/product.md §11, "The twin on your website").
 */
import type { PublicPage } from '../profile/public-profile.js';
import { said } from '../words/said.js';

export type EmbedHiddenReason = 'unavailable' | 'twin_off' | 'sign_in_required' | 'site_not_allowed';

export interface EmbedStatus {
  shown: boolean;
  reason: EmbedHiddenReason | null;
  /** Why it is hidden, in plain words with where to change it; null when shown. */
  message: string | null;
}

/**
 * The embed's state for `origin` (the asking site; null: any site, so only the owner's settings
 * count). `duetOrigin` is Duet's own (it may always show the twin: the owner's preview).
 */
export function embedStatusOf(
  page: Pick<PublicPage, 'profile' | 'embedOrigins' | 'twinAccess'> | null,
  username: string,
  origin: string | null,
  duetOrigin: string,
): EmbedStatus {
  const where = `${duetOrigin}/twin`;
  const hidden = (reason: EmbedHiddenReason, message: string): EmbedStatus => ({ shown: false, reason, message });
  if (!page)
    return hidden(
      'unavailable',
      said(
        /*i18n*/ {
          id: 'error.twin.embed-unavailable',
          message:
            '@{username} has no public twin on Duet: the profile is private or does not exist. Its owner can make it public on Duet, under My Twin ({where}).',
        },
        { username, where },
      ),
    );
  const name = page.profile.display_name?.trim() || `@${page.profile.username}`;
  if (page.twinAccess === 'nobody')
    return hidden(
      'twin_off',
      said(
        /*i18n*/ {
          id: 'error.twin.embed-twin-off',
          message:
            "{name}'s twin is not taking conversations right now. Its owner can change who may chat with it on Duet, under My Twin ({where}).",
        },
        { name, where },
      ),
    );
  if (page.twinAccess === 'signed_in')
    return hidden(
      'sign_in_required',
      said(
        /*i18n*/ {
          id: 'error.twin.embed-signed-in-only',
          message:
            "{name}'s twin talks with signed-in people only, and visitors on other sites are not signed in to Duet. Its owner can let everyone chat with it on Duet, under My Twin ({where}).",
        },
        { name, where },
      ),
    );
  if (origin !== null && origin !== duetOrigin && !page.embedOrigins.includes(origin))
    return hidden(
      'site_not_allowed',
      said(
        /*i18n*/ {
          id: 'error.twin.embed-site-not-allowed',
          message:
            "{origin} may not show {name}'s twin yet. Its owner can allow this site on Duet, under My Twin › Put your twin on your website ({where}).",
        },
        { origin, name, where },
      ),
    );
  return { shown: true, reason: null, message: null };
}
