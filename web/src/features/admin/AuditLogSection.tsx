/** The audit log (AdminRoute.tsx): every admin action, who, to whom, when and from where. */
import { PageSection } from '@duet/design-system';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuditLogSection_query$key } from '../../__generated__/AuditLogSection_query.graphql';
import styles from './AdminSections.module.css';
import { shortUserAgent } from './user-agent';

const Fragment = graphql`
  fragment AuditLogSection_query on Query {
    adminAuditLog(first: 50) {
      entries {
        id
        actorEmail
        action
        targetLabel
        detail
        ip
        userAgent
        createdAt
      }
    }
  }
`;

const ACTIONS: Record<string, string> = {
  'signup_policy.changed': 'Changed who may sign up',
  'invitation.created': 'Made an invitation link',
  'invitation.revoked': 'Withdrew an invitation link',
  'person.approved': 'Approved',
  'person.declined': 'Declined',
  'person.disabled': 'Disabled',
  'person.enabled': 'Enabled',
  'person.deleted': 'Deleted',
  'person.password_reset_sent': 'Sent a password reset to',
  'person.made_admin': 'Made admin',
  'person.unmade_admin': 'Removed admin from',
  'tool_server.added': 'Added the tool server for everyone',
  'tool_server.changed': 'Changed the tool server',
  'tool_server.removed': 'Removed the tool server',
  'tool_server.tool_switched': 'Switched the tool',
  'usage_limits.changed': 'Changed the usage limits',
  'person.usage_limits_changed': 'Changed the usage limits of',
  'model_price.set': 'Set the price of',
  'model_price.removed': 'Removed the price of',
  'ai_connection.added': 'Added the AI connection',
  'ai_connection.changed': 'Changed the AI connection',
  'ai_connection.removed': 'Removed the AI connection',
  'ai_model.changed': 'Changed the model',
  'ai_defaults.changed': 'Changed the default models',
};

export function AuditLogSection(props: { query: AuditLogSection_query$key }) {
  const data = useFragment(Fragment, props.query);
  const entries = data.adminAuditLog?.entries ?? [];
  return (
    <PageSection id="audit" title="Audit log" titleId="admin-audit" note="Every admin action, newest first.">
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol aria-label="Audit log" className={styles.audit}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry}>
              <p className={styles.what}>
                {ACTIONS[e.action] ?? e.action}
                {e.targetLabel && <> {e.targetLabel}</>}
                {e.detail && <span className={styles.hint}> ({e.detail})</span>}
              </p>
              <p className={styles.hint}>
                {e.actorEmail} · <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time> · from{' '}
                {e.ip ?? 'unknown'}
                {e.userAgent && (
                  <>
                    {' · '}
                    <span title={e.userAgent}>{shortUserAgent(e.userAgent)}</span>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </PageSection>
  );
}
