/**
 * The pictures of the public page go up over REST, as files do (docs/product.md §7):
 * `POST /api/v1/profile/upload-picture` (the avatar, the square the owner cropped) and
 * `POST /api/v1/profile/photos` (one photo, added after the others). Both answer the profile.
 */
import { errorText } from '../../relay/error-text';
import { AuthRequiredError, forcedLogout } from '../../session/forced-logout';

async function send(path: string, file: Blob, name: string): Promise<void> {
  const body = new FormData();
  body.append('file', file, name);
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'x-duet-csrf': '1' },
    body,
  });
  if (response.status === 401) {
    forcedLogout();
    throw new AuthRequiredError();
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new Error(errorText(payload, 'Failed to upload profile picture'));
  }
}

export const uploadAvatar = (picture: Blob) => send('/api/v1/profile/upload-picture', picture, 'avatar.png');
export const uploadPhoto = (photo: File) => send('/api/v1/profile/photos', photo, photo.name || 'photo');
