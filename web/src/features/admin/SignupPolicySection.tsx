/** Who may sign up (AdminRoute.tsx): open, invitation only, approval or closed. */
import { FormMessage, PageSection } from '@duet/design-system';
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

const CHOICES: Array<{ value: SignupPolicy; label: string; hint: string }> = [
  { value: 'open', label: 'Open', hint: 'Anyone may create an account.' },
  { value: 'invite', label: 'Invitation only', hint: 'Only with an invitation link you made.' },
  { value: 'approval', label: 'Approval', hint: 'New accounts wait until you approve them; they are told by mail.' },
  { value: 'closed', label: 'Closed', hint: 'No new accounts.' },
];

export function SignupPolicySection(props: { query: SignupPolicySection_query$key; reload: () => void }) {
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
      setError(e instanceof Error ? e.message : 'Failed');
    });
  };
  return (
    <PageSection
      id="sign-up"
      title="Sign-up"
      titleId="admin-signup"
      note="Existing accounts, public pages and twins are not affected."
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Who may sign up</legend>
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
              <span className={styles.choiceLabel}>{c.label}</span>
              <span className={styles.hint}>{c.hint}</span>
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
