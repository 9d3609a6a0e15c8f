import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { useClock, type TimerId } from '../../internal/clock';
import hidden from '../../internal/visually-hidden.module.css';
import { copyText } from '../../internal/copy-text';
import styles from './CopyButton.module.css';

export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onCopy'> {
  /** What goes to the clipboard (a function is read at click time). */
  text: string | (() => string);
  /** Accessible name and tooltip, e.g. "Copy message", "Copy code". */
  label?: string;
  /** Show the label next to the icon (otherwise icon only). */
  showLabel?: boolean;
  /** Called after a successful copy. */
  onCopied?: () => void;
}

/** Copies text to the clipboard and says so ("Copied") for two seconds, also to screen readers. */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  { text, label, showLabel = false, onCopied, className, type = 'button', ...rest },
  ref,
) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  label ??= t`Copy`;
  const clock = useClock();
  const timer = useRef<TimerId | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clock.clearTimeout(timer.current);
    },
    [clock],
  );
  const onClick = () => {
    void copyText(typeof text === 'function' ? text() : text).then((ok) => {
      if (!ok) return;
      setCopied(true);
      onCopied?.();
      if (timer.current) clock.clearTimeout(timer.current);
      timer.current = clock.setTimeout(() => setCopied(false), 2000);
    });
  };
  const name = copied ? t`Copied` : label;
  return (
    <>
      <button
        ref={ref}
        type={type}
        className={cx(styles.root, className)}
        data-copied={copied || undefined}
        data-labelled={showLabel || undefined}
        aria-label={showLabel ? undefined : name}
        title={label}
        onClick={onClick}
        {...rest}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {showLabel && <span>{name}</span>}
      </button>
      <span className={hidden.visuallyHidden} aria-live="polite">
        {copied ? t`Copied to the clipboard` : ''}
      </span>
    </>
  );
});
