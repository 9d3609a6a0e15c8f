/**
 * Downloads the account ZIP with fetch (the session cookie goes along), reporting the bytes as
 * they arrive, then saves it under the server's file name through a blob URL.
 */
import { t } from '@lingui/core/macro';
import { errorText } from '../../relay/error-text';
import { AuthRequiredError, forcedLogout } from '../../session/forced-logout';
import { ACCOUNT_EXPORT_URL, fileNameFromDisposition } from './export-links';

export interface ExportStart {
  conversations: number | null;
  files: number | null;
}

export interface ExportCallbacks {
  onStart(info: ExportStart): void;
  onBytes(received: number): void;
}

const count = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

export async function downloadAccount(
  callbacks: ExportCallbacks,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  try {
    return await download(callbacks, signal);
  } catch (error) {
    // fetch and the stream reader fail with a TypeError when the network goes.
    throw error instanceof TypeError
      ? new Error(t`The connection was lost before the download finished. Try again.`)
      : error;
  }
}

async function download(
  { onStart, onBytes }: ExportCallbacks,
  signal?: AbortSignal,
): Promise<{ fileName: string; bytes: number }> {
  const response = await fetch(ACCOUNT_EXPORT_URL, { credentials: 'same-origin', signal });
  if (response.status === 401) {
    forcedLogout();
    throw new AuthRequiredError();
  }
  if (!response.ok || !response.body) {
    const payload: unknown = await response.json().catch(() => null);
    throw new Error(errorText(payload, t`The download could not start. Try again.`));
  }
  onStart({
    conversations: count(response.headers.get('x-duet-export-conversations')),
    files: count(response.headers.get('x-duet-export-files')),
  });
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.length;
    onBytes(received);
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'duet-export.zip';
  const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return { fileName, bytes: received };
}
