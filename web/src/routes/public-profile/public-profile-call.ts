/**
 * GET /api/v1/profile/public/{username} (docs/product.md §7): the one call made without credentials, with
 * its 10 s time-out and the messages of docs/product.md §8. Never throws: the page shows each outcome.
 */
import { t } from '@lingui/core/macro';
import type { PublicProfileData } from '../../public-pages/profile-data';
import { errorText } from '../../relay/error-text';

export const PUBLIC_PROFILE_TIMEOUT_MS = 10_000;
/** What the page says when the server took too long (docs/product.md §8). */
const timedOut = () => t`Request timeout - unable to fetch public profile`;
/** What the page says when the server gave no reason of its own (docs/product.md §8). */
const failed = () => t`Failed to fetch public profile`;

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
    if (!response.ok) return { kind: 'error', status: response.status || 500, message: errorText(body, failed()) };
    if (!body || typeof body !== 'object' || typeof (body as PublicProfileData).username !== 'string') {
      return { kind: 'error', status: 500, message: failed() };
    }
    return { kind: 'ok', profile: body as PublicProfileData };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'error', status: 408, message: timedOut() };
    return {
      kind: 'error',
      status: 500,
      message: errorText(error instanceof Error ? error.message : error, failed()),
    };
  } finally {
    clearTimeout(timer);
  }
}
