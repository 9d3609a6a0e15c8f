import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowUp, AudioLines, FileText, Mic, MicOff, Paperclip, Square } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { listFormat } from '../../i18n';
import { isSendKey } from '../../internal/send-key';
import { Chip } from '../Chip';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { useSpeechInput, type Transcribe } from './speech-input';
import styles from './MessageComposer.module.css';

export interface ComposerMessage {
  text: string;
  files: File[];
}

export interface MessageComposerProps {
  /**
   * Called with the trimmed text and the attached files; the composer then clears. Returning
   * false keeps them in the composer: the message was not sent (e.g. the device is offline).
   */
  onSend: (message: ComposerMessage) => void | false;
  /** A message is being sent: sending is blocked until it finishes. */
  sending?: boolean;
  /**
   * While sending, the send button becomes "Stop generating" (Escape in the text box too) and
   * calls this. Without it the button shows a spinner.
   */
  onStop?: () => void;
  disabled?: boolean;
  placeholder?: string;
  /** File types for the picker (input accept attribute). */
  accept?: string;
  allowAttachments?: boolean;
  defaultValue?: string;
  /** Called as the text changes (e.g. to keep a draft that survives a remount). */
  onTextChange?: (text: string) => void;
  /**
   * A message that was sent but not accepted (e.g. refused at a daily quota): its text and files
   * go back into the composer, before anything typed since. Each new object is put back once.
   */
  restore?: ComposerMessage | null;
  /** ↑ in the empty text box: edit the last message sent (leave out when there is none to edit). */
  onEditLast?: () => void;
  /** Focus the text box when it mounts (a chat page opening). */
  autoFocus?: boolean;
  /**
   * A control of the conversation in the toolbar under the text box, after the attach and
   * microphone buttons (e.g. the ModelPicker); it shrinks before they do.
   */
  accessory?: ReactNode;
  /**
   * The server's speech-to-text (the admin chose a speech model): the microphone records and what
   * was said comes back as text. Without it, the browser's own speech recognition where it has one.
   */
  transcribe?: Transcribe;
  /**
   * Starts a hands-free voice conversation (the app shows VoiceConversation in the composer's
   * place): a "Talk" button beside the microphone, where the composer can hear (as for dictation).
   */
  onTalk?: () => void;
  label?: string;
  /**
   * The most characters a message may have: near it the composer counts what is left, over it it
   * says by how much and does not send.
   */
  maxLength?: number;
  className?: string;
}

/** From here on (a share of maxLength) the composer shows the count. */
const COUNT_FROM = 0.9;

/** ↑ with nothing typed, nothing attached, the caret at the start and no modifier key. */
function isEditLastKey(event: KeyboardEvent<HTMLTextAreaElement>, text: string, fileCount: number): boolean {
  const { selectionStart, selectionEnd } = event.currentTarget;
  const modified = event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing;
  return !modified && fileCount === 0 && text.trim() === '' && selectionStart === 0 && selectionEnd === 0;
}

/** Splits out the empty files (0 bytes): nothing in them to read or send. */
export function withoutEmptyFiles(files: readonly File[]): { kept: File[]; empty: string[] } {
  return { kept: files.filter((f) => f.size > 0), empty: files.filter((f) => f.size === 0).map((f) => f.name) };
}

/** What the person is told of the empty files left out. */
export function emptyFilesMessage(names: readonly string[]): string {
  const list = listFormat({ type: 'conjunction', style: 'narrow' }).format(names.map((text) => t`“${text}”`));
  const count = names.length;
  return plural(count, {
    one: `${list} is empty (0 bytes), so it was not attached.`,
    other: `${list} are empty (0 bytes), so they were not attached.`,
  });
}

/** "1,200 characters left" */
function leftText(left: number): string {
  return plural(left, { one: '# character left', other: '# characters left' });
}

/** "35 characters too many": what to cut before it can be sent. */
function overText(excess: number): string {
  return plural(excess, { one: '# character too many', other: '# characters too many' });
}

/**
 * Writes a message: Enter sends, Shift+Enter adds a line; attach files; while an answer comes,
 * "Stop generating" (or Escape) stops it. Dictate with the microphone, through the server's
 * speech-to-text or the browser's own (speech-input.ts); where neither can, there is no microphone.
 */
export const MessageComposer = forwardRef<HTMLTextAreaElement, MessageComposerProps>(function MessageComposer(
  {
    onSend,
    onStop,
    sending = false,
    disabled = false,
    placeholder,
    accept,
    allowAttachments = true,
    defaultValue = '',
    onTextChange,
    restore = null,
    onEditLast,
    autoFocus = false,
    accessory,
    transcribe,
    onTalk,
    label,
    maxLength,
    className,
  },
  ref,
) {
  const { t } = useLingui();
  placeholder ??= t`Message your private brain...`;
  label ??= t`Message`;
  const [text, setText] = useState(defaultValue);
  const [files, setFiles] = useState<File[]>([]);
  // Empty files (0 bytes) are refused when picked, by name, rather than lost on the way.
  const [refused, setRefused] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const countId = useId();
  const over = maxLength !== undefined && text.length > maxLength;
  const counting = maxLength !== undefined && text.length >= maxLength * COUNT_FROM;
  const canSend = !sending && !disabled && !over && (text.trim().length > 0 || files.length > 0);
  const textRef = useRef(text);
  textRef.current = text;
  const textChangeRef = useRef(onTextChange);
  textChangeRef.current = onTextChange;
  const restored = useRef<ComposerMessage | null>(null);
  useEffect(() => {
    if (!restore || restored.current === restore) return;
    restored.current = restore;
    const typed = textRef.current;
    const next = typed.trim() ? `${restore.text}\n${typed}` : restore.text;
    setText(next);
    setFiles((current) => [...restore.files, ...current]);
    textChangeRef.current?.(next);
  }, [restore]);
  const speech = useSpeechInput((heard) => {
    setText((current) => {
      const next = current.trim() ? `${current.replace(/\s+$/, '')} ${heard}` : heard;
      onTextChange?.(next);
      return next;
    });
  }, transcribe);

  const send = () => {
    if (!canSend) return;
    if (onSend({ text: text.trim(), files }) === false) return;
    setText('');
    setFiles([]);
    setRefused([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && sending && onStop) {
      event.preventDefault();
      onStop();
      return;
    }
    if (event.key === 'ArrowUp' && onEditLast && isEditLastKey(event, text, files.length)) {
      event.preventDefault();
      onEditLast();
      return;
    }
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={cx(styles.root, className)}
      data-disabled={disabled || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {refused.length > 0 && (
        <p className={styles.refused} role="alert">
          {emptyFilesMessage(refused)}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t`Attached files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Chip icon={<FileText />} onRemove={() => setFiles((current) => current.filter((_, i) => i !== index))}>
                {file.name}
              </Chip>
            </li>
          ))}
        </ul>
      )}
      <textarea
        ref={ref}
        className={styles.input}
        rows={1}
        value={text}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={counting ? `${hintId} ${countId}` : hintId}
        aria-invalid={over || undefined}
        // A chat page's one main field: focusing it on open is what the page is for.
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} hidden>
        {onEditLast
          ? t`Enter to send, Shift+Enter for a new line, Up arrow to edit your last message`
          : t`Enter to send, Shift+Enter for a new line`}
      </span>
      <div className={styles.toolbar}>
        <div className={styles.tools}>
          {allowAttachments && (
            <>
              <IconButton
                label={t`Attach files`}
                icon={<Paperclip />}
                size="sm"
                disabled={disabled || sending}
                onClick={() => fileInput.current?.click()}
              />
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={accept}
                hidden
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const picked = Array.from(event.target.files ?? []);
                  const { kept, empty } = withoutEmptyFiles(picked);
                  setRefused(empty);
                  if (kept.length) setFiles((current) => [...current, ...kept]);
                  event.target.value = '';
                }}
              />
            </>
          )}
          {speech.supported && (
            <IconButton
              label={speech.listening ? t`Stop dictation` : t`Dictate`}
              title={speech.listening ? t`Stop dictation` : t`Dictate`}
              icon={speech.listening ? <MicOff /> : <Mic />}
              size="sm"
              aria-pressed={speech.listening}
              data-listening={speech.listening || undefined}
              className={styles.mic}
              disabled={disabled || speech.transcribing}
              onClick={speech.toggle}
            />
          )}
          {onTalk && speech.supported && (
            <IconButton
              label={t`Talk by voice`}
              title={t`Talk by voice: speak, and hear the answers`}
              icon={<AudioLines />}
              size="sm"
              disabled={disabled || sending || speech.listening}
              onClick={onTalk}
            />
          )}
          {accessory && <div className={styles.accessory}>{accessory}</div>}
          <span className={styles.dictation} role="status">
            {speech.listening ? t`Listening…` : speech.transcribing ? t`Writing down what you said…` : speech.message}
          </span>
        </div>
        {counting && (
          <span id={countId} className={styles.count} data-over={over || undefined}>
            {over ? overText(text.length - maxLength!) : leftText(maxLength! - text.length)}
          </span>
        )}
        {sending && onStop ? (
          <button
            type="button"
            className={styles.send}
            data-stop=""
            aria-label={t`Stop generating`}
            title={t`Stop generating (Esc)`}
            onClick={onStop}
          >
            <Square aria-hidden="true" />
          </button>
        ) : (
          <button
            type="submit"
            className={styles.send}
            disabled={!canSend}
            aria-label={t`Send`}
            aria-busy={sending || undefined}
          >
            {sending ? <Spinner size="sm" label="" /> : <ArrowUp aria-hidden="true" />}
          </button>
        )}
      </div>
    </form>
  );
});
