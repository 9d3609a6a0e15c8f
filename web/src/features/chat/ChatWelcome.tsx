/** An empty chat's welcome; a private chat's suggestions, built by the server from the person's profile and memories. */
import { EmptyState, PromptSuggestions } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useViewer } from '../../layouts/viewer-context';
import type { ChatWelcomeSuggestionsQuery } from '../../__generated__/ChatWelcomeSuggestionsQuery.graphql';
import styles from './ChatWelcome.module.css';

const Query = graphql`
  query ChatWelcomeSuggestionsQuery($model: ID) {
    viewer {
      suggestedPrompts(model: $model)
    }
  }
`;

function Prompts({
  onSelect,
  disabled,
  model,
}: {
  onSelect: (prompt: string) => void;
  disabled: boolean;
  model: string | null;
}) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<ChatWelcomeSuggestionsQuery>(Query, { model }, { fetchPolicy: 'store-and-network' });
  return (
    <PromptSuggestions
      label={t`Suggested prompts`}
      prompts={data.viewer?.suggestedPrompts ?? []}
      onSelect={onSelect}
      disabled={disabled}
    />
  );
}

/**
 * Loads on its own: the page and its composer never wait for the suggestions. `model`: the one
 * that will answer (null: the person's default), which decides what is worth suggesting.
 */
export function SuggestedPrompts(props: {
  onSelect: (prompt: string) => void;
  disabled?: boolean;
  model?: string | null;
}) {
  return (
    <Suspense fallback={null}>
      <Prompts onSelect={props.onSelect} disabled={props.disabled ?? false} model={props.model ?? null} />
    </Suspense>
  );
}

/** An empty chat's welcome: what this chat is for, and something to start with under it. */
export function ChatWelcome({ children, ...state }: { children: ReactNode } & Parameters<typeof EmptyState>[0]) {
  return (
    <div className={styles.welcome}>
      <EmptyState className={styles.greeting} {...state} />
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
  model = null,
}: {
  onAsk: (prompt: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** What answers, when people should know before they start (the offline brain). */
  notice?: ReactNode;
  /** The model that will answer (null: the person's default). */
  model?: string | null;
}) {
  const { t } = useLingui();
  const viewer = useViewer();
  const name = viewer?.displayName;
  return (
    <ChatWelcome
      title={name ? t`What's on your mind, ${name}?` : t`What's on your mind?`}
      description={error ?? t`Your private brain remembers what matters to you and finds it again when you ask.`}
      tone={error ? 'danger' : 'neutral'}
    >
      {notice}
      <SuggestedPrompts onSelect={onAsk} disabled={disabled} model={model} />
    </ChatWelcome>
  );
}
