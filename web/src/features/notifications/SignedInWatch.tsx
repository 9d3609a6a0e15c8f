/**
 * On the signed-in pages without the sidebar (and so without the bell: /onboarding, /testing,
 * /history), the same live notification stream, for what it ends with: when
 * the person is signed out elsewhere or an admin disables them, the server ends it as
 * unauthenticated and the page goes to sign-in (session/forced-logout.ts), as it does on every
 * page with the bell. Renders nothing.
 */
import { useNotificationEvents } from './useNotificationEvents';

export function SignedInWatch({ viewerId }: { viewerId: string }) {
  useNotificationEvents(viewerId);
  return null;
}
