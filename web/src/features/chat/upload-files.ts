/** POST /api/v1/upload/files (multipart, repeated `files`): the elements to send with a message. */
import { requestIdentity } from '../../session/embed-identity';
import { errorText } from '../../relay/error-text';
import { AuthRequiredError, forcedLogout } from '../../session/forced-logout';

export interface UploadedElement {
  type: string;
  uploadId?: string | null;
  name?: string | null;
  url?: string | null;
  mimeType?: string | null;
  fileSize?: number | null;
}

interface UploadAnswer {
  files?: {
    element?: {
      type?: string;
      upload_id?: string;
      name?: string;
      url?: string;
      mime_type?: string;
      file_size?: number;
    };
  }[];
}

export async function uploadFiles(files: readonly File[]): Promise<UploadedElement[]> {
  if (files.length === 0) return [];
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const identity = requestIdentity();
  const response = await fetch('/api/v1/upload/files', {
    method: 'POST',
    credentials: identity.credentials,
    headers: { ...identity.headers, 'x-duet-csrf': '1' },
    body,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    forcedLogout();
    throw new AuthRequiredError();
  }
  if (!response.ok) throw new Error(errorText(payload, 'Upload failed'));
  return ((payload as UploadAnswer | null)?.files ?? []).map(({ element = {} }) => ({
    type: element.type ?? 'file',
    uploadId: element.upload_id ?? null,
    name: element.name ?? null,
    url: element.url ?? null,
    mimeType: element.mime_type ?? null,
    fileSize: element.file_size ?? null,
  }));
}
