/**
 * Settings → Delete account: the dialog says what goes and asks for the password (not needed
 * within ten minutes of signing in). Once deleted, this device forgets the person and shows the
 * landing page.
 */
import { Button, DeleteAccountDialog, PageSection } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { clearUserStorage } from '../../session/storage-keys';
import { errorText } from '../../relay/error-text';
import { FieldError } from '../../relay/field-error';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';
import page from '../../layouts/page-parts.module.css';

type Errors = { password?: string; form?: string };

export function DeleteAccountSection({ account }: { account: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [remove, deleting] = useDeleteAccountMutation();

  const confirm = async (password: string) => {
    setErrors({});
    try {
      await remove(password || null);
    } catch (e) {
      setErrors(e instanceof FieldError && e.field === 'password' ? { password: e.message } : { form: errorText(e) });
      return;
    }
    clearUserStorage();
    // A full replacement drops the Relay store and every piece of client state, as logging out does.
    window.location.replace('/');
  };

  return (
    <PageSection
      titleId="delete-account-title"
      title={t`Delete account`}
      note={t`Your account and everything in it — conversations, memories, your public page and twin, shared links and files — are deleted for good. It cannot be undone.`}
    >
      <div className={page.rowEnd}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete account…</Trans>
        </Button>
      </div>
      <DeleteAccountDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setErrors({});
        }}
        account={account}
        deleting={deleting}
        errors={errors}
        onConfirm={(password) => void confirm(password)}
      />
    </PageSection>
  );
}
