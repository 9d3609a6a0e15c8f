/**
 * What the server hands a public page: which page, and its data. The server renders the page
 * with it and writes it into the HTML (a JSON data block, never executed) for hydration.
 */
import type { PublicProfileData } from './profile-data';
import type { SharedConversationData } from './shared-data';

export type PublicPageData =
  | { page: 'landing' }
  | { page: 'profile'; profile: PublicProfileData }
  | { page: 'shared_conversation'; share: SharedConversationData }
  | { page: 'not_found' };

/** The id of the <script type="application/json"> element that carries the data. */
export const PAGE_DATA_ID = 'duet-page-data';
