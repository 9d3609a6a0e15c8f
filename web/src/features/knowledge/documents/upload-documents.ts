/**
 * POST /api/v1/documents (multipart, repeated `files`): files join the knowledge library, with the
 * upload's progress as it goes (XMLHttpRequest reports it; fetch does not). A project's files go to
 * POST /api/v1/projects/{id}/files the same way.
 */
import { t } from '@lingui/core/macro';
import { errorText } from '../../../relay/error-text';
import { requestIdentity } from '../../../session/embed-identity';
import { forcedLogout } from '../../../session/forced-logout';

export function uploadDocuments(
  files: readonly File[],
  onProgress: (fraction: number) => void,
  to = '/api/v1/documents',
): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const identity = requestIdentity();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', to);
    xhr.withCredentials = identity.credentials === 'include';
    for (const [name, value] of Object.entries({ ...identity.headers, 'x-duet-csrf': '1' })) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) forcedLogout();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says enough
      }
      reject(new Error(errorText(payload, t`The upload failed. Try again.`)));
    };
    xhr.onerror = () => reject(new Error(t`The upload did not reach Duet. Check your connection and try again.`));
    xhr.send(body);
  });
}
