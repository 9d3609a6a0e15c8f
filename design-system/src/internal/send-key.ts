import type { KeyboardEvent } from 'react';

/**
 * Enter sends what was written (MessageComposer, MessageEditor); Shift+Enter makes a new line, and an
 * Enter that ends an input method's composition (Japanese, Chinese…) only confirms the characters.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
