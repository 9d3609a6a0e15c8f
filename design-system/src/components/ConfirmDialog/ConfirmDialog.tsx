import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import styles from './ConfirmDialog.module.css';

export const DELETE_CONVERSATION_MESSAGE =
  'Are you sure you want to delete this conversation? This action cannot be undone.';

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
    title = 'Delete conversation',
    message = DELETE_CONVERSATION_MESSAGE,
    confirmLabel = 'Delete',
    cancelLabel = 'Cancel',
    confirming = false,
    tone = 'danger',
    className,
    option,
    returnFocusTo,
  },
  ref,
) {
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
