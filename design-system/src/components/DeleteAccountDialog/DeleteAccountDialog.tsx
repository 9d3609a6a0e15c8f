import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { PasswordField } from '../PasswordField';
import styles from './DeleteAccountDialog.module.css';

/** What goes with an account, as the dialog lists it (each shown with `i18n._(…)`). */
export const DELETED_WITH_ACCOUNT: readonly MessageDescriptor[] = [
  msg`Your conversations, memories and stories`,
  msg`Your public page and your twin, with its conversations with visitors`,
  msg`Your shared links and the files you uploaded`,
  msg`Every device and access token signed in to it`,
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
  { open, onOpenChange, onConfirm, account, deleting = false, errors = {}, items, passwordHint, returnFocusTo },
  ref,
) {
  const { t, i18n } = useLingui();
  items ??= DELETED_WITH_ACCOUNT.map((item) => i18n._(item));
  if (passwordHint === undefined) passwordHint = t`Not needed if you signed in within the last 10 minutes.`;
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
      title={t`Delete your account?`}
      description={
        account ? (
          <Trans>
            <span className={styles.account}>{account}</span> and everything in it will be deleted for good.
          </Trans>
        ) : (
          t`Your account and everything in it will be deleted for good.`
        )
      }
      size="sm"
      showClose={false}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <DialogClose asChild>
            <Button disabled={deleting}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={deleting}>
            <Trans>Delete my account</Trans>
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
          <p className={styles.lead}>
            <Trans>This deletes:</Trans>
          </p>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
          <p className={styles.warning}>
            <Trans>It cannot be undone. Download your data first if you want to keep it.</Trans>
          </p>
        </div>
        <PasswordField
          label={t`Your password`}
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
