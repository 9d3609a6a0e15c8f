/** docs/product.md §8: global handlers swallow auth, fetch and streaming failures instead of letting the page break. */
import { isSwallowedError } from '../relay/error-text';

export function installGlobalHandlers(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isSwallowedError(event.reason)) {
      event.preventDefault();
      console.warn('Ignored:', event.reason);
    }
  });
  window.addEventListener('error', (event) => {
    if (isSwallowedError(event.error ?? event.message)) {
      event.preventDefault();
      console.warn('Ignored:', event.error ?? event.message);
    }
  });
}
