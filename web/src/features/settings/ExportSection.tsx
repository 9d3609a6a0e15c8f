/** Settings › "Your data": download everything as one ZIP, with its progress (docs/product.md §7). */
import { Button, ExportProgress, PageSection, type ExportStatus } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { AuthRequiredError } from '../../session/forced-logout';
import { downloadAccount } from '../export/download-account';
import { errorText } from '../../relay/error-text';

interface Progress {
  status: ExportStatus;
  bytes: number;
  conversations: number | null;
  files: number | null;
  fileName: string | null;
  message: string | null;
}

const START: Progress = {
  status: 'preparing',
  bytes: 0,
  conversations: null,
  files: null,
  fileName: null,
  message: null,
};

export function ExportSection() {
  const { t } = useLingui();
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const busy = progress?.status === 'preparing' || progress?.status === 'downloading';
  const update = (change: Partial<Progress>) => setProgress((p) => (p ? { ...p, ...change } : p));

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(START);
    // Byte counts arrive many times a second: the screen shows them at most every 100 ms.
    let shownAt = 0;
    try {
      const saved = await downloadAccount(
        {
          onStart: ({ conversations, files }) => update({ status: 'downloading', conversations, files }),
          onBytes: (bytes) => {
            const now = performance.now();
            if (now - shownAt < 100) return;
            shownAt = now;
            update({ bytes });
          },
        },
        controller.signal,
      );
      update({ status: 'done', bytes: saved.bytes, fileName: saved.fileName });
    } catch (error) {
      if (controller.signal.aborted || error instanceof AuthRequiredError) return;
      update({ status: 'error', message: errorText(error) });
    }
  };

  return (
    <PageSection
      titleId="your-data-title"
      title={t`Your data`}
      note={t`Download everything in one ZIP file: your profile, memories, stories, files, and every conversation with all its branches. Conversations come in Duet's JSON format, which you can import again.`}
    >
      <div>
        <Button variant="secondary" onClick={() => void start()} loading={busy}>
          {progress?.status === 'error' ? t`Try again` : t`Download all your data`}
        </Button>
      </div>
      {progress && (
        <ExportProgress
          status={progress.status}
          receivedBytes={progress.bytes}
          conversations={progress.conversations}
          files={progress.files}
          fileName={progress.fileName}
          message={progress.message}
        />
      )}
    </PageSection>
  );
}
