/**
 * The profile suggestions waiting for the owner (docs/product.md §3, "Profile suggestions"), item by
 * item: accept (perhaps edited) or dismiss each. Shown on My Story and on My Twin › Public page.
 */
import { ProfileSuggestions, type ProfileSuggestionView } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileSuggestionsSection_viewer$key } from '../../__generated__/ProfileSuggestionsSection_viewer.graphql';
import { errorText } from '../../relay/error-text';
import { useAcceptProfileSuggestionMutation } from './useAcceptProfileSuggestionMutation';
import { useDismissProfileSuggestionMutation } from './useDismissProfileSuggestionMutation';

const Fragment = graphql`
  fragment ProfileSuggestionsSection_viewer on User {
    profileSuggestionsConnection(first: 100)
      @connection(key: "ProfileSuggestionsSection_profileSuggestionsConnection") {
      edges {
        node {
          id
          field
          value
          source
          storyTitle
        }
      }
    }
  }
`;

const FIELDS = ['interests', 'skills', 'achievements', 'bio'] as const;

const SOURCES: Record<string, MessageDescriptor> = {
  profile_pal: msg`From Profile Pal`,
  import: msg`From an imported conversation`,
};

export function ProfileSuggestionsSection({
  viewer,
  actions,
  headingLevel = 2,
}: {
  viewer: ProfileSuggestionsSection_viewer$key;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { i18n, t } = useLingui();
  const data = useFragment(Fragment, viewer);
  const accept = useAcceptProfileSuggestionMutation();
  const dismiss = useDismissProfileSuggestionMutation();
  const [busy, setBusy] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const suggestions: ProfileSuggestionView[] = data.profileSuggestionsConnection.edges.flatMap(({ node }) => {
    const field = FIELDS.find((f) => f === node.field);
    if (!field) return [];
    const story = node.storyTitle || t`Untitled story`;
    const named = SOURCES[node.source];
    const source = node.source === 'stories' ? t`From “${story}”` : named ? i18n._(named) : null;
    return [{ id: node.id, field, value: node.value, source }];
  });
  const run = (id: string, action: Promise<void>) => {
    setError(null);
    setBusy((ids) => [...ids, id]);
    action
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy((ids) => ids.filter((other) => other !== id)));
  };
  return (
    <ProfileSuggestions
      suggestions={suggestions}
      busy={busy}
      error={error}
      headingLevel={headingLevel}
      actions={actions}
      onAccept={(id, value) => run(id, accept(id, value))}
      onDismiss={(id) => run(id, dismiss(id))}
    />
  );
}
