/**
 * Dates as Prisma writes them on SQLite: text in UTC, `2026-11-26T14:25:22.885+00:00`. A history
 * page reads a few hundred of them; JavaScript's general date parser takes about twice as long as
 * reading the seven numbers at their fixed places (bench/RESULTS.md, the history page). Anything
 * else, or a value this reading might not take as that parser does (a year below 100, a field out
 * of its range), is left to the parser.
 */

/** The digits of `text` from `start`, as a number; -1 if one of them is not a digit. */
function digits(text: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** The time of Prisma's SQLite date text, or null when the text has another shape. */
export function utcDateText(text: string): number | null {
  if (
    text.length !== 29 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':' ||
    text[19] !== '.' ||
    !text.endsWith('+00:00')
  ) {
    return null;
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  const ms = digits(text, 20, 3);
  // Date.UTC reads years 0–99 as 1900–1999; days past a month's end roll over in both readings.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || ms < 0) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

/** A date from the driver's value: Prisma's SQLite text read in place, anything else by Date. */
export function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  const time = utcDateText(text);
  return new Date(time ?? text);
}
