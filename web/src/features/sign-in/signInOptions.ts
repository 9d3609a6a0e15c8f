/**
 * The ways in the server offers (docs/product.md §2): the sign-in and sign-up pages spread this
 * fragment and hand its props to LoginForm and SignupForm.
 */
import { graphql, useFragment } from 'react-relay/hooks';
import type { signInOptions_options$key } from '../../__generated__/signInOptions_options.graphql';
import { clearUserStorage } from '../../session/storage-keys';

const Fragment = graphql`
  fragment signInOptions_options on SignInOptions {
    passwordSignIn
    registration
    singleSignOn {
      name
      startUrl
    }
  }
`;

export interface SignInChoices {
  passwordSignIn: boolean;
  registration: boolean;
  singleSignOn?: { name: string; href: string; onLeave: () => void };
}

/** `next`: the in-app path to land on after the provider sends the browser back. */
export function useSignInOptions(key: signInOptions_options$key, next: string | null): SignInChoices {
  const options = useFragment(Fragment, key);
  const sso = options.singleSignOn;
  return {
    passwordSignIn: options.passwordSignIn,
    registration: options.registration,
    singleSignOn: sso
      ? {
          name: sso.name,
          href: next ? `${sso.startUrl}?next=${encodeURIComponent(next)}` : sso.startUrl,
          // As a password sign-in does (LoginRoute's enterApp): the last person's data on this device goes.
          onLeave: clearUserStorage,
        }
      : undefined,
  };
}
