/** Logout (docs/product.md §2, §4): call logout, clear the user's local data, go to login — also on failure. */
import { commitMutation, graphql } from 'react-relay/hooks';
import type { logoutMutation } from '../__generated__/logoutMutation.graphql';
import { environment } from '../relay/environment';
import { clearUserStorage } from './storage-keys';

const Logout = graphql`
  mutation logoutMutation {
    logout {
      message
    }
  }
`;

export function logout(): Promise<void> {
  return new Promise<void>((resolve) => {
    commitMutation<logoutMutation>(environment, {
      mutation: Logout,
      variables: {},
      onCompleted: () => resolve(),
      onError: (error) => {
        console.warn('Logout failed', error);
        resolve();
      },
    });
  }).then(() => {
    clearUserStorage();
    // A full replacement resets the Relay store and every piece of client state.
    window.location.replace('/accounts/login');
  });
}
