/**
 * The Knowledge page's suggestions (#suggestions): facts the brain found in imported conversations,
 * remembered or let go one by one or all at once. An import's summary links here
 * (features/settings/ImportSection.tsx); the link scrolls to the section and focuses it.
 */
import { MemorySuggestions } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MemorySuggestionsSection_viewer$key } from '../../__generated__/MemorySuggestionsSection_viewer.graphql';
import { errorText } from '../../relay/error-text';
import { conversationPath } from '../chat/conversation-path';
import { useAcceptMemorySuggestionsMutation } from './useAcceptMemorySuggestionsMutation';
import { useDismissMemorySuggestionsMutation } from './useDismissMemorySuggestionsMutation';

const Fragment = graphql`
  fragment MemorySuggestionsSection_viewer on User {
    memorySuggestionsConnection(first: 100) @connection(key: "MemorySuggestionsSection_memorySuggestionsConnection") {
      edges {
        node {
          id
          content
          sourceThreadId
          sourceThreadName
          sourceStepId
        }
      }
    }
  }
`;

export const SUGGESTIONS_ID = 'suggestions';

const without = (list: string[], ids: string[]) => list.filter((id) => !ids.includes(id));

export function MemorySuggestionsSection({
  viewer,
  className,
}: {
  viewer: MemorySuggestionsSection_viewer$key;
  className?: string;
}) {
  const { t } = useLingui();
  const { memorySuggestionsConnection } = useFragment(Fragment, viewer);
  const suggestions = useMemo(
    () =>
      memorySuggestionsConnection.edges.map(({ node: s }) => ({
        id: s.id,
        content: s.content,
        threadId: s.sourceThreadId,
        threadName: s.sourceThreadName,
        stepId: s.sourceStepId,
      })),
    [memorySuggestionsConnection],
  );
  const [remembering, setRemembering] = useState<string[]>([]);
  const [dismissing, setDismissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [accept] = useAcceptMemorySuggestionsMutation();
  const [dismiss] = useDismissMemorySuggestionsMutation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = suggestions.length > 0;

  useEffect(() => {
    if (hash !== `#${SUGGESTIONS_ID}` || !shown) return;
    section.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'nearest' });
  }, [hash, shown]);

  const decide = (
    ids: string[],
    act: (ids: string[]) => Promise<void>,
    setBusy: typeof setRemembering,
    failed: string,
  ) => {
    setError(null);
    setBusy((list) => [...list, ...ids]);
    act(ids)
      .catch((e: unknown) => setError(errorText(e, failed)))
      .finally(() => setBusy((list) => without(list, ids)));
  };

  return (
    <MemorySuggestions
      ref={section}
      id={SUGGESTIONS_ID}
      tabIndex={-1}
      className={className}
      suggestions={suggestions}
      remembering={remembering}
      dismissing={dismissing}
      error={error}
      onRemember={(ids) => decide(ids, accept, setRemembering, t`Could not remember it. Try again.`)}
      onDismiss={(ids) => decide(ids, dismiss, setDismissing, t`Could not dismiss it. Try again.`)}
      conversationHref={conversationPath}
      onOpenConversation={(threadId, stepId) => navigate(conversationPath(threadId, stepId))}
    />
  );
}
