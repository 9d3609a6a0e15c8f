/**
 * The mailed link that confirms a new e-mail, /accounts/confirm-email?token=… (bare layout). The
 * person presses "Confirm" first: a mail scanner that opens links must not use the link up. It works
 * signed in or not, on any device: the link is the proof (docs/decisions/email-change.md).
 */
import { AuthLayout, Button, EmptyState } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2Off, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ConfirmEmailRouteMutation } from '../../__generated__/ConfirmEmailRouteMutation.graphql';
import { useViewer } from '../../layouts/viewer-context';
import { errorText } from '../../relay/error-text';
import { fieldErrorsOf } from './account-rules';

const ConfirmEmailChange = graphql`
  mutation ConfirmEmailRouteMutation($token: String!) {
    confirmEmailChange(token: $token) {
      __typename
      ... on EmailChanged @alias(as: "changed") {
        email
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function ConfirmEmailRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [commit, inFlight] = useMutation<ConfirmEmailRouteMutation>(ConfirmEmailChange);
  // The server's refusal of the link, else (without a token) that the link is incomplete.
  const [refusal, setRefusal] = useState<string>();
  const problem = refusal ?? (token ? undefined : t`This link is incomplete. Ask for a new one in Settings.`);
  const [error, setError] = useState<string>();
  const [changed, setChanged] = useState<string | null>(null);
  const onNavigate = (path: string) => navigate(path);
  const go = (path: string, label: string) => (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault();
        // Signed in, the new e-mail is read again with the rest of the app.
        window.location.assign(path);
      }}
    >
      {label}
    </a>
  );
  const onward = viewer ? go('/settings', t`Back to Settings`) : go('/accounts/login', t`Sign in`);

  if (problem) {
    return (
      <AuthLayout title={t`This link does not work`} onNavigate={onNavigate} footer={onward}>
        <EmptyState icon={<Link2Off />} title={problem} description={t`Ask for a new link in Settings › E-mail.`} />
      </AuthLayout>
    );
  }
  if (changed) {
    const email = changed;
    return (
      <AuthLayout title={t`Your e-mail is changed`} onNavigate={onNavigate} footer={onward}>
        <EmptyState
          icon={<MailCheck />}
          title={t`Your e-mail is now ${email}`}
          description={t`Sign in with it from now on.`}
        />
      </AuthLayout>
    );
  }

  const confirm = () => {
    setError(undefined);
    commit({
      variables: { token },
      onCompleted: ({ confirmEmailChange: result }) => {
        if (result.changed) return setChanged(result.changed.email);
        const { token: tokenError, form } = fieldErrorsOf(result.refusal, ['token'] as const);
        if (tokenError) setRefusal(tokenError);
        else setError(form ?? t`The e-mail could not be changed`);
      },
      onError: (e) => setError(errorText(e.message, t`The e-mail could not be changed`)),
    });
  };

  return (
    <AuthLayout
      title={t`Confirm your new e-mail`}
      subtitle={t`Your Duet account will use this address from now on.`}
      error={error}
      onNavigate={onNavigate}
      footer={onward}
    >
      <Button variant="primary" size="lg" fullWidth loading={inFlight} onClick={confirm}>
        <Trans>Confirm</Trans>
      </Button>
    </AuthLayout>
  );
}
