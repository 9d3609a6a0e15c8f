import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import styles from './ConfirmDialog.module.css';

/** The spec's delete-conversation confirmation, shown with `i18n._(…)`. */
export const DELETE_CONVERSATION_MESSAGE = msg`Are you sure you want to delete this conversation? This action cannot be undone.`;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title?: ReactNode;
  /** Defaults to the delete-conversation confirmation of the spec. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm action is running. */
  confirming?: boolean;
  tone?: 'danger' | 'default';
  className?: string;
  /** A choice to make with the confirmation (a checkbox under the message), e.g. "Also delete its memories". */
  option?: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void };
  /** Where focus goes on close, when not the element that opened it. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** Asks before a destructive action; Cancel is focused first. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    onOpenChange,
    onConfirm,
    title,
    message,
    confirmLabel,
    cancelLabel,
    confirming = false,
    tone = 'danger',
    className,
    option,
    returnFocusTo,
  },
  ref,
) {
  const { t, i18n } = useLingui();
  if (title === undefined) title = t`Delete conversation`;
  if (message === undefined) message = i18n._(DELETE_CONVERSATION_MESSAGE);
  confirmLabel ??= t`Delete`;
  cancelLabel ??= t`Cancel`;
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      showClose={false}
      className={className}
      children={
        option && (
          <label className={styles.option}>
            <input type="checkbox" checked={option.checked} onChange={(e) => option.onChange(e.target.checked)} />
            {option.label}
          </label>
        )
      }
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <DialogClose asChild>
            <Button disabled={confirming}>{cancelLabel}</Button>
          </DialogClose>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={confirming} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
});
