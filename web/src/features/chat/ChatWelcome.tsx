/** An empty chat's welcome; a private chat's suggestions, built by the server from the person's profile and memories. */
import { EmptyState, PromptSuggestions } from '@duet/design-system';
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useViewer } from '../../layouts/viewer-context';
import type { ChatWelcomeSuggestionsQuery } from '../../__generated__/ChatWelcomeSuggestionsQuery.graphql';
import styles from './ChatWelcome.module.css';

const Query = graphql`
  query ChatWelcomeSuggestionsQuery {
    viewer {
      suggestedPrompts
    }
  }
`;

function Prompts({ onSelect, disabled }: { onSelect: (prompt: string) => void; disabled: boolean }) {
  const data = useLazyLoadQuery<ChatWelcomeSuggestionsQuery>(Query, {}, { fetchPolicy: 'store-and-network' });
  return (
    <PromptSuggestions
      label="Suggested prompts"
      prompts={data.viewer?.suggestedPrompts ?? []}
      onSelect={onSelect}
      disabled={disabled}
    />
  );
}

/** Loads on its own: the page and its composer never wait for the suggestions. */
export function SuggestedPrompts(props: { onSelect: (prompt: string) => void; disabled?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Prompts onSelect={props.onSelect} disabled={props.disabled ?? false} />
    </Suspense>
  );
}

/** An empty chat's welcome: what this chat is for, and something to start with under it. */
export function ChatWelcome({ children, ...state }: { children: ReactNode } & Parameters<typeof EmptyState>[0]) {
  return (
    <div className={styles.welcome}>
      <EmptyState {...state} />
      {children}
    </div>
  );
}

/** The start of a private chat: a greeting, and prompts built from what Duet knows of the person. */
export function PrivateChatWelcome({
  onAsk,
  error,
  disabled,
  notice,
}: {
  onAsk: (prompt: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** What answers, when people should know before they start (the offline brain). */
  notice?: ReactNode;
}) {
  const viewer = useViewer();
  return (
    <ChatWelcome
      title={`What's on your mind${viewer?.displayName ? `, ${viewer.displayName}` : ''}?`}
      description={error ?? 'Your private brain remembers what matters to you and finds it again when you ask.'}
      tone={error ? 'danger' : 'neutral'}
    >
      {notice}
      <SuggestedPrompts onSelect={onAsk} disabled={disabled} />
    </ChatWelcome>
  );
}
