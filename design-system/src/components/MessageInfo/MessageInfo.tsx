import { useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { IconButton } from '../IconButton';
import styles from './MessageInfo.module.css';

export interface MessageInfoRow {
  label: string;
  value: ReactNode;
}

export interface MessageInfoProps extends HTMLAttributes<HTMLDivElement> {
  /** What there is to know about the message: model, time taken, size of the conversation… */
  rows: readonly MessageInfoRow[];
  /** The button's name and the panel's title. */
  label?: string;
  /** Something to say about the answer under the figures (e.g. a compact OfflineBrainNotice). */
  note?: ReactNode;
}

/**
 * The technical facts about a message (model, timings, token figures) behind one small "i"
 * button, so they are there for whoever wants them and out of everyone else's way. The panel
 * closes on Escape (focus returns to the button) and on a click elsewhere.
 */
export const MessageInfo = forwardRef<HTMLDivElement, MessageInfoProps>(function MessageInfo(
  { rows, label, note, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Message details`;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  if (rows.length === 0 && !note) return null;
  return (
    <div
      ref={(node) => {
        root.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={cx(styles.root, className)}
      {...rest}
    >
      <IconButton
        ref={button}
        size="sm"
        label={label}
        title={label}
        icon={<Info />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <div id={panelId} role="group" aria-label={label} className={styles.panel}>
          {rows.length > 0 && (
            <dl className={styles.rows}>
              {rows.map((row) => (
                <div key={row.label} className={styles.row}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {note && <div className={styles.note}>{note}</div>}
        </div>
      )}
    </div>
  );
});
