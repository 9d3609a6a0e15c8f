/**
 * "Share": makes a read-only public link to a conversation as it is now (docs/product.md
 * "Share a conversation"). The link is made on "Create link" (each one is a new snapshot, and a
 * person keeps at most 100), then shown with Copy, Open and "Stop sharing".
 */
import { Button, CopyButton, Dialog, TextField } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRevokeShareMutation } from './useRevokeShareMutation';
import { useShareThreadMutation, type CreatedLink } from './useShareThreadMutation';
import styles from './ShareDialog.module.css';
import { errorText } from '../../relay/error-text';

/** Each opening starts afresh: render it only while open, keyed by the thread (SidebarLayout.tsx). */
export interface ShareDialogProps {
  /** The thread's database id (as in /chat/{threadId}). */
  threadId: string;
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ threadId, open, onClose }: ShareDialogProps) {
  const { t } = useLingui();
  const [share, creating] = useShareThreadMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const [link, setLink] = useState<CreatedLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);

  const create = async () => {
    setError(null);
    setStopped(false);
    try {
      setLink(await share(threadId));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const stop = async () => {
    if (!link) return;
    setError(null);
    try {
      await revoke(link.token, link.id);
      setLink(null);
      setStopped(true);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`Share this conversation`}
      description={t`Anyone with the link can read the messages, with your name. Later messages are not included.`}
      footer={
        link ? (
          <>
            <Button variant="ghost" onClick={() => void stop()} loading={revoking}>
              <Trans>Stop sharing</Trans>
            </Button>
            <Button variant="primary" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" onClick={() => void create()} loading={creating}>
              <Trans>Create link</Trans>
            </Button>
          </>
        )
      }
    >
      <div className={styles.body}>
        {link ? (
          <>
            <div className={styles.row}>
              <TextField
                className={styles.url}
                label={t`Link`}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                data-testid="share-url"
              />
              <CopyButton text={link.url} label={t`Copy link`} showLabel />
            </div>
            <p className={styles.note}>
              <Trans>
                The page shows the conversation as it is now. To include later messages, share it again.{' '}
                <a href={link.url} target="_blank" rel="noreferrer noopener">
                  Open the page
                </a>
              </Trans>
            </p>
          </>
        ) : (
          <p className={styles.note}>
            {stopped ? (
              <Trans>Sharing stopped: the link no longer works.</Trans>
            ) : (
              <Trans>
                The link shows the questions and answers only, never tool details or your memories. You can stop sharing
                it at any time, here or in Settings.
              </Trans>
            )}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
