/** Choose a new password from the mailed link /reset-password?token=… (bare layout). */
import { AuthLayout, Button, ResetPasswordForm } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordRouteMutation } from '../../__generated__/ResetPasswordRouteMutation.graphql';
import { errorText } from '../../relay/error-text';
import { fieldErrorsOf, passwordError, withoutFixed, type FieldErrors } from './account-rules';

const Reset = graphql`
  mutation ResetPasswordRouteMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function ResetPasswordRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [commit, inFlight] = useMutation<ResetPasswordRouteMutation>(Reset);
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  // Set when the server refuses the token (used, expired, unknown): the form could never work.
  const [refused, setRefused] = useState<string>();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout
        title={t`Password changed`}
        subtitle={t`You can sign in with your new password now.`}
        onNavigate={(path) => navigate(path)}
      >
        <Button variant="primary" size="lg" fullWidth onClick={() => navigate('/accounts/login', { replace: true })}>
          <Trans>Sign in</Trans>
        </Button>
      </AuthLayout>
    );
  }

  const onSubmit = ({ password }: { password: string }) => {
    const bad = passwordError(password);
    setErrors(bad ? { password: bad } : {});
    if (bad) return;
    commit({
      variables: { input: { token, password } },
      onCompleted: ({ resetPassword: result }) => {
        if (result.__typename === 'MessagePayload') {
          setDone(true);
          return;
        }
        const { token: tokenError, ...rest } = fieldErrorsOf(result.refusal, ['password', 'token'] as const);
        if (tokenError) setRefused(tokenError);
        else setErrors(rest);
      },
      onError: (error) => setErrors({ form: errorText(error.message, t`Password reset failed`) }),
    });
  };

  return (
    <ResetPasswordForm
      onSubmit={onSubmit}
      onPasswordChange={(password) => setErrors((e) => withoutFixed(e, 'password', passwordError(password)))}
      submitting={inFlight}
      errors={errors}
      linkProblem={token ? refused : t`This reset link is incomplete. Ask for a new one.`}
      onNavigate={(path) => navigate(path)}
    />
  );
}
