/**
 * What a shared link keeps of a conversation: the questions' and the answers' text, in order —
 * no tool calls, attachments' internals, memories, or answers still being written or that never
 * got any text.
 */
import { messageOfStep } from './duet-format.js';

export interface SharedMessage {
  role: 'user' | 'assistant';
  text: string;
  /** When the message was written (ISO 8601). */
  at: string;
}

export interface SnapshotStep {
  stepType: string;
  input: string | null;
  output: string | null;
  status: string;
  createdAt: Date;
}

export function snapshotMessages(steps: readonly SnapshotStep[]): SharedMessage[] {
  const messages: SharedMessage[] = [];
  for (const step of steps) {
    const message = messageOfStep(step);
    if (!message || (message.role === 'assistant' && step.status === 'streaming')) continue;
    const text = message.text.trim();
    if (text) messages.push({ role: message.role, text, at: step.createdAt.toISOString() });
  }
  return messages;
}

const TITLE_MAX = 80;

/** A title from the first question: one line, cut at a word boundary (an ellipsis when cut). */
export function clipTitle(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
