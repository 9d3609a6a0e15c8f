import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { PasswordField } from '../PasswordField';
import styles from './DeleteAccountDialog.module.css';

/** What goes with an account, as the dialog lists it. */
export const DELETED_WITH_ACCOUNT: readonly string[] = [
  'Your conversations, memories and stories',
  'Your public page and your twin, with its conversations with visitors',
  'Your shared links and the files you uploaded',
  'Every device and access token signed in to it',
];

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes, with the password typed (empty when none was). */
  onConfirm: (password: string) => void;
  /** The account being deleted (its e-mail or username), named in the question. */
  account?: string;
  /** The deletion is running. */
  deleting?: boolean;
  /** Why it was refused: at the password, or about the whole account (the last admin). */
  errors?: { password?: string; form?: string };
  /** What goes; the list above by default. */
  items?: readonly ReactNode[];
  /** Under the password field. */
  passwordHint?: ReactNode;
  /** Where focus goes on close, when not the element that opened it. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * Asks before an account is deleted for good: what goes with it, and the password to confirm.
 * Cancel comes first; the danger button sends the password (Enter in the field does too).
 */
export const DeleteAccountDialog = forwardRef<HTMLDivElement, DeleteAccountDialogProps>(function DeleteAccountDialog(
  {
    open,
    onOpenChange,
    onConfirm,
    account,
    deleting = false,
    errors = {},
    items = DELETED_WITH_ACCOUNT,
    passwordHint = 'Not needed if you signed in within the last 10 minutes.',
    returnFocusTo,
  },
  ref,
) {
  const formId = useId();
  const [password, setPassword] = useState('');
  // A dialog opened again starts empty.
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
      title="Delete your account?"
      description={
        account ? (
          <>
            <span className={styles.account}>{account}</span> and everything in it will be deleted for good.
          </>
        ) : (
          'Your account and everything in it will be deleted for good.'
        )
      }
      size="sm"
      showClose={false}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <DialogClose asChild>
            <Button disabled={deleting}>Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={deleting}>
            Delete my account
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!deleting) onConfirm(password);
        }}
      >
        <div className={styles.what}>
          <p className={styles.lead}>This deletes:</p>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
          <p className={styles.warning}>It cannot be undone. Download your data first if you want to keep it.</p>
        </div>
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={passwordHint}
        />
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
});
