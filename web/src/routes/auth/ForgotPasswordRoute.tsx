/** Ask for a reset link (bare layout). */
import { ForgotPasswordForm } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { ForgotPasswordRouteMutation } from '../../__generated__/ForgotPasswordRouteMutation.graphql';
import { errorText } from '../../relay/error-text';
import { emailError, fieldErrorsOf, type FieldErrors } from './account-rules';

const RequestReset = graphql`
  mutation ForgotPasswordRouteMutation($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [commit, inFlight] = useMutation<ForgotPasswordRouteMutation>(RequestReset);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [sent, setSent] = useState(false);

  const onSubmit = ({ email }: { email: string }) => {
    const bad = emailError(email);
    setErrors(bad ? { email: bad } : {});
    if (bad) return;
    commit({
      variables: { email: email.trim() },
      onCompleted: ({ requestPasswordReset: result }) => {
        if (result.__typename === 'MessagePayload') setSent(true);
        else setErrors(fieldErrorsOf(result.refusal, ['email'] as const));
      },
      onError: (error) => setErrors({ form: errorText(error.message, t`Failed to send reset email`) }),
    });
  };

  return (
    <ForgotPasswordForm
      onSubmit={onSubmit}
      submitting={inFlight}
      sent={sent}
      errors={errors}
      onNavigate={(path) => navigate(path)}
    />
  );
}
