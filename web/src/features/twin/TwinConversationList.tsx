/**
 * The twin's conversations with visitors (/twin), newest first: who talked ("Visitor 4f2a" or
 * @username), the last message, and marks for questions passed on and thumbs down. Each opens at
 * /twin/conversations/{id}, where the owner reads it and revises replies.
 */
import { Button, EmptyState, TwinConversationItem } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { TwinConversationList_viewer$key } from '../../__generated__/TwinConversationList_viewer.graphql';
import styles from './TwinConversationList.module.css';

const PAGE = 20;

const Fragment = graphql`
  fragment TwinConversationList_viewer on User
  @refetchable(queryName: "TwinConversationListRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }) {
    twinConversations(first: $first) {
      nodes {
        id
        databaseId
        visitor {
          label
          signedIn
        }
        preview
        messageCount
        passedOn
        thumbsUp
        thumbsDown
        updatedAt
      }
      nextCursor
    }
  }
`;

export function TwinConversationList({ viewer }: { viewer: TwinConversationList_viewer$key }) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment(Fragment, viewer);
  const [pending, startTransition] = useTransition();
  const navigate = useNavigate();
  const { nodes, nextCursor } = data.twinConversations;
  return (
    <section aria-labelledby="twin-conversations" className={styles.root}>
      <h2 id="twin-conversations" className={styles.heading}>
        <Trans>Conversations</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>What visitors asked your twin and what it answered. Open one to read it or revise a reply.</Trans>
      </p>
      {nodes.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<MessagesSquare />}
          title={t`No conversations yet`}
          description={t`When someone talks with your twin, the conversation shows up here.`}
        />
      ) : (
        <ul className={styles.list}>
          {nodes.map((c) => (
            <li key={c.id}>
              <TwinConversationItem
                visitor={c.visitor.label}
                signedIn={c.visitor.signedIn}
                preview={c.preview}
                updatedAt={String(c.updatedAt)}
                messageCount={c.messageCount}
                passedOn={c.passedOn}
                thumbsUp={c.thumbsUp}
                thumbsDown={c.thumbsDown}
                href={`/twin/conversations/${c.databaseId}`}
                onSelect={() => navigate(`/twin/conversations/${c.databaseId}`)}
              />
            </li>
          ))}
        </ul>
      )}
      {nextCursor && (
        <Button
          variant="ghost"
          size="sm"
          loading={pending}
          onClick={() =>
            startTransition(() => void refetch({ first: nodes.length + PAGE }, { fetchPolicy: 'store-and-network' }))
          }
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </section>
  );
}
