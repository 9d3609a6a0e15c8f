/** Settings → Shared links: the conversations shared as public links, newest first; copy one or stop sharing it. */
import { Button, EmptyState, FormMessage, PageSection } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SharedLinksSection_viewer$key } from '../../__generated__/SharedLinksSection_viewer.graphql';
import { useRevokeShareMutation } from '../share/useRevokeShareMutation';
import { SharedLinkRow } from './SharedLinkRow';
import styles from './SettingsLists.module.css';
import { errorText } from '../../relay/error-text';

const Fragment = graphql`
  fragment SharedLinksSection_viewer on User
  @refetchable(queryName: "SharedLinksSectionPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    sharedConversationsConnection(first: $count, after: $cursor)
      @connection(key: "SharedLinksSection_sharedConversationsConnection") {
      edges {
        node {
          id
          ...SharedLinkRow_link
        }
      }
    }
  }
`;

const PAGE_SIZE = 50;

export function SharedLinksSection({ viewer }: { viewer: SharedLinksSection_viewer$key }) {
  const { t } = useLingui();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(Fragment, viewer);
  const [revoke] = useRevokeShareMutation();
  const [error, setError] = useState<string | null>(null);
  const links = data.sharedConversationsConnection.edges.map((edge) => edge.node);

  const stop = async (token: string, id: string) => {
    setError(null);
    try {
      await revoke(token, id);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <PageSection
      titleId="shared-links-title"
      title={t`Shared links`}
      note={t`Read-only links to conversations you shared. Each shows the conversation as it was when you shared it; stop sharing and the link no longer works.`}
    >
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {links.length === 0 ? (
        <EmptyState
          size="sm"
          title={t`No shared links`}
          description={t`Share a conversation from the chat to get a link you can send to anyone.`}
        />
      ) : (
        <ul className={styles.list} aria-label={t`Shared links`}>
          {links.map((link) => (
            <SharedLinkRow key={link.id} link={link} onRevoke={stop} />
          ))}
        </ul>
      )}
      {hasNext && (
        <Button fullWidth loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          <Trans>Show more links</Trans>
        </Button>
      )}
    </PageSection>
  );
}
