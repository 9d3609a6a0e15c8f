/** /onboarding: the Profile Pal conversation in the bare layout; chat opens once the profile is ready. */
import { Button } from '@duet/design-system';
import { type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { ChatRouteQuery as ChatRouteQueryType } from '../../__generated__/ChatRouteQuery.graphql';
import HeaderAccountMenu from '../../layouts/HeaderAccountMenu';
import { useViewer } from '../../layouts/viewer-context';
import { refreshViewer, requireViewer } from '../../session/AppViewer';
import { BareChatFrame } from './BareChatFrame';
import { loadChatQuery, ThreadView } from './ChatRoute';
import { startProfilePal } from './ProfilePalRoute';
import styles from './OnboardingRoute.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, { onboarding: true });
  return { queryRef: loadChatQuery(await startProfilePal()) };
}

export function OnboardingRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ChatRouteQueryType> };
  const viewer = useViewer();
  const navigate = useNavigate();
  const ready = !!viewer?.isOnboarded;
  return (
    <BareChatFrame
      title="Onboarding"
      subtitle="Profile Pal sets up your profile, one question at a time."
      actions={
        <>
          {ready && (
            <Button variant="primary" size="sm" onClick={() => navigate('/chat')}>
              Start chatting
            </Button>
          )}
          {/* The way out before the profile is ready: Logout. */}
          {viewer && <HeaderAccountMenu viewer={viewer} minimal={!ready} />}
        </>
      }
      notice={
        ready ? (
          <p className={styles.ready} role="status">
            Your profile is ready. You can keep adding details, or start chatting with your private brain.
          </p>
        ) : undefined
      }
    >
      <ThreadView queryRef={queryRef} onAnswered={() => void refreshViewer()} rememberAsLast={false} setTitle={false} />
    </BareChatFrame>
  );
}
