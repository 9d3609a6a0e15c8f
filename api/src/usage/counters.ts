/**
 * A person's usage counters (UsageCounter): a message counted in its turn's transaction (so the
 * next message sees it at once, and the limit is checked against the counts this write returns),
 * tokens added when the recorder writes them, a recording's seconds once it is written down, an
 * answer's once it is read aloud.
 */
import type { Db } from '../db/client.js';
import type { SqlExec } from '../db/hot-writes/index.js';
import { addToCounter } from '../db/statements/usage-counters.js';
import { periodsAt } from './periods.js';

export interface Counts {
  messages: number;
  tokens: number;
}

/**
 * What the reports show: the counts and the seconds of speech written down (voice/), the person's
 * own and their twin's visitors' (twin/voice-chat.ts, at the owner's cost), and the seconds of
 * answers read aloud to the person (voice/speech.ts).
 */
export interface UsageCounts extends Counts {
  audioSeconds: number;
  twinAudioSeconds: number;
  speechSeconds: number;
  twinSpeechSeconds: number;
}

/**
 * Whose speech the seconds were: the person's own, or visitors' to the person's twin; or the
 * server's voice reading answers to the person.
 */
export type AudioMeter = 'audioSeconds' | 'twinAudioSeconds' | 'speechSeconds' | 'twinSpeechSeconds';

/** A person's counts today and this month (UTC). */
export interface PeriodCounts {
  day: Counts;
  month: Counts;
}

/**
 * Adds to the person's counters of the day and the month of `at`, and gives what they hold now.
 * The upsert locks the row until the transaction ends, so two sends at once are counted one after
 * the other: each sees the other's message.
 */
export async function count(
  exec: SqlExec,
  userId: string,
  add: { messages?: number; tokens?: number },
  at = new Date(),
): Promise<PeriodCounts> {
  const { day, month } = periodsAt(at);
  const after = async (period: string): Promise<Counts> => {
    const [row] = await exec.rows(addToCounter, {
      userId,
      period,
      messages: add.messages ?? 0,
      tokens: add.tokens ?? 0,
    });
    return { messages: Number(row?.messages ?? 0), tokens: Number(row?.tokens ?? 0) };
  };
  return { day: await after(day), month: await after(month) };
}

/** Adds a recording's seconds to the person's counters of the day and the month of `at`. */
export async function countAudioSeconds(
  db: Db,
  userId: string,
  seconds: number,
  at = new Date(),
  meter: AudioMeter = 'audioSeconds',
): Promise<void> {
  const { day, month } = periodsAt(at);
  await db.$transaction(
    [day, month].map((period) =>
      db.usageCounter.upsert({
        where: { userId_period: { userId, period } },
        create: { userId, period, [meter]: seconds },
        update: { [meter]: { increment: seconds } },
      }),
    ),
  );
}

/**
 * The seconds of voice the person used on the UTC day of `at`: their speech written down and the
 * answers read aloud to them, one budget (voice/voice-minutes.ts).
 */
export async function voiceSecondsOn(db: Db, userId: string, at = new Date()): Promise<number> {
  const row = await db.usageCounter.findUnique({
    where: { userId_period: { userId, period: periodsAt(at).day } },
    select: { audioSeconds: true, speechSeconds: true },
  });
  return (row?.audioSeconds ?? 0) + (row?.speechSeconds ?? 0);
}
