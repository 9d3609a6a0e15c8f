/**
 * Refusals more than one domain says, marked once (words/said.ts): one English sentence, one id,
 * one translation in each language (api/src/words/say-in.test.ts holds that).
 */
import { said } from '../words/said.js';

/** A profile that is not there, or not public (profile/public-profile.ts, twin/twin-settings.ts). */
export const PROFILE_NOT_FOUND = said(/*i18n*/ { id: 'error.profile.not-found', message: 'Profile not found' });

/** A suggestion (of a memory or a profile item) that is not the person's, or is gone. */
export const SUGGESTION_NOT_FOUND = said(
  /*i18n*/ { id: 'error.suggestion-not-found', message: 'Suggestion not found' },
);
