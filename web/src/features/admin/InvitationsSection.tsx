/** Invitation links (AdminRoute.tsx): make one (uses, days), copy it once, withdraw it. */
import { Button, CopyButton, currentLocale, FormMessage, PageSection, Tag, TextField } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { InvitationsSection_query$key } from '../../__generated__/InvitationsSection_query.graphql';
import page from '../../layouts/page-parts.module.css';
import styles from './AdminSections.module.css';
import { useCreateInvitationMutation } from './useCreateInvitationMutation';
import { useRevokeInvitationMutation } from './useRevokeInvitationMutation';

const Fragment = graphql`
  fragment InvitationsSection_query on Query {
    adminInvitations {
      id
      maxUses
      uses
      expiresAt
      state
    }
  }
`;

const STATE = {
  active: msg`Works`,
  expired: msg`Expired`,
  used_up: msg`Used up`,
  revoked: msg`Withdrawn`,
} as const;
const day = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric' });

export function InvitationsSection(props: { query: InvitationsSection_query$key; reload: () => void }) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, props.query);
  const create = useCreateInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const [uses, setUses] = useState('1');
  const [days, setDays] = useState('7');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setLink(await create(Number(uses), Number(days)));
      props.reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : t`Failed`);
    }
  };

  return (
    <PageSection id="invitations" title={t`Invitations`} titleId="admin-invitations">
      <form className={styles.inviteForm} onSubmit={submit}>
        <TextField label={t`Uses`} type="number" min={1} value={uses} onChange={(e) => setUses(e.target.value)} />
        <TextField label={t`Days`} type="number" min={1} value={days} onChange={(e) => setDays(e.target.value)} />
        <Button type="submit" variant="primary">
          <Trans>Make an invitation link</Trans>
        </Button>
      </form>
      {error && (
        <FormMessage tone="error" role="alert">
          {error}
        </FormMessage>
      )}
      {link && (
        <div className={styles.link}>
          <TextField label={t`Invitation link (shown once)`} readOnly value={link} onFocus={(e) => e.target.select()} />
          <CopyButton text={link} label={t`Copy link`} showLabel />
        </div>
      )}
      <ul aria-label={t`Invitation links`} className={page.list}>
        {data.adminInvitations?.map((i) => {
          const used = i.uses;
          const maxUses = i.maxUses;
          const until = day(i.expiresAt);
          const state = STATE[i.state as keyof typeof STATE];
          return (
            <li key={i.id} className={styles.invitation}>
              <span>
                <Trans>
                  Used {used} of {maxUses} · until {until}
                </Trans>
              </span>
              <Tag tone={i.state === 'active' ? 'success' : 'neutral'}>{state ? i18n._(state) : null}</Tag>
              {i.state === 'active' && (
                <Button size="sm" variant="ghost" onClick={() => void revoke(i.id).then(props.reload, setError)}>
                  <Trans>Withdraw</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
