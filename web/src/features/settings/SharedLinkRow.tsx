/** One shared conversation link in Settings: its title (opens the page), when, how many messages; copy; stop sharing. */
import { ConfirmButton, CopyButton } from '@duet/design-system';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SharedLinkRow_link$key } from '../../__generated__/SharedLinkRow_link.graphql';
import { shortDate } from '../knowledge/MemoryItem';
import rows from './SessionRow.module.css';
import styles from './SharedLinkRow.module.css';

const Fragment = graphql`
  fragment SharedLinkRow_link on SharedLink {
    id
    token
    url
    title
    messageCount
    createdAt
  }
`;

export interface SharedLinkRowProps {
  link: SharedLinkRow_link$key;
  onRevoke: (token: string, id: string) => Promise<void>;
}

export function SharedLinkRow({ link, onRevoke }: SharedLinkRowProps) {
  const data = useFragment(Fragment, link);
  const messages = `${data.messageCount.toLocaleString()} ${data.messageCount === 1 ? 'message' : 'messages'}`;
  return (
    <li className={rows.root} data-testid="shared-link">
      <div className={rows.text}>
        <a className={styles.title} href={data.url} target="_blank" rel="noreferrer noopener">
          {data.title}
        </a>
        <span className={rows.meta}>{`Shared ${shortDate(data.createdAt)} · ${messages}`}</span>
      </div>
      <div className={styles.actions}>
        <CopyButton text={data.url} label={`Copy link to ${data.title}`} />
        <ConfirmButton
          size="sm"
          variant="ghost"
          aria-label={`Stop sharing ${data.title}`}
          title="Stop sharing?"
          message="The link will stop working for everyone who has it. Your conversation stays as it is."
          onConfirm={() => onRevoke(data.token, data.id)}
        >
          Stop sharing
        </ConfirmButton>
      </div>
    </li>
  );
}
