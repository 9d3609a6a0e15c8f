/**
 * The pictures of the public page go up over REST, as files do (docs/product.md §7):
 * `POST /api/v1/profile/upload-picture` (the avatar, the square the owner cropped) and
 * `POST /api/v1/profile/photos` (one photo, added after the others). Both answer the profile.
 */
import { t } from '@lingui/core/macro';
import { postToApi } from '../../session/post-to-api';

async function send(path: string, file: Blob, name: string): Promise<void> {
  const body = new FormData();
  body.append('file', file, name);
  await postToApi(path, body, { refused: t`Failed to upload profile picture` });
}

export const uploadAvatar = (picture: Blob) => send('/api/v1/profile/upload-picture', picture, 'avatar.png');
export const uploadPhoto = (photo: File) => send('/api/v1/profile/photos', photo, photo.name || 'photo');
