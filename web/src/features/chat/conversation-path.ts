/** A conversation's address, opened at one of its messages when given (ChatRoute reads ?step=, use-focus-step.ts). */
export function conversationPath(threadId: string, stepId?: string | null): string {
  const path = `/chat/${encodeURIComponent(threadId)}`;
  return stepId ? `${path}?step=${encodeURIComponent(stepId)}` : path;
}
