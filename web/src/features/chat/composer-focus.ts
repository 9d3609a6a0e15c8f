/**
 * Whether a chat page focuses its composer when it opens (MessageComposer's autoFocus).
 *
 * /chat and /chat/{id} are two different trees in web/src/routes/chat/ChatRoute.tsx (NewChat, then
 * ThreadView with a ChatThread per thread): sending the first message unmounts the focused
 * composer of /chat and mounts the thread's own, so the new one takes focus as it mounts.
 *
 * With a mouse or trackpad: always. On touch screens only when a composer has focus already (the
 * first message of a new chat, the on-screen keyboard is up); otherwise opening a chat would pop
 * the keyboard over the conversation.
 */
export function shouldFocusComposer(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia('(pointer: fine)').matches) return true;
  return document.activeElement instanceof HTMLTextAreaElement;
}
