/**
 * /twin/{username}/embed: the twin's compact chat that other sites frame (the owner lists them;
 * the server sets frame-ancestors from that list). The visitor is always anonymous here
 * (session/embed-identity.ts); the quota and the twin's privacy boundary are the same as on Duet.
 */
import { EmptyState, TwinEmbedFrame } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { TwinEmbedRouteQuery as TwinEmbedRouteQueryType } from '../../__generated__/TwinEmbedRouteQuery.graphql';
import { ChatThread } from '../../features/chat/ChatThread';
import { TwinReplyName } from '../../features/twin/reply-source';
import { useThreadEvents } from '../../features/chat/useThreadEvents';
import { ownerCanRead } from '../../features/twin/visitor-notice';
import { startTwinChat } from '../../features/twin/start-twin-chat';
import { TwinWelcome } from '../../features/twin/TwinWelcome';
import { NotFoundRoute } from '../public/NotFoundRoute';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './TwinChatRoute.module.css';

const Query = graphql`
  query TwinEmbedRouteQuery($id: ID!, $username: String!) {
    thread(id: $id) {
      id
      ...ChatThread_thread
    }
    twin(username: $username) {
      username
      displayName
      avatarUrl
      ...TwinWelcome_twin
    }
  }
`;

type LoaderData =
  | { username: string; failure: null; queryRef: PreloadedQuery<TwinEmbedRouteQueryType> }
  | { username: string; failure: { kind: 'not_found' } | { kind: 'error'; message: string }; queryRef: null };

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const username = params.username ?? '';
  const started = await startTwinChat(username, { signedIn: false });
  if (started.kind !== 'ok') return { username, failure: started, queryRef: null };
  const queryRef = loadRouteQuery<TwinEmbedRouteQueryType>('twin-embed', Query, { id: started.threadId, username });
  return { username, failure: null, queryRef };
}

/** Inside the bubble of embed.js (?in=bubble): ask the host page to close the frame. */
const inBubble =
  typeof window !== 'undefined' &&
  window.parent !== window &&
  new URLSearchParams(window.location.search).get('in') === 'bubble';
const closeFrame = inBubble ? () => window.parent.postMessage({ type: 'duet:close' }, '*') : undefined;

export function TwinEmbedRoute() {
  const { t } = useLingui();
  const data = useLoaderData() as LoaderData;
  useEffect(() => {
    if (!closeFrame) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeFrame();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (data.failure?.kind === 'not_found') return <NotFoundRoute />;
  const profileHref = `${window.location.origin}/${data.username}`;
  if (data.failure) {
    return (
      <TwinEmbedFrame username={data.username} profileHref={profileHref} onClose={closeFrame}>
        <div className={styles.centered}>
          <EmptyState tone="danger" title={t`The twin cannot chat right now`} description={data.failure.message} />
        </div>
      </TwinEmbedFrame>
    );
  }
  return <EmbeddedChat username={data.username} profileHref={profileHref} queryRef={data.queryRef!} />;
}

function EmbeddedChat({
  username,
  profileHref,
  queryRef,
}: {
  username: string;
  profileHref: string;
  queryRef: PreloadedQuery<TwinEmbedRouteQueryType>;
}) {
  const { t } = useLingui();
  const { thread, twin } = usePreloadedQuery<TwinEmbedRouteQueryType>(Query, queryRef);
  useThreadEvents(thread?.id ?? '', !!thread);
  const ownerName = twin?.displayName ?? `@${username}`;
  return (
    <TwinEmbedFrame
      username={username}
      displayName={twin?.displayName}
      avatarUrl={twin?.avatarUrl}
      profileHref={profileHref}
      onClose={closeFrame}
    >
      {thread ? (
        <TwinReplyName.Provider value={ownerName}>
          <ChatThread
            key={thread.id}
            thread={thread}
            rememberAsLast={false}
            placeholder={t`Ask @${username}'s twin...`}
            allowAttachments={false}
            audience="visitor"
            notice={ownerCanRead(ownerName)}
            empty={twin ? (ask) => <TwinWelcome twin={twin} onAsk={ask} preview={false} /> : undefined}
          />
        </TwinReplyName.Provider>
      ) : (
        <div className={styles.centered}>
          <EmptyState title={t`This conversation is not available`} description={t`Reload to start a new one.`} />
        </div>
      )}
    </TwinEmbedFrame>
  );
}
