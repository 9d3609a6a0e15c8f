/** What Duet says about itself: the landing page's description, and the installable app's. */
import type { I18n } from '../words/i18n.js';

export const landingDescription = (i18n: I18n) =>
  i18n._({
    id: 'page.landing.description',
    message:
      'A private brain you trust, a public self you share: an assistant that remembers what matters to you, and a twin of your public self that answers everyone else.',
  });
