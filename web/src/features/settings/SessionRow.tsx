/** A signed-in device or a personal access token (with its scope), with 'This device' and a revoke button. */
import { Button, Tag } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SessionRow_session$key } from '../../__generated__/SessionRow_session.graphql';
import { shortDate } from '../knowledge/MemoryItem';
import styles from './SessionRow.module.css';

const Fragment = graphql`
  fragment SessionRow_session on DeviceSession {
    id
    kind
    scope
    name
    userAgent
    ip
    current
    createdAt
    lastUsedAt
  }
`;

/** Browsers and systems by their product names (the same in every language), the first that matches. */
const BROWSERS: ReadonlyArray<{ rule: RegExp; productName: string }> = [
  { rule: /Edg\//, productName: 'Edge' },
  { rule: /Firefox\//, productName: 'Firefox' },
  { rule: /Chrom(e|ium)\//, productName: 'Chrome' },
  { rule: /Safari\//, productName: 'Safari' },
];
const SYSTEMS: ReadonlyArray<{ rule: RegExp; productName: string }> = [
  { rule: /Android/, productName: 'Android' },
  { rule: /iPhone|iPad|iOS/, productName: 'iOS' },
  { rule: /Mac OS X|Macintosh/, productName: 'macOS' },
  { rule: /Windows/, productName: 'Windows' },
  { rule: /Linux|X11/, productName: 'Linux' },
];

/** 'Chrome on Linux' from a user agent (enough to recognise one's own devices). */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return t`Unknown device`;
  const browser =
    BROWSERS.find((b) => b.rule.test(userAgent))?.productName ??
    (/curl|node|python|undici/i.test(userAgent) ? t`Script` : t`Browser`);
  const system = SYSTEMS.find((s) => s.rule.test(userAgent))?.productName;
  return system ? t`${browser} on ${system}` : browser;
}

/** How Settings names a token's scope (the GraphQL TokenScope). */
export const TOKEN_SCOPE_LABELS: Record<string, MessageDescriptor> = {
  data: msg`Full use of your data`,
  read: msg`Read only`,
};

export interface SessionRowProps {
  session: SessionRow_session$key;
  onRevoke: (id: string) => void;
}

export function SessionRow({ session, onRevoke }: SessionRowProps) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, session);
  const title = data.kind === 'token' ? (data.name ?? t`Access token`) : describeDevice(data.userAgent);
  const scopeLabel = data.scope ? TOKEN_SCOPE_LABELS[data.scope] : undefined;
  const created = shortDate(data.createdAt);
  const lastUsed = shortDate(data.lastUsedAt);
  return (
    <li
      className={styles.root}
      data-testid={data.kind === 'token' ? 'token' : 'device'}
      data-current={data.current || undefined}
    >
      <div className={styles.text}>
        <span className={styles.title}>
          {title}
          {data.current && (
            <Tag tone="success">
              <Trans>This device</Trans>
            </Tag>
          )}
          {data.scope && <Tag>{scopeLabel ? i18n._(scopeLabel) : data.scope}</Tag>}
        </span>
        <span className={styles.meta}>
          {[data.kind === 'session' ? data.ip : null, t`created ${created}`, t`last used ${lastUsed}`]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {!data.current && (
        <Button
          size="sm"
          variant="ghost"
          className={styles.action}
          onClick={() => onRevoke(data.id)}
          aria-label={data.kind === 'token' ? t`Revoke ${title}` : t`Sign out ${title}`}
        >
          {data.kind === 'token' ? t`Revoke` : t`Sign out`}
        </Button>
      )}
    </li>
  );
}
