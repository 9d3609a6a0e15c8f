/**
 * The minutes of voice each person may use per UTC day (VOICE_MINUTES_PER_DAY): their speech written
 * down (UsageCounter.audioSeconds) and answers read aloud to them (speechSeconds), one budget
 * (usage/counters.ts). A recording or a part read aloud is refused once the day's minutes are used,
 * before the model is asked; the one that crosses the line is done and counted whole (its length is
 * known for certain only from the model), as a token limit lets the last answer pass (usage/limits.ts).
 */
import type { Db } from '../db/client.js';
import { voiceSecondsOn } from '../usage/counters.js';
import { inWords, minutesText } from '../usage/limits.js';
import { periodsAt } from '../usage/periods.js';
import { VoiceLimitError } from './errors.js';
import { said } from '../words/said.js';

export interface MinutesDeps {
  db: Db;
  minutesPerDay: number;
}

/** The seconds of voice the person may still use on the UTC day of `now`. */
export async function secondsLeftToday(deps: MinutesDeps, userId: string, now: Date): Promise<number> {
  return Math.max(0, deps.minutesPerDay * 60 - (await voiceSecondsOn(deps.db, userId, now)));
}

/** Refuses a recording or a reading when the day's minutes are used (429, Retry-After: the next UTC day). */
export async function checkVoiceMinutes(deps: MinutesDeps, userId: string, now: Date): Promise<void> {
  if ((await secondsLeftToday(deps, userId, now)) > 0) return;
  const { dayEnds } = periodsAt(now);
  const seconds = Math.max(1, Math.ceil((dayEnds.getTime() - now.getTime()) / 1000));
  const resets = `${dayEnds.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const when = inWords(seconds);
  throw new VoiceLimitError(
    said(
      /*i18n*/ {
        id: 'error.voice.minutes-used',
        message:
          "You've used your {amount} of voice today (speaking to Duet and hearing its answers). It resets at {resets} ({when}).",
      },
      { amount: minutesText(deps.minutesPerDay), resets, when },
    ),
    seconds,
  );
}
