/**
 * A conversation's composer (ChatThread.tsx): a refused message's reason above it (the message is
 * back in the text box), the small print under it, and what is typed kept for the reason's links.
 */
import { ChatMessage, MessageComposer, UsageLimitNotice, type MessageComposerProps } from '@duet/design-system';
import { forwardRef, useRef, type ReactNode } from 'react';
import type { Refusal } from './run-state';
import styles from './ChatThread.module.css';

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
  /** Text in the composer when it opens. */
  draft: string;
  notice?: ReactNode;
  /** Shown right above the composer (Profile Pal's progress and Skip). */
  top?: ReactNode;
}

export const ThreadComposer = forwardRef<HTMLTextAreaElement, ThreadComposerProps>(function ThreadComposer(
  { onSend, refusal, refusalText, draft, notice, top, ...composer },
  ref,
) {
  // What the composer holds (for refusalText's `draft`).
  const draftRef = useRef(draft);
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
      <MessageComposer
        {...composer}
        ref={ref}
        defaultValue={draft}
        onTextChange={(text) => {
          draftRef.current = text;
        }}
        onSend={({ text, files }) => {
          draftRef.current = '';
          onSend(text, files);
        }}
      />
      {notice && <p className={styles.notice}>{notice}</p>}
    </div>
  );
});
