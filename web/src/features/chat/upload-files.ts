/** POST /api/v1/upload/files (multipart, repeated `files`): the elements to send with a message. */
import { t } from '@lingui/core/macro';
import { postForJson } from '../../session/post-to-api';

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
  const payload = await postForJson('/api/v1/upload/files', body, { refused: t`Upload failed` });
  return ((payload as UploadAnswer | null)?.files ?? []).map(({ element = {} }) => ({
    type: element.type ?? 'file',
    uploadId: element.upload_id ?? null,
    name: element.name ?? null,
    url: element.url ?? null,
    mimeType: element.mime_type ?? null,
    fileSize: element.file_size ?? null,
  }));
}
