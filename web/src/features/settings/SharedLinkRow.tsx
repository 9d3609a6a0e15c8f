/** One shared conversation link in Settings: its title (opens the page), when, how many messages; copy; stop sharing. */
import { ConfirmButton, CopyButton } from '@duet/design-system';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const data = useFragment(Fragment, link);
  const title = data.title;
  const shared = shortDate(data.createdAt);
  const messageCount = data.messageCount;
  const messages = plural(messageCount, { one: '# message', other: '# messages' });
  return (
    <li className={rows.root} data-testid="shared-link">
      <div className={rows.text}>
        <a className={styles.title} href={data.url} target="_blank" rel="noreferrer noopener">
          {data.title}
        </a>
        <span className={rows.meta}>{t`Shared ${shared} · ${messages}`}</span>
      </div>
      <div className={styles.actions}>
        <CopyButton text={data.url} label={t`Copy link to ${title}`} />
        <ConfirmButton
          size="sm"
          variant="ghost"
          aria-label={t`Stop sharing ${title}`}
          title={t`Stop sharing?`}
          message={t`The link will stop working for everyone who has it. Your conversation stays as it is.`}
          onConfirm={() => onRevoke(data.token, data.id)}
        >
          <Trans>Stop sharing</Trans>
        </ConfirmButton>
      </div>
    </li>
  );
}
