/**
 * A conversation's composer (ChatThread.tsx): a refused message's reason above it (the message is
 * back in the text box), the small print under it, and what is typed kept for the reason's links.
 * With a `draftKey`, what is typed is kept on the device as the conversation's draft (drafts.ts)
 * until it is sent. Offline, Send keeps the message in the composer rather than losing it.
 */
import {
  ChatMessage,
  MessageComposer,
  UsageLimitNotice,
  type MessageComposerProps,
  type SpokenAnswer,
} from '@duet/design-system';
import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useChatVoice } from '../voice/chat-voice';
import { mayGo, readDraft, writeDraft } from './drafts';
import type { Refusal } from './run-state';
import styles from './ChatThread.module.css';
import { MESSAGE_MAX_CHARS } from '../../../../common/message-limits';

type ComposerProps = Pick<
  MessageComposerProps,
  'onStop' | 'sending' | 'placeholder' | 'allowAttachments' | 'autoFocus' | 'onEditLast' | 'restore' | 'accessory'
>;

export interface ThreadComposerProps extends ComposerProps {
  onSend: (text: string, files: File[]) => void;
  /** The last message, if refused: its reason shows above the composer. */
  refusal: Refusal | null;
  /** How the reason reads (ChatThreadProps.refusalText); by default the server's words. */
  refusalText?: (refusal: Refusal, draft: () => string) => ReactNode;
  /** Text in the composer when it opens (the conversation's kept draft comes first). */
  draft: string;
  /** The conversation whose draft is kept on this device; none: nothing is kept (a temporary chat). */
  draftKey?: string | null;
  notice?: ReactNode;
  /** Shown right above the composer (Profile Pal's progress and Skip). */
  top?: ReactNode;
  /**
   * The conversation's newest answer, which a voice conversation (Talk) reads aloud once the answer
   * to what was said is written; undefined: no Talk here.
   */
  newestAnswer?: SpokenAnswer | null;
  /** The last message got no answer (refused, or failed): a voice conversation stops. */
  answerFailed?: boolean;
}

/** Loaded when Talk is first pressed. */
const VoiceTalk = lazy(() => import('../voice/VoiceTalk'));

export const ThreadComposer = forwardRef<HTMLTextAreaElement, ThreadComposerProps>(function ThreadComposer(
  {
    onSend,
    refusal,
    refusalText,
    draft,
    draftKey = null,
    notice,
    top,
    newestAnswer,
    answerFailed = false,
    ...composer
  },
  ref,
) {
  // The kept draft, read once as the conversation opens.
  const [opening] = useState(() => (draftKey && readDraft(draftKey)) || draft);
  // What the composer holds (for refusalText's `draft`).
  const draftRef = useRef(opening);
  const voice = useChatVoice();
  const [talking, setTalking] = useState(false);
  const ended = useRef(false);
  // Back from a voice conversation: the keyboard goes back to the text box.
  useEffect(() => {
    if (talking || !ended.current) return;
    ended.current = false;
    if (ref && typeof ref === 'object') ref.current?.focus();
  }, [talking, ref]);
  // The composer offers Talk where it can hear, as it offers dictation.
  const talk = newestAnswer !== undefined ? () => setTalking(true) : undefined;
  return (
    <div className={styles.composer}>
      {refusal?.reason === 'usage_limit' && (
        // A usage limit (docs/product.md §14): what was reached and when it resets.
        <UsageLimitNotice className={styles.refusal} data-refusal={refusal.reason} message={refusal.message} />
      )}
      {refusal && refusal.reason !== 'usage_limit' && (
        <ChatMessage
          author="assistant"
          content=""
          className={styles.refusal}
          data-refusal={refusal.reason}
          error={refusalText ? refusalText(refusal, () => draftRef.current) : refusal.message}
        />
      )}
      {top && <div className={styles.top}>{top}</div>}
      {talking && newestAnswer !== undefined ? (
        <Suspense fallback={null}>
          <VoiceTalk
            voice={voice}
            send={(text) => onSend(text, [])}
            answering={Boolean(composer.sending)}
            failed={answerFailed}
            newestAnswer={newestAnswer}
            onEnd={() => {
              ended.current = true;
              setTalking(false);
            }}
          />
        </Suspense>
      ) : (
        <MessageComposer
          {...composer}
          ref={ref}
          transcribe={voice.transcribe}
          onTalk={talk}
          maxLength={MESSAGE_MAX_CHARS}
          defaultValue={draftRef.current}
          onTextChange={(text) => {
            draftRef.current = text;
            if (draftKey) writeDraft(draftKey, text);
          }}
          onSend={({ text, files }) => {
            if (!mayGo(draftKey, draftRef.current)) return false;
            draftRef.current = '';
            onSend(text, files);
          }}
        />
      )}
      {notice && <p className={styles.notice}>{notice}</p>}
    </div>
  );
});
