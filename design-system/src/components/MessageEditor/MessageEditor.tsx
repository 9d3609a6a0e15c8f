import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useId, useRef, useState, type FormHTMLAttributes, type KeyboardEvent } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import { isSendKey } from '../../internal/send-key';
import { Button } from '../Button';
import styles from './MessageEditor.module.css';

export interface MessageEditorProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The message as it was. */
  initialText: string;
  /** Send the edited message (a new version beside the old one, which is kept). */
  onSubmit: (text: string) => void;
  onCancel: () => void;
  disabled?: boolean;
  /** The submit button's text: "Send" by default; e.g. "Save revision" when the owner revises a reply. */
  submitLabel?: string;
  /** The text field's accessible name: "Edit your message" by default. */
  label?: string;
}

/**
 * Editing a message in place: Enter sends, Shift+Enter is a new line, Escape cancels. The text
 * field takes focus with the caret at the end.
 */
export const MessageEditor = forwardRef<HTMLFormElement, MessageEditorProps>(function MessageEditor(
  { initialText, onSubmit, onCancel, disabled = false, submitLabel, label, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const action = submitLabel?.toLocaleLowerCase(currentLocale());
  const hint = action
    ? t`Enter to ${action}, Shift+Enter for a new line, Escape to cancel`
    : t`Enter to send, Shift+Enter for a new line, Escape to cancel`;
  submitLabel ??= t`Send`;
  label ??= t`Edit your message`;
  const [text, setText] = useState(initialText);
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const canSend = !disabled && text.trim().length > 0 && text.trim() !== initialText.trim();
  const send = () => {
    if (canSend) onSubmit(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...rest}
    >
      <textarea
        ref={field}
        className={styles.input}
        value={text}
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} hidden>
        {hint}
      </span>
      <div className={styles.buttons}>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="sm" type="submit" disabled={!canSend}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
});
