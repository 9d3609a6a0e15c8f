/**
 * Sign in with the mailed link /sign-in-link?token=… (bare layout). The person presses "Sign in"
 * first: a mail scanner that opens links must not use up the single-use link. After sign-in, this
 * browser is known to the account and signs in with the password from then on.
 */
import { AuthLayout, Button, EmptyState } from '@duet/design-system';
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

export const INCOMPLETE_LINK = 'This sign-in link is incomplete. Sign in again to get a new one.';

export function SignInLinkRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [commit, inFlight] = useMutation<SignInLinkRouteMutation>(SignInWithLink);
  const [problem, setProblem] = useState<string | undefined>(token ? undefined : INCOMPLETE_LINK);
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
      Back to Sign in
    </a>
  );

  if (problem) {
    return (
      <AuthLayout title="This link does not work" onNavigate={onNavigate} footer={back}>
        <EmptyState
          icon={<Link2Off />}
          title={problem}
          description="Signing in again with your password mails a new link when one is needed."
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
          if (tokenError) setProblem(tokenError);
          else setError(form ?? 'Login failed');
          return;
        }
        setEntering(true);
        enterApp(navigate).catch((e: unknown) => {
          setEntering(false);
          setError(errorText(e, 'Login failed'));
        });
      },
      onError: (e) => setError(errorText(e.message, 'Login failed')),
    });
  };

  return (
    <AuthLayout
      title="Sign in with your link"
      subtitle="This browser will be remembered: next time, your password is enough."
      error={error}
      onNavigate={onNavigate}
      footer={back}
    >
      <Button variant="primary" size="lg" fullWidth loading={inFlight || entering} onClick={signIn}>
        Sign in
      </Button>
    </AuthLayout>
  );
}
