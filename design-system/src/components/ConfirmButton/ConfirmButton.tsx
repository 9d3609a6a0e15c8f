import { useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The dialog's title, e.g. "Delete memory". */
  title: ReactNode;
  /** What happens, in a sentence or two. */
  message: ReactNode;
  /** The confirm button's label; the button's own text by default. */
  confirmLabel?: string;
  /**
   * Runs on confirm; the dialog stays open (its button busy) until the promise settles. A failure
   * is the caller's to show (catch it there): the dialog just closes.
   */
  onConfirm: () => Promise<unknown> | void;
}

/** A button that asks first: it opens a confirmation, runs `onConfirm`, then closes. */
export const ConfirmButton = forwardRef<HTMLButtonElement, ConfirmButtonProps>(function ConfirmButton(
  { title, message, confirmLabel, onConfirm, children, ...button },
  ref,
) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button's own words when it opened the dialog: its text may be a <Trans>, not a string.
  const [ownLabel, setOwnLabel] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const confirm = () => {
    setBusy(true);
    void Promise.resolve()
      .then(onConfirm)
      .catch(() => {})
      .finally(() => {
        // A confirmed delete may take the button away with its row.
        if (!mounted.current) return;
        setBusy(false);
        setOpen(false);
      });
  };
  return (
    <>
      <Button
        ref={ref}
        {...button}
        onClick={(event) => {
          setOwnLabel(event.currentTarget.textContent?.trim() || null);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={title}
        message={message}
        confirmLabel={confirmLabel ?? (typeof children === 'string' ? children : (ownLabel ?? t`Confirm`))}
        confirming={busy}
        onConfirm={confirm}
      />
    </>
  );
});
