/**
 * /onboarding: the Profile Pal conversation in the bare layout. Every question is optional: "Skip for
 * now" goes to the private chat at once, and so does "Start chatting" after the first answer or skip
 * (docs/decisions/onboarding-lets-through.md).
 */
import { Button } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { type PreloadedQuery } from 'react-relay/hooks';
import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { ChatRouteQuery as ChatRouteQueryType } from '../../__generated__/ChatRouteQuery.graphql';
import { useFinishOnboardingMutation } from '../../features/onboarding/useFinishOnboardingMutation';
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
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ChatRouteQueryType> };
  const viewer = useViewer();
  const navigate = useNavigate();
  const ready = !!viewer?.isOnboarded;
  const [finish, finishing] = useFinishOnboardingMutation();
  const [failed, setFailed] = useState(false);
  const goOn = () => {
    setFailed(false);
    finish().then(
      () => navigate('/chat'),
      () => setFailed(true),
    );
  };
  return (
    <BareChatFrame
      title={t`Onboarding`}
      subtitle={t`Profile Pal sets up your profile, one question at a time. Every question is optional.`}
      actions={
        <>
          <Button variant={ready ? 'primary' : 'secondary'} size="sm" onClick={goOn} disabled={finishing}>
            {ready ? <Trans>Start chatting</Trans> : <Trans>Skip for now</Trans>}
          </Button>
          {/* Logout is there from the start; the full menu once the person is through. */}
          {viewer && <HeaderAccountMenu viewer={viewer} minimal={!ready} />}
        </>
      }
      notice={
        failed ? (
          <p className={styles.failed} role="alert">
            <Trans>Could not open the chat just now. Try again in a moment.</Trans>
          </p>
        ) : ready ? (
          <p className={styles.ready} role="status">
            <Trans>
              You can start chatting with your private brain now. Your public page and twin can wait: keep answering
              here, or set them up later from My Twin.
            </Trans>
          </p>
        ) : undefined
      }
    >
      <ThreadView queryRef={queryRef} onAnswered={() => void refreshViewer()} rememberAsLast={false} setTitle={false} />
    </BareChatFrame>
  );
}
