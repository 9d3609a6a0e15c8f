/**
 * Create an account (bare layout): every docs/product.md §5 message at its field, username
 * availability live. Who may sign up (docs/product.md §15) is said before the form; an invitation
 * link's token (?invitation=) goes with the sign-up; where new accounts wait, the form gives way to
 * the message that says so.
 */
import { SignupForm, type SignupValues, type UsernameStatus } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  fetchQuery,
  graphql,
  useMutation,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { SignupRouteOptionsQuery } from '../../__generated__/SignupRouteOptionsQuery.graphql';
import type { SignupRouteCheckMutation } from '../../__generated__/SignupRouteCheckMutation.graphql';
import type { SignupRouteMutation } from '../../__generated__/SignupRouteMutation.graphql';
import type { SignupRouteQuery as SignupRouteQueryType } from '../../__generated__/SignupRouteQuery.graphql';
import { useSignInOptions } from '../../features/sign-in/signInOptions';
import { loadRouteQuery } from '../../relay/route-query';
import { errorText } from '../../relay/error-text';
import {
  emailError,
  fieldErrorsOf,
  passwordError,
  usernameError,
  withoutFixed,
  type FieldErrors,
} from './account-rules';
import { enterApp, loader as loginLoader } from './LoginRoute';

const Query = graphql`
  query SignupRouteQuery {
    signInOptions {
      ...signInOptions_options
    }
  }
`;

/** As the sign-in page's (a signed-in visitor goes on), with the ways in this server offers. */
export async function loader(args: LoaderFunctionArgs) {
  const { next } = await loginLoader(args);
  return { next, queryRef: loadRouteQuery<SignupRouteQueryType>('signup', Query, {}) };
}

const Register = graphql`
  mutation SignupRouteMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on SignUpPending {
        message
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const Options = graphql`
  query SignupRouteOptionsQuery($invitation: String) {
    signUpOptions(invitation: $invitation) {
      policy
      invitationValid
    }
  }
`;

const NOTICES = {
  invite: msg`Sign-up on this Duet is by invitation only. Ask its admin for an invitation link.`,
  badInvitation: msg`This invitation link does not work: it has expired, was used up or was withdrawn.`,
  approval: msg`New accounts on this Duet wait for the admin's approval; you'll get an e-mail.`,
  closed: msg`Sign-up on this Duet is closed.`,
};

/** What the page says before the form, from the policy and the invitation link. */
function noticeFor(
  options: SignupRouteOptionsQuery['response']['signUpOptions'],
  invitation: string | null,
): MessageDescriptor | undefined {
  if (options.policy === 'closed') return NOTICES.closed;
  if (options.policy === 'approval') return NOTICES.approval;
  if (options.policy === 'invite') {
    if (!invitation) return NOTICES.invite;
    if (options.invitationValid === false) return NOTICES.badInvitation;
  }
  return undefined;
}

const CheckUsername = graphql`
  mutation SignupRouteCheckMutation($username: String!) {
    checkUsername(username: $username) {
      __typename
      ... on Availability {
        available
        reason: message
      }
      ... on Error {
        message
      }
    }
  }
`;

type Field = 'email' | 'password' | 'username' | 'displayName';
const FIELDS: readonly Field[] = ['email', 'password', 'username', 'displayName'];
export const USERNAME_CHECK_DEBOUNCE_MS = 300;

export function SignupRoute() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { next, queryRef } = useLoaderData() as { next: string | null; queryRef: PreloadedQuery<SignupRouteQueryType> };
  const choices = useSignInOptions(usePreloadedQuery<SignupRouteQueryType>(Query, queryRef).signInOptions, next);
  const [register, registering] = useMutation<SignupRouteMutation>(Register);
  const [check] = useMutation<SignupRouteCheckMutation>(CheckUsername);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<UsernameStatus>('idle');
  const [entering, setEntering] = useState(false);
  const [notice, setNotice] = useState<MessageDescriptor | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const ticket = useRef(0);
  const environment = useRelayEnvironment();
  const invitation = useSearchParams()[0].get('invitation');

  useEffect(() => {
    const subscription = fetchQuery<SignupRouteOptionsQuery>(environment, Options, { invitation }).subscribe({
      next: (data) => setNotice(noticeFor(data.signUpOptions, invitation)),
      error: (error: unknown) => console.warn('Sign-up options unavailable', error),
    });
    return () => subscription.unsubscribe();
  }, [environment, invitation]);

  // Live availability: local rules at once, then the server after a short pause.
  useEffect(() => {
    const mine = ++ticket.current;
    if (!username) {
      setStatus('idle');
      setErrors(({ username: _drop, ...rest }) => rest);
      return;
    }
    const local = usernameError(username);
    if (local) {
      setStatus('unavailable');
      setErrors((e) => ({ ...e, username: local }));
      return;
    }
    setStatus('checking');
    setErrors(({ username: _drop, ...rest }) => rest);
    const timer = setTimeout(() => {
      check({
        variables: { username },
        onCompleted: ({ checkUsername: result }) => {
          if (mine !== ticket.current) return;
          if (result.__typename === 'Availability') {
            setStatus(result.available ? 'available' : 'unavailable');
            if (!result.available)
              setErrors((e) => ({ ...e, username: result.reason ?? t`This username is not available` }));
          } else {
            setStatus('idle');
            if (result.__typename === 'ValidationError' && result.message)
              setErrors((e) => ({ ...e, username: result.message }));
          }
        },
        onError: (error) => {
          if (mine !== ticket.current) return;
          console.warn('Username check failed', error);
          setStatus('idle');
        },
      });
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username, check, t]);

  const onSubmit = (values: SignupValues) => {
    const local: FieldErrors<Field> = {};
    const checks: [Field, string | undefined][] = [
      ['email', emailError(values.email)],
      ['username', usernameError(values.username)],
      ['password', passwordError(values.password)],
    ];
    for (const [field, message] of checks) if (message) local[field] = message;
    if (!local.username && status === 'unavailable' && errors.username) local.username = errors.username;
    setErrors(local);
    if (Object.keys(local).length) return;
    // A check still on its way would answer after the account exists: "not available", of the
    // person's own name. The server checks the name again on sign-up.
    ticket.current++;
    register({
      variables: {
        input: {
          email: values.email.trim(),
          password: values.password,
          username: values.username,
          displayName: values.displayName.trim() || null,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          invitation,
        },
      },
      onCompleted: ({ register: result }) => {
        if (result.__typename === 'SignUpPending') {
          setDone(result.message);
          return;
        }
        if (result.__typename !== 'AuthPayload') {
          setErrors(fieldErrorsOf(result.refusal, FIELDS));
          return;
        }
        setEntering(true);
        enterApp(navigate).catch((error: unknown) => {
          setEntering(false);
          setErrors({ form: errorText(error, t`Registration failed`) });
        });
      },
      onError: (error) => setErrors({ form: errorText(error.message, t`Registration failed`) }),
    });
  };

  const noticeText = notice && i18n._(notice);

  // The username's message follows the live check above; e-mail and password lose theirs once fixed.
  const onFieldChange = (field: keyof SignupValues, value: string) => {
    const rule = field === 'email' ? emailError : field === 'password' ? passwordError : undefined;
    if (rule) setErrors((e) => withoutFixed(e, field, rule(value)));
  };

  return (
    <SignupForm
      singleSignOn={choices.singleSignOn}
      registration={choices.registration}
      onSubmit={onSubmit}
      onUsernameChange={setUsername}
      onFieldChange={onFieldChange}
      usernameStatus={status}
      submitting={registering || entering}
      errors={errors}
      onNavigate={(path) => navigate(path)}
      // A refusal that says what the notice says (invitation only, closed) is shown once, as the alert.
      notice={noticeText === errors.form ? undefined : noticeText}
      done={done}
    />
  );
}
