/**
 * What the server hands a public page: which page, its data, and the language it is in (the
 * request's: api/src/http/request-locale.ts). The server renders the page with it and writes it into
 * the HTML (a JSON data block, never executed) for hydration.
 */
import type { Locale } from '../../../common/locales';
import type { PublicProfileData } from './profile-data';
import type { SharedConversationData } from './shared-data';

export type PublicPageData = (
  | { page: 'landing' }
  | { page: 'profile'; profile: PublicProfileData }
  | { page: 'shared_conversation'; share: SharedConversationData }
  | { page: 'not_found' }
) & {
  locale: Locale;
  /**
   * The compiled messages the server rendered the page with, in its language (entry-server.tsx
   * renderedMessages): the browser hydrates with them. None for English, which is in the code.
   */
  messages?: Record<string, unknown>;
};

/** The id of the <script type="application/json"> element that carries the data. */
export const PAGE_DATA_ID = 'duet-page-data';
