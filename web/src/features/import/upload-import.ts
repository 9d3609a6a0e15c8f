/**
 * Sends an export file to POST /api/v1/import with XMLHttpRequest, the one browser API that
 * reports upload progress, and reads the summary (docs/product.md, "Take it with you" → Import).
 */
import { t } from '@lingui/core/macro';
import { errorText } from '../../relay/error-text';
import { AuthRequiredError, forcedLogout } from '../../session/forced-logout';

const IMPORT_URL = '/api/v1/import';

export interface ImportResult {
  imported: number;
  skipped: number;
  messages: number;
  conversations: Array<{ id: string; title: string }>;
  /** New memory suggestions found in what was imported (none is a memory yet). */
  suggestedMemories: number;
}

interface ImportBody extends Omit<ImportResult, 'suggestedMemories'> {
  suggested_memories?: number;
}

export interface ImportCallbacks {
  /** Share of the file sent, 0–1. */
  onProgress(sent: number): void;
  /** The whole file is sent; the server is reading and writing it. */
  onUploaded(): void;
}

export function uploadImport(
  file: File,
  { onProgress, onUploaded }: ImportCallbacks,
  signal?: AbortSignal,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMPORT_URL);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploaded();
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 401) {
        forcedLogout();
        reject(new AuthRequiredError());
        return;
      }
      if (xhr.status !== 201 || !body || typeof body !== 'object') {
        reject(
          new Error(
            xhr.status === 413 && !body
              ? t`This file is too large to import.`
              : errorText(body, t`The import did not work. Try again.`),
          ),
        );
        return;
      }
      const { suggested_memories: suggested, ...summary } = body as ImportBody;
      resolve({ ...summary, suggestedMemories: typeof suggested === 'number' ? suggested : 0 });
    };
    xhr.onerror = () => reject(new Error(t`The connection was lost before the import finished. Try again.`));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the browser's own AbortError, never shown (the caller stops)
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
