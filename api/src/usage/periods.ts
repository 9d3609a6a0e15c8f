/** The periods usage is counted in, in UTC: a day ("day:2026-11-25") and a month ("month:2026-11"). */
export interface Periods {
  day: string;
  month: string;
  /** When each ends (the next begins). */
  dayEnds: Date;
  monthEnds: Date;
}

export function periodsAt(now: Date): Periods {
  const iso = now.toISOString();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    day: `day:${iso.slice(0, 10)}`,
    month: `month:${iso.slice(0, 7)}`,
    dayEnds: new Date(Date.UTC(y, m, now.getUTCDate() + 1)),
    monthEnds: new Date(Date.UTC(y, m + 1, 1)),
  };
}
