import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircleDashed } from 'lucide-react';
import { forwardRef, useId, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './TemporaryChat.module.css';

export interface TemporaryChatToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** The next chat will be temporary. */
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/**
 * Turns a new chat into a temporary one before it starts: a toggle button (it says whether it is
 * on), with the same dashed bubble the notice in the chat shows.
 */
export const TemporaryChatToggle = forwardRef<HTMLButtonElement, TemporaryChatToggleProps>(function TemporaryChatToggle(
  { pressed, onPressedChange, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      className={cx(styles.toggle, className)}
      onClick={() => onPressedChange(!pressed)}
      {...rest}
    >
      <MessageCircleDashed aria-hidden="true" />
      <Trans>Temporary chat</Trans>
    </button>
  );
});

export interface TemporaryChatNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** What a temporary chat keeps (nothing) and when it goes. */
  text?: ReactNode;
  /** One line, as it sits above the composer of a temporary chat. */
  compact?: boolean;
}

/** Says that this chat is temporary: in no history, no memory, deleted when the person leaves it. */
export const TemporaryChatNotice = forwardRef<HTMLDivElement, TemporaryChatNoticeProps>(function TemporaryChatNotice(
  { title, text, compact = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Temporary chat`;
  text ??= t`It won't appear in your history or search, and Duet won't remember anything from it. It's deleted when you leave.`;
  const id = useId();
  return (
    <div
      ref={ref}
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={cx(styles.notice, className)}
      data-compact={compact || undefined}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        <MessageCircleDashed />
      </span>
      <p className={styles.body}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>{' '}
        <span id={`${id}-text`} className={styles.text}>
          {text}
        </span>
      </p>
    </div>
  );
});
