/**
 * Forced logout (docs/product.md §2, §4, §8): any unauthorised answer resets every client state and replaces
 * the page with /accounts/login. A full page replacement resets the Relay store and all React state.
 */
import { AUTH_REQUIRED } from '../relay/error-text';
import { clearUserStorage } from './storage-keys';

const LOGIN_PATH = '/accounts/login';
let leaving = false;

type Reset = () => void;
const resets = new Set<Reset>();

/** Something holding client state (the Relay store) registers how to drop it. */
export function onForcedLogout(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function forcedLogout(): void {
  if (leaving) return;
  leaving = true;
  for (const reset of resets) {
    try {
      reset();
    } catch {
      // keep going: the page is replaced below anyway
    }
  }
  clearUserStorage();
  if (window.location.pathname !== LOGIN_PATH) window.location.replace(LOGIN_PATH);
  else leaving = false;
}

/** An error type the global handlers recognise (docs/product.md §8 "whose type is auth"). */
export class AuthRequiredError extends Error {
  readonly type = 'auth';
  constructor(message = AUTH_REQUIRED) {
    super(message);
    this.name = 'AuthRequiredError';
  }
}
