/**
 * /twin/{username}/chat: anyone talks with a person's public twin (docs/product.md §2, §6). The loader opens
 * the visitor's conversation (startTwinChat; anonymous visitors get the server's anon-id cookie) and
 * loads it with the twin's card before render. The chat is the private chat's: streaming, tool
 * calls (which public facts the twin used), resume on reload, the visitor quota message (an
 * anonymous visitor can sign in for more: features/twin/quota-refusal.tsx).
 * The owner gets their own preview conversation; with ?preview=visitor it shows as visitors see it
 * (layouts/visitor-preview.ts): the bare frame, the visitors' chat, a banner back to My Twin.
 */
import { Button, EmptyState } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { TwinChatRouteQuery as TwinChatRouteQueryType } from '../../__generated__/TwinChatRouteQuery.graphql';
import { ChatThread } from '../../features/chat/ChatThread';
import { voiceThrough } from '../../features/voice/chat-voice';
import { TwinReplyName } from '../../features/twin/reply-source';
import { useThreadEvents } from '../../features/chat/useThreadEvents';
import { ownerCanRead } from '../../features/twin/visitor-notice';
import {
  forgetDraft,
  keptDraft,
  signInAndReturnTo,
  twinChatPath,
  twinRefusalText,
} from '../../features/twin/quota-refusal';
import { PrivatePagePreview, VisitorPreview } from '../../features/twin/VisitorPreview';
import { chatSubtitle, chatTitle, threadKind } from '../../features/chat/thread-display';
import { startTwinChat } from '../../features/twin/start-twin-chat';
import { TwinWelcome } from '../../features/twin/TwinWelcome';
import { usePageTitle } from '../../layouts/page-title';
import { useViewer } from '../../layouts/viewer-context';
import { useVisitorPreview, withVisitorPreview } from '../../layouts/visitor-preview';
import { currentViewer } from '../../session/AppViewer';
import { BareChatFrame } from '../chat/BareChatFrame';
import { loadRouteQuery } from '../../relay/route-query';
import { NotFoundRoute } from '../public/NotFoundRoute';
import styles from './TwinChatRoute.module.css';

const Query = graphql`
  query TwinChatRouteQuery($id: ID!, $username: String!) {
    thread(id: $id) {
      id
      databaseId
      name
      agentType
      metadata
      ...ChatThread_thread
    }
    twin(username: $username) {
      displayName
      voiceChat {
        transcription
        speech
      }
      ...TwinWelcome_twin
    }
    uploadsAllowed
  }
`;

type LoaderData =
  | { username: string; failure: null; queryRef: PreloadedQuery<TwinChatRouteQueryType> }
  | {
      username: string;
      failure: { kind: 'not_found' } | { kind: 'error'; message: string; signIn?: boolean };
      queryRef: null;
    };

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const username = params.username ?? '';
  const viewer = await currentViewer();
  const started = await startTwinChat(username, { signedIn: !!viewer });
  if (started.kind !== 'ok') return { username, failure: started, queryRef: null };
  const queryRef = loadRouteQuery<TwinChatRouteQueryType>('twin-chat', Query, { id: started.threadId, username });
  return { username, failure: null, queryRef };
}

export function TwinChatRoute() {
  const data = useLoaderData() as LoaderData;
  const preview = useVisitorPreview();
  if (data.failure?.kind === 'not_found')
    return preview ? <PrivatePagePreview username={data.username} /> : <NotFoundRoute />;
  if (data.failure)
    return <Failure username={data.username} message={data.failure.message} signIn={data.failure.signIn ?? false} />;
  return <TwinChat username={data.username} queryRef={data.queryRef!} />;
}

/**
 * The page frame: the sidebar layout's header when signed in, a bare header otherwise (and in
 * the owner's visitor preview, under the preview banner).
 */
function Frame({
  title,
  subtitle,
  username,
  accent,
  children,
}: {
  title: string;
  subtitle: string;
  username: string;
  accent: 'blue' | 'purple';
  children: ReactNode;
}) {
  const viewer = useViewer();
  const preview = useVisitorPreview();
  const navigate = useNavigate();
  usePageTitle(title, subtitle);
  if (viewer && !preview) {
    return (
      <div className={styles.signedIn} data-accent={accent}>
        {children}
      </div>
    );
  }
  const frame = (
    <div data-accent={accent} className={preview ? styles.previewed : styles.bare}>
      <BareChatFrame
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {/* The way back to the profile, at every width (a phone's header keeps it too). */}
            <Button
              size="sm"
              variant="ghost"
              leadingIcon={<ArrowLeft />}
              onClick={() => navigate(preview ? withVisitorPreview(`/${username}`) : `/${username}`)}
            >
              <Trans>Profile</Trans>
            </Button>
            <Button size="sm" variant="primary" onClick={() => navigate('/accounts/signup')}>
              <Trans>Get Started</Trans>
            </Button>
          </>
        }
      >
        {children}
      </BareChatFrame>
    </div>
  );
  return preview ? <VisitorPreview fill>{frame}</VisitorPreview> : frame;
}

function TwinChat({ username, queryRef }: { username: string; queryRef: PreloadedQuery<TwinChatRouteQueryType> }) {
  const { t } = useLingui();
  const { thread, twin, uploadsAllowed } = usePreloadedQuery<TwinChatRouteQueryType>(Query, queryRef);
  const viewer = useViewer();
  const preview = useVisitorPreview();
  const display = thread
    ? { databaseId: thread.databaseId, name: thread.name, agentType: thread.agentType, metadata: thread.metadata }
    : null;
  const self = display ? threadKind(display) === 'self_twin' : false;
  // The owner's preview as a visitor: their own conversation (no quota), shown as visitors see theirs.
  const asVisitor = !self || preview;
  const title = display && !preview ? chatTitle(display, viewer?.username) : t`@${username}: Twin Chat`;
  const subtitle = display && !preview ? chatSubtitle(display) : t`Twin conversation with @${username}`;
  // A question an anonymous visitor typed before "Sign in for more", back in the composer.
  const [draft] = useState(() => (viewer && !self ? keptDraft(twinChatPath(username)) : ''));
  useEffect(() => {
    if (draft) forgetDraft();
  }, [draft]);
  // The owner's answers to questions the twin passed on arrive while the page is open.
  useThreadEvents(thread?.id ?? '', !!thread && !self);
  const ownerName = twin?.displayName ?? `@${username}`;
  // A visitor hears and is heard through the twin's own routes, when its owner allows it.
  const voiceChat = twin?.voiceChat;
  const voice = useMemo(
    () =>
      asVisitor
        ? voiceThrough({
            transcriptions: voiceChat?.transcription ? `/api/v1/twin/${username}/voice/transcriptions` : null,
            speech: voiceChat?.speech ? `/api/v1/twin/${username}/voice/speech` : null,
          })
        : undefined,
    [asVisitor, voiceChat?.transcription, voiceChat?.speech, username],
  );
  return (
    <Frame title={title} subtitle={subtitle} username={username} accent={asVisitor ? 'blue' : 'purple'}>
      {thread ? (
        <TwinReplyName.Provider value={ownerName}>
          <ChatThread
            key={thread.id}
            thread={thread}
            rememberAsLast={false}
            placeholder={t`Ask @${username}'s twin...`}
            // Signed-out visitors may not attach files (unless the server allows it): nor in the preview.
            allowAttachments={uploadsAllowed && !preview}
            audience={asVisitor ? 'visitor' : 'owner'}
            notice={asVisitor ? ownerCanRead(ownerName) : undefined}
            refusalText={twinRefusalText(username, !!viewer)}
            draft={draft}
            voice={voice}
            empty={twin ? (ask) => <TwinWelcome twin={twin} onAsk={ask} preview={!asVisitor} /> : undefined}
          />
        </TwinReplyName.Provider>
      ) : (
        <div className={styles.centered}>
          <EmptyState
            title={t`This conversation is not available`}
            description={t`Reload the page to start a new one.`}
          />
        </div>
      )}
    </Frame>
  );
}

/** The twin does not take this visitor now: off, over a limit, or (sign-in needed) one step away. */
function Failure({ username, message, signIn }: { username: string; message: string; signIn: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Frame
      title={t`@${username}: Twin Chat`}
      subtitle={t`Twin conversation with @${username}`}
      username={username}
      accent="blue"
    >
      <div className={styles.centered}>
        {signIn ? (
          <EmptyState
            title={t`Sign in to chat with this twin`}
            description={message}
            action={
              <Button variant="primary" onClick={() => navigate(signInAndReturnTo(twinChatPath(username)))}>
                <Trans>Sign in</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState tone="danger" title={t`The twin cannot chat right now`} description={message} />
        )}
      </div>
    </Frame>
  );
}
