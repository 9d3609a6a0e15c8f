/**
 * GET /api/v1/profile/public/{username} (docs/product.md §7): the one call made without credentials, with
 * its 10 s time-out and the messages of docs/product.md §8. Never throws: the page shows each outcome.
 */
import type { PublicProfileData } from '../../public-pages/profile-data';
import { errorText } from '../../relay/error-text';

export const PUBLIC_PROFILE_TIMEOUT_MS = 10_000;
export const PUBLIC_PROFILE_TIMEOUT = 'Request timeout - unable to fetch public profile';
export const PUBLIC_PROFILE_FAILED = 'Failed to fetch public profile';

export type PublicProfileResult =
  | { kind: 'ok'; profile: PublicProfileData }
  | { kind: 'not_found' }
  | { kind: 'error'; status: number; message: string };

export async function fetchPublicProfile(username: string): Promise<PublicProfileResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PUBLIC_PROFILE_TIMEOUT_MS);
  try {
    const response = await fetch(`/api/v1/profile/public/${encodeURIComponent(username)}`, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.status === 404) return { kind: 'not_found' };
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok)
      return { kind: 'error', status: response.status || 500, message: errorText(body, PUBLIC_PROFILE_FAILED) };
    if (!body || typeof body !== 'object' || typeof (body as PublicProfileData).username !== 'string') {
      return { kind: 'error', status: 500, message: PUBLIC_PROFILE_FAILED };
    }
    return { kind: 'ok', profile: body as PublicProfileData };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'error', status: 408, message: PUBLIC_PROFILE_TIMEOUT };
    return {
      kind: 'error',
      status: 500,
      message: errorText(error instanceof Error ? error.message : error, PUBLIC_PROFILE_FAILED),
    };
  } finally {
    clearTimeout(timer);
  }
}
