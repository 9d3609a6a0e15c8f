/**
 * A conversation's composer (ChatThread.tsx): a refused message's reason above it (the message is
 * back in the text box), the small print under it, and what is typed kept for the reason's links.
 * With a `draftKey`, what is typed is kept on the device as the conversation's draft (drafts.ts)
 * until it is sent. Offline, Send keeps the message in the composer rather than losing it.
 */
import { ChatMessage, MessageComposer, UsageLimitNotice, type MessageComposerProps } from '@duet/design-system';
import { forwardRef, useRef, useState, type ReactNode } from 'react';
import { useViewer } from '../../layouts/viewer-context';
import { mayGo, readDraft, writeDraft } from './drafts';
import { transcribeLater } from './transcribe-later';
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
  /** Text in the composer when it opens (the conversation's kept draft comes first). */
  draft: string;
  /** The conversation whose draft is kept on this device; none: nothing is kept (a temporary chat). */
  draftKey?: string | null;
  notice?: ReactNode;
  /** Shown right above the composer (Profile Pal's progress and Skip). */
  top?: ReactNode;
}

export const ThreadComposer = forwardRef<HTMLTextAreaElement, ThreadComposerProps>(function ThreadComposer(
  { onSend, refusal, refusalText, draft, draftKey = null, notice, top, ...composer },
  ref,
) {
  // The kept draft, read once as the conversation opens.
  const [opening] = useState(() => (draftKey && readDraft(draftKey)) || draft);
  // What the composer holds (for refusalText's `draft`).
  const draftRef = useRef(opening);
  const viewer = useViewer();
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
        transcribe={viewer?.voice.transcription ? transcribeLater : undefined}
        defaultValue={opening}
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
      {notice && <p className={styles.notice}>{notice}</p>}
    </div>
  );
});
