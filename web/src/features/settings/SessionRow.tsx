/** A signed-in device or a personal access token (with its scope), with 'This device' and a revoke button. */
import { Button, Tag } from '@duet/design-system';
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

/** 'Chrome on Linux' from a user agent (enough to recognise one's own devices). */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : /curl|node|python|undici/i.test(userAgent)
            ? 'Script'
            : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}

/** How Settings names a token's scope (the GraphQL TokenScope). */
export const TOKEN_SCOPE_LABELS: Record<string, string> = {
  data: 'Full use of your data',
  read: 'Read only',
};

export interface SessionRowProps {
  session: SessionRow_session$key;
  onRevoke: (id: string) => void;
}

export function SessionRow({ session, onRevoke }: SessionRowProps) {
  const data = useFragment(Fragment, session);
  const title = data.kind === 'token' ? (data.name ?? 'Access token') : describeDevice(data.userAgent);
  return (
    <li
      className={styles.root}
      data-testid={data.kind === 'token' ? 'token' : 'device'}
      data-current={data.current || undefined}
    >
      <div className={styles.text}>
        <span className={styles.title}>
          {title}
          {data.current && <Tag tone="success">This device</Tag>}
          {data.scope && <Tag>{TOKEN_SCOPE_LABELS[data.scope] ?? data.scope}</Tag>}
        </span>
        <span className={styles.meta}>
          {[
            data.kind === 'session' ? data.ip : null,
            `created ${shortDate(data.createdAt)}`,
            `last used ${shortDate(data.lastUsedAt)}`,
          ]
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
          aria-label={`${data.kind === 'token' ? 'Revoke' : 'Sign out'} ${title}`}
        >
          {data.kind === 'token' ? 'Revoke' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
