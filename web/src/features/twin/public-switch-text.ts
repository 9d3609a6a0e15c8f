/**
 * What the public switch says, on My Twin and in Settings: what turning it on does, Discover
 * included (api/src/profile/public-profile.ts discoverProfiles lists every public profile), said
 * before it happens and while it is so.
 */
import { t } from '@lingui/core/macro';

export function publicSwitchText(isPublic: boolean): string {
  return isPublic
    ? t`Anyone with the link can see your profile and chat with your twin, and it is listed in Discover.`
    : t`Only you can see your profile. Turning it on also lists it in Discover, where people find twins to talk to.`;
}
