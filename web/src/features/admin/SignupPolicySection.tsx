/** Who may sign up (AdminRoute.tsx): open, invitation only, approval or closed. */
import { FormMessage, PageSection } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SignupPolicySection_query$key } from '../../__generated__/SignupPolicySection_query.graphql';
import type { SignupPolicy } from '../../__generated__/useUpdateAdminSettingsMutation.graphql';
import styles from './AdminSections.module.css';
import { useUpdateAdminSettingsMutation } from './useUpdateAdminSettingsMutation';

const Fragment = graphql`
  fragment SignupPolicySection_query on Query {
    adminSettings {
      signupPolicy
    }
  }
`;

const CHOICES: Array<{ value: SignupPolicy; label: MessageDescriptor; hint: MessageDescriptor }> = [
  { value: 'open', label: msg`Open`, hint: msg`Anyone may create an account.` },
  { value: 'invite', label: msg`Invitation only`, hint: msg`Only with an invitation link you made.` },
  {
    value: 'approval',
    label: msg`Approval`,
    hint: msg`New accounts wait until you approve them; they are told by mail.`,
  },
  { value: 'closed', label: msg`Closed`, hint: msg`No new accounts.` },
];

export function SignupPolicySection(props: { query: SignupPolicySection_query$key; reload: () => void }) {
  const { t, i18n } = useLingui();
  const data = useFragment(Fragment, props.query);
  const update = useUpdateAdminSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  // The choice shows at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<SignupPolicy | null>(null);
  const current = chosen ?? data.adminSettings?.signupPolicy;
  const choose = (value: SignupPolicy) => {
    setError(null);
    setChosen(value);
    update(value).then(props.reload, (e: unknown) => {
      setChosen(null);
      setError(e instanceof Error ? e.message : t`Failed`);
    });
  };
  return (
    <PageSection
      id="sign-up"
      title={t`Sign-up`}
      titleId="admin-signup"
      note={t`Existing accounts, public pages and twins are not affected.`}
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          <Trans>Who may sign up</Trans>
        </legend>
        {CHOICES.map((c) => (
          <label key={c.value} className={styles.choice}>
            <input
              type="radio"
              name="signup-policy"
              value={c.value}
              checked={current === c.value}
              onChange={() => choose(c.value)}
            />
            <span>
              <span className={styles.choiceLabel}>{i18n._(c.label)}</span>
              <span className={styles.hint}>{i18n._(c.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <FormMessage tone="error" role="alert">
          {error}
        </FormMessage>
      )}
    </PageSection>
  );
}
