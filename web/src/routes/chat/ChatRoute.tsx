/** /chat and /chat/{threadId}: a conversation in the sidebar layout (protected). */
import { Button, EmptyState, MessageComposer, TemporaryChatNotice, TemporaryChatToggle } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ChatRouteQuery as ChatRouteQueryType } from '../../__generated__/ChatRouteQuery.graphql';
import { ChatThread, type ChatThreadProps } from '../../features/chat/ChatThread';
import { clearDraft, mayGo, NEW_CHAT_DRAFT, readDraft, writeDraft } from '../../features/chat/drafts';
import { shouldFocusComposer } from '../../features/chat/composer-focus';
import { holdFirstMessage } from '../../features/chat/first-message';
import { PrivateChatWelcome } from '../../features/chat/ChatWelcome';
import { ChatModelMenu, OfflineNotice } from '../../features/chat/ChatModelMenu';
import { chatSubtitle, chatTitle, threadKind } from '../../features/chat/thread-display';
import { useStartPrivateChatMutation } from '../../features/sidebar/useStartPrivateChatMutation';
import { useStartTemporaryChatMutation } from '../../features/chat/useStartTemporaryChatMutation';
import { temporaryChatEnded, useTemporaryChat } from '../../features/chat/use-temporary-chat';
import { refreshSidebarThreads } from '../../features/sidebar/refresh-sidebar-threads';
import { laterComponent } from '../../after-paint/load-later';
import { usePageTitle } from '../../layouts/page-title';
import { useViewer } from '../../layouts/viewer-context';
import { useOwnVoice } from '../../features/voice/chat-voice';
import { environment } from '../../relay/environment';
import { refreshViewer, requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './ChatRoute.module.css';
import { MESSAGE_MAX_CHARS } from '../../../../common/message-limits';

// Each loads its own data after the conversation, so its code does too (after-paint/load-later.tsx).
const ProfilePalSteps = laterComponent(() =>
  import('../../features/chat/ProfilePalSteps').then((m) => m.ProfilePalSteps),
);
const PublicPageOfferCard = laterComponent(() =>
  import('../../features/onboarding/PublicPageOfferCard').then((m) => m.PublicPageOfferCard),
);

export const ChatRouteQuery = graphql`
  query ChatRouteQuery($id: ID!) {
    thread(id: $id) {
      id
      databaseId
      name
      agentType
      metadata
      temporary
      model {
        id
      }
      project {
        name
      }
      ...ChatThread_thread
    }
  }
`;

export function loadChatQuery(threadId: string) {
  return loadRouteQuery<ChatRouteQueryType>('chat', ChatRouteQuery, { id: threadId });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  // The thread is asked for while the guard asks who is signed in (the server answers a
  // signed-out request with no thread); a page that redirects drops it.
  const queryRef = params.threadId ? loadChatQuery(params.threadId) : null;
  try {
    await requireViewer(request);
  } catch (redirected) {
    queryRef?.dispose();
    throw redirected;
  }
  return { queryRef };
}

export const PLACEHOLDERS: Record<string, MessageDescriptor> = {
  profile_pal: msg`Reply to Profile Pal...`,
  testing: msg`Message the testing agent...`,
};

/**
 * What Profile Pal's Skip sends, as typing it would, in the person's language: the server reads each
 * language's word as a skip (isSkip, api/src/agent/local/profile-statements.ts;
 * api/test/profile-pal-skip-words.test.ts holds every translation to it).
 */
const SKIP_COMMAND = msg({
  context: 'The word Profile Pal reads as skipping its question: one word a person would type',
  message: 'Skip',
});

/** When the sidebar looks again for the title a first exchange gets (api/src/agent/titles.ts). */
const TITLE_REFRESH_MS = 2500;

/** A loaded thread, or an empty state when it does not exist (or is not yours). */
export function ThreadView({
  queryRef,
  onAnswered,
  rememberAsLast = true,
  setTitle = true,
  focusComposer = true,
  empty,
}: {
  queryRef: PreloadedQuery<ChatRouteQueryType>;
  onAnswered?: () => void;
  rememberAsLast?: boolean;
  setTitle?: boolean;
  /** The composer takes focus as the thread opens (composer-focus.ts says when). */
  focusComposer?: boolean;
  /** What an empty thread shows; by default a private chat's welcome, for others ChatThread's own. */
  empty?: ChatThreadProps['empty'];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { thread } = usePreloadedQuery<ChatRouteQueryType>(ChatRouteQuery, queryRef);
  const viewer = useViewer();
  const [search] = useSearchParams();
  const params = useParams();
  // Profile Pal's progress is read again after each of its answers.
  const [answers, setAnswers] = useState(0);
  const display = thread
    ? { databaseId: thread.databaseId, name: thread.name, agentType: thread.agentType, metadata: thread.metadata }
    : null;
  const title = display ? chatTitle(display, viewer?.username) : t`Chat`;
  // Share is offered once the conversation has messages: an empty one has nothing to share.
  const [hasMessages, setHasMessages] = useState(false);
  // A temporary chat is never shared or exported, and is deleted when the person leaves it.
  const temporary = thread?.temporary ?? false;
  // A chat in a project says which under its title (its answers follow the project's instructions).
  const projectName = thread?.project?.name;
  const subtitle = thread?.project ? t`In ${projectName}` : display ? chatSubtitle(display) : null;
  usePageTitle(setTitle ? title : '', subtitle, hasMessages && !temporary ? display?.databaseId : null);
  const temporaryState = useTemporaryChat(thread?.databaseId ?? '', temporary);
  // A new chat is one click away here: on a phone the sidebar is closed.
  const newChat = (
    <Button variant="primary" onClick={() => navigate('/chat')}>
      {t`New Chat`}
    </Button>
  );
  if (temporaryState === 'ended' || (!thread && temporaryChatEnded(params.threadId))) {
    return (
      <div className={styles.missing}>
        <EmptyState
          title={t`This temporary chat has ended`}
          description={t`Temporary chats are deleted when you leave them.`}
          action={newChat}
        />
      </div>
    );
  }
  if (!thread) {
    return (
      <div className={styles.missing}>
        <EmptyState
          title={t`This conversation does not exist`}
          description={t`It may have been deleted.`}
          action={newChat}
        />
      </div>
    );
  }
  const kind = threadKind(display ?? {});
  const placeholder = PLACEHOLDERS[kind];
  const untitled = !thread.name;
  const refresh =
    kind === 'profile_pal'
      ? () => void refreshViewer()
      : viewer
        ? () => {
            // The list's order and titles change with an answer; a first exchange gets its title a moment later.
            refreshSidebarThreads(environment, viewer.id);
            if (untitled) setTimeout(() => refreshSidebarThreads(environment, viewer.id), TITLE_REFRESH_MS);
          }
        : undefined;
  return (
    <ChatThread
      key={thread.id}
      thread={thread}
      placeholder={temporary ? i18n._(TEMPORARY_PLACEHOLDER) : placeholder && i18n._(placeholder)}
      onAnswered={() => {
        (onAnswered ?? refresh)?.();
        if (kind === 'profile_pal') setAnswers((n) => n + 1);
      }}
      rememberAsLast={rememberAsLast && kind === 'private_brain' && !temporary}
      allowAttachments={!temporary}
      keepDraft={!temporary}
      empty={
        empty ??
        (kind === 'private_brain'
          ? (ask) => (
              <PrivateChatWelcome
                onAsk={ask}
                model={thread.model.id}
                notice={temporary ? <TemporaryChatNotice /> : <OfflineNotice value={thread.model.id} />}
              />
            )
          : undefined)
      }
      modelMenu={kind === 'private_brain'}
      // Read as the thread mounts, while /chat's composer may still hold focus (it only matters then).
      autoFocus={focusComposer && shouldFocusComposer()}
      focusStepId={search.get('step')}
      onHasMessages={setHasMessages}
      aboveComposer={
        kind === 'profile_pal'
          ? (ask, busy) => (
              <Suspense fallback={null}>
                <ProfilePalSteps fetchKey={answers} onSkip={() => ask(i18n._(SKIP_COMMAND))} busy={busy} />
              </Suspense>
            )
          : temporary
            ? () => <TemporaryChatNotice compact text={i18n._(TEMPORARY_LINE)} />
            : undefined
      }
    />
  );
}

const TEMPORARY_PLACEHOLDER = msg`Message your private brain (temporary)...`;
/** Above a temporary chat's composer. */
const TEMPORARY_LINE = msg`Not saved to history or memory. Deleted when you leave.`;

/**
 * The message being typed on /chat: kept across remounts (e.g. the layout settling after
 * navigation), and on the device (drafts.ts) unless the chat is temporary.
 */
let newChatDraft: string | null = null;

/** /chat with no thread: type the first message; the thread is created when it is sent. */
function NewChat() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const voice = useOwnVoice();
  const [startRegular, startingRegular] = useStartPrivateChatMutation();
  const [startTemporary, startingTemporary] = useStartTemporaryChatMutation();
  const starting = startingRegular || startingTemporary;
  // /chat?temporary=1: the next chat keeps nothing (a link can open it so).
  const [search, setSearch] = useSearchParams();
  const temporary = search.get('temporary') === '1';
  const setTemporary = (on: boolean) => setSearch(on ? { temporary: '1' } : {}, { replace: true });
  const [error, setError] = useState<string | null>(null);
  // The model chosen before the conversation exists (null: the person's default); sent with the first message.
  const [model, setModel] = useState<string | null>(null);
  usePageTitle(t`New Chat`);
  const send = (text: string, files: File[]) => {
    newChatDraft = null;
    clearDraft(NEW_CHAT_DRAFT);
    setError(null);
    (temporary ? startTemporary() : startRegular())
      .then((threadId) => {
        holdFirstMessage(threadId, { text, files, model });
        navigate(`/chat/${threadId}`);
      })
      .catch((e: unknown) => {
        console.warn('New chat failed', e);
        setError(t`Could not start a new chat. Please try again.`);
      });
  };
  return (
    <div className={styles.newChat}>
      <div className={styles.options}>
        <TemporaryChatToggle pressed={temporary} onPressedChange={setTemporary} disabled={starting} />
      </div>
      <div className={styles.welcome}>
        <PrivateChatWelcome
          onAsk={(prompt) => send(prompt, [])}
          error={error}
          disabled={starting}
          model={model}
          notice={
            temporary ? (
              <TemporaryChatNotice />
            ) : (
              <>
                <OfflineNotice value={model} />
                <Suspense fallback={null}>
                  <PublicPageOfferCard />
                </Suspense>
              </>
            )
          }
        />
      </div>
      <div className={styles.composer}>
        <MessageComposer
          autoFocus={shouldFocusComposer()}
          sending={starting}
          maxLength={MESSAGE_MAX_CHARS}
          defaultValue={newChatDraft ?? readDraft(NEW_CHAT_DRAFT)}
          onTextChange={(text) => {
            newChatDraft = text;
            if (temporary) clearDraft(NEW_CHAT_DRAFT);
            else writeDraft(NEW_CHAT_DRAFT, text);
          }}
          onSend={({ text, files }) => {
            // Offline the chat cannot start: the message stays in the composer, kept as a draft.
            if (!mayGo(temporary ? null : NEW_CHAT_DRAFT, newChatDraft ?? text)) return false;
            send(text, files);
          }}
          allowAttachments={!temporary}
          placeholder={temporary ? i18n._(TEMPORARY_PLACEHOLDER) : undefined}
          accessory={<ChatModelMenu value={model} onChange={setModel} disabled={starting} />}
          transcribe={voice.transcribe}
        />
      </div>
    </div>
  );
}

export function ChatRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ChatRouteQueryType> | null };
  if (!queryRef) return <NewChat />;
  return <ThreadView queryRef={queryRef} />;
}
