/**
 * A voice conversation, hands-free: Duet listens, sends what was said, waits for the answer, reads
 * it aloud, and listens again, until the person ends it. The parts that hear, send and speak are
 * given (the app's: the server's speech models, or the browser's own voice: browser-voice.ts), so
 * the loop is the same whichever does the work.
 */
import { t } from '@lingui/core/macro';

/** An answer to read aloud: its message id (for the server's voice) and its text as written. */
export interface SpokenAnswer {
  id: string;
  text: string;
}

export type ConversationPhase = 'starting' | 'listening' | 'writing' | 'thinking' | 'speaking';

export interface ConversationParts {
  /** Hears one utterance and gives it as text ('' when nothing was heard); `listening` once the microphone is on. */
  listen: (signal: AbortSignal, on: { listening: () => void; writing: () => void }) => Promise<string>;
  /** Sends what was said as the person's message. */
  send: (text: string) => void;
  /** The answer to the message just sent, once it is written; null when none came (it was refused or failed). */
  answered: (signal: AbortSignal) => Promise<SpokenAnswer | null>;
  /** Reads the answer aloud; resolves when it has been read (or could not be). */
  speak: (answer: SpokenAnswer, signal: AbortSignal) => Promise<void>;
  phase: (phase: ConversationPhase) => void;
}

/** The conversation ended on its own: why, in words for the person. */
export class ConversationEnded extends Error {}

/** Runs the conversation until `signal` ends it, or a problem does (it rejects with the reason). */
export async function converse(parts: ConversationParts, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    parts.phase('starting');
    const said = await parts.listen(signal, {
      listening: () => parts.phase('listening'),
      writing: () => parts.phase('writing'),
    });
    if (signal.aborted) return;
    if (!said.trim()) continue;
    parts.phase('thinking');
    parts.send(said.trim());
    const answer = await parts.answered(signal);
    if (signal.aborted) return;
    if (!answer) throw new ConversationEnded(t`Your message wasn’t answered, so the conversation stopped.`);
    if (!answer.text.trim()) continue;
    parts.phase('speaking');
    await parts.speak(answer, signal);
  }
}
