/**
 * Sign in (bare layout). After login: the remembered origin, else onboarding or chat (docs/product.md §2).
 * `?next=/a/path` names the origin (e.g. a twin chat's "Sign in for more"). With single sign-on,
 * "Continue with {name}" (hiding the form when it is the only way in); `?sso_error=code` is a
 * failed single sign-on, explained in the server's words.
 */
import { LoginForm } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { LoginRouteMutation } from '../../__generated__/LoginRouteMutation.graphql';
import type { LoginRouteQuery as LoginRouteQueryType } from '../../__generated__/LoginRouteQuery.graphql';
import { useSignInOptions } from '../../features/sign-in/signInOptions';
import { loadRouteQuery } from '../../relay/route-query';
import { errorText } from '../../relay/error-text';
import { currentViewer, homeFor, refreshViewer } from '../../session/AppViewer';
import { clearUserStorage, rememberReturnTo, takeReturnTo } from '../../session/storage-keys';
import { emailError, fieldErrorsOf, type FieldErrors } from './account-rules';

const Login = graphql`
  mutation LoginRouteMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on SignInLinkSent @alias(as: "linkSent") {
        message
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const Query = graphql`
  query LoginRouteQuery($ssoError: String!) {
    signInOptions {
      ...signInOptions_options
      failureMessage(code: $ssoError)
    }
  }
`;

/** An in-app path only (no other site: not '//host', '/\host' or 'https://…'). */
export function inAppPath(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value) ? value : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const next = inAppPath(new URL(request.url).searchParams.get('next'));
  const viewer = await currentViewer();
  if (viewer) throw redirect(viewer.isOnboarded && next ? next : homeFor(viewer));
  if (next) rememberReturnTo(next);
  const ssoError = new URL(request.url).searchParams.get('sso_error') ?? '';
  return { next, queryRef: loadRouteQuery<LoginRouteQueryType>('login', Query, { ssoError }) };
}

/** After login or sign-up: fresh client state, then where the user was going. */
export async function enterApp(navigate: (to: string, options: { replace: boolean }) => void, fallback?: string) {
  const returnTo = takeReturnTo();
  clearUserStorage();
  const viewer = await refreshViewer();
  const home = viewer ? homeFor(viewer) : '/';
  navigate(viewer?.isOnboarded ? (returnTo ?? fallback ?? home) : home, { replace: true });
}

export function LoginRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { next, queryRef } = useLoaderData() as { next: string | null; queryRef: PreloadedQuery<LoginRouteQueryType> };
  const { signInOptions } = usePreloadedQuery<LoginRouteQueryType>(Query, queryRef);
  const choices = useSignInOptions(signInOptions, next);
  const [commit, inFlight] = useMutation<LoginRouteMutation>(Login);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>(() => ({
    form: signInOptions.failureMessage ?? undefined,
  }));
  const [entering, setEntering] = useState(false);
  // Too many attempts on the account from new devices: a sign-in link was mailed instead.
  const [linkSent, setLinkSent] = useState<string>();

  const onSubmit = ({ email, password }: { email: string; password: string }) => {
    const local: FieldErrors<'email' | 'password'> = {};
    const badEmail = emailError(email);
    if (badEmail) local.email = badEmail;
    if (password.length < 1) local.password = t`Password is required`;
    setErrors(local);
    if (Object.keys(local).length) return;
    commit({
      variables: { input: { email: email.trim(), password } },
      onCompleted: ({ login }) => {
        if (login.linkSent) {
          setLinkSent(login.linkSent.message);
          return;
        }
        if (login.__typename !== 'AuthPayload') {
          setErrors(fieldErrorsOf(login.refusal, ['email', 'password'] as const));
          return;
        }
        setEntering(true);
        enterApp(navigate).catch((error: unknown) => {
          setEntering(false);
          setErrors({ form: errorText(error, t`Login failed`) });
        });
      },
      onError: (error) => setErrors({ form: errorText(error.message, t`Login failed`) }),
    });
  };

  return (
    <LoginForm
      {...choices}
      onSubmit={onSubmit}
      submitting={inFlight || entering}
      errors={errors}
      linkSent={linkSent}
      onTryAgain={() => setLinkSent(undefined)}
      onNavigate={(path) => navigate(path)}
    />
  );
}
