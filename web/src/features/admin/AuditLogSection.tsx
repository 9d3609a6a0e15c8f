/** The audit log (AdminRoute.tsx): every admin action, who, to whom, when and from where. */
import { currentLocale, PageSection } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** What an admin did, by its action code: the person or thing acted on follows ("Approved Ada"). */
const ACTIONS: Record<string, MessageDescriptor> = {
  'signup_policy.changed': msg({ context: 'audit log', message: 'Changed who may sign up' }),
  'invitation.created': msg({ context: 'audit log', message: 'Made an invitation link' }),
  'invitation.revoked': msg({ context: 'audit log', message: 'Withdrew an invitation link' }),
  'person.approved': msg({ context: 'audit log', message: 'Approved' }),
  'person.declined': msg({ context: 'audit log', message: 'Declined' }),
  'person.disabled': msg({ context: 'audit log', message: 'Disabled' }),
  'person.enabled': msg({ context: 'audit log', message: 'Enabled' }),
  'person.deleted': msg({ context: 'audit log', message: 'Deleted' }),
  'person.password_reset_sent': msg({ context: 'audit log', message: 'Sent a password reset to' }),
  'person.made_admin': msg({ context: 'audit log', message: 'Made admin' }),
  'person.unmade_admin': msg({ context: 'audit log', message: 'Removed admin from' }),
  'tool_server.added': msg({ context: 'audit log', message: 'Added the tool server for everyone' }),
  'tool_server.changed': msg({ context: 'audit log', message: 'Changed the tool server' }),
  'tool_server.removed': msg({ context: 'audit log', message: 'Removed the tool server' }),
  'tool_server.tool_switched': msg({ context: 'audit log', message: 'Switched the tool' }),
  'usage_limits.changed': msg({ context: 'audit log', message: 'Changed the usage limits' }),
  'person.usage_limits_changed': msg({ context: 'audit log', message: 'Changed the usage limits of' }),
  'model_price.set': msg({ context: 'audit log', message: 'Set the price of' }),
  'model_price.removed': msg({ context: 'audit log', message: 'Removed the price of' }),
  'ai_connection.added': msg({ context: 'audit log', message: 'Added the AI connection' }),
  'ai_connection.changed': msg({ context: 'audit log', message: 'Changed the AI connection' }),
  'ai_connection.removed': msg({ context: 'audit log', message: 'Removed the AI connection' }),
  'ai_model.changed': msg({ context: 'audit log', message: 'Changed the model' }),
  'ai_defaults.changed': msg({ context: 'audit log', message: 'Changed the default models' }),
};

export function AuditLogSection(props: { query: AuditLogSection_query$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, props.query);
  const entries = data.adminAuditLog?.entries ?? [];
  return (
    <PageSection id="audit" title={t`Audit log`} titleId="admin-audit" note={t`Every admin action, newest first.`}>
      {entries.length === 0 ? (
        <p>
          <Trans>Nothing yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Audit log`} className={styles.audit}>
          {entries.map((e) => {
            const action = ACTIONS[e.action];
            const actor = e.actorEmail;
            const when = new Date(e.createdAt).toLocaleString(currentLocale());
            const ip = e.ip ?? t`unknown`;
            return (
              <li key={e.id} className={styles.entry}>
                <p className={styles.what}>
                  {action ? i18n._(action) : e.action}
                  {e.targetLabel && <> {e.targetLabel}</>}
                  {e.detail && <span className={styles.hint}> ({e.detail})</span>}
                </p>
                <p className={styles.hint}>
                  <Trans>
                    {actor} · <time dateTime={e.createdAt}>{when}</time> · from {ip}
                  </Trans>
                  {e.userAgent && (
                    <>
                      {' · '}
                      <span title={e.userAgent}>{shortUserAgent(e.userAgent)}</span>
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </PageSection>
  );
}
