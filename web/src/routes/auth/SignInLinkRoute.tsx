/**
 * Sign in with the mailed link /sign-in-link?token=… (bare layout). The person presses "Sign in"
 * first: a mail scanner that opens links must not use up the single-use link. After sign-in, this
 * browser is known to the account and signs in with the password from then on.
 */
import { AuthLayout, Button, EmptyState } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInLinkRouteMutation } from '../../__generated__/SignInLinkRouteMutation.graphql';
import { errorText } from '../../relay/error-text';
import { enterApp } from './LoginRoute';
import { fieldErrorsOf } from './account-rules';

const SignInWithLink = graphql`
  mutation SignInLinkRouteMutation($token: String!) {
    signInWithLink(token: $token) {
      __typename
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function SignInLinkRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [commit, inFlight] = useMutation<SignInLinkRouteMutation>(SignInWithLink);
  // The server's refusal of the link, else (without a token) that the link is incomplete.
  const [refusal, setRefusal] = useState<string>();
  const problem = refusal ?? (token ? undefined : t`This sign-in link is incomplete. Sign in again to get a new one.`);
  const [error, setError] = useState<string>();
  const [entering, setEntering] = useState(false);
  const onNavigate = (path: string) => navigate(path);
  const back = (
    <a
      href="/accounts/login"
      onClick={(event) => {
        event.preventDefault();
        navigate('/accounts/login');
      }}
    >
      <Trans>Back to Sign in</Trans>
    </a>
  );

  if (problem) {
    return (
      <AuthLayout title={t`This link does not work`} onNavigate={onNavigate} footer={back}>
        <EmptyState
          icon={<Link2Off />}
          title={problem}
          description={t`Signing in again with your password mails a new link when one is needed.`}
        />
      </AuthLayout>
    );
  }

  const signIn = () => {
    setError(undefined);
    commit({
      variables: { token },
      onCompleted: ({ signInWithLink: result }) => {
        if (result.__typename !== 'AuthPayload') {
          const { token: tokenError, form } = fieldErrorsOf(result.refusal, ['token'] as const);
          if (tokenError) setRefusal(tokenError);
          else setError(form ?? t`Login failed`);
          return;
        }
        setEntering(true);
        enterApp(navigate).catch((e: unknown) => {
          setEntering(false);
          setError(errorText(e, t`Login failed`));
        });
      },
      onError: (e) => setError(errorText(e.message, t`Login failed`)),
    });
  };

  return (
    <AuthLayout
      title={t`Sign in with your link`}
      subtitle={t`This browser will be remembered: next time, your password is enough.`}
      error={error}
      onNavigate={onNavigate}
      footer={back}
    >
      <Button variant="primary" size="lg" fullWidth loading={inFlight || entering} onClick={signIn}>
        <Trans>Sign in</Trans>
      </Button>
    </AuthLayout>
  );
}
