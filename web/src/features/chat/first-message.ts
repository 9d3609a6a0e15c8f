/** A message typed on /chat before its thread existed: sent once the new thread opens. */
export interface FirstMessage {
  text: string;
  files: File[];
  /** The model chosen on /chat before the conversation existed. */
  model?: string | null;
}

const waiting = new Map<string, FirstMessage>();

export function holdFirstMessage(threadId: string, message: FirstMessage): void {
  waiting.set(threadId, message);
}

export function takeFirstMessage(threadId: string): FirstMessage | null {
  const message = waiting.get(threadId) ?? null;
  waiting.delete(threadId);
  return message;
}
