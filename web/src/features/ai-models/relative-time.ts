/** "just now", "2 minutes ago", "yesterday": when something happened, in words. */
import { relativeTimeFormat } from '@duet/design-system';
import { t } from '@lingui/core/macro';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

export function timeAgo(at: string | Date, now: number = Date.now()): string {
  let value = (new Date(at).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return t`just now`;
  const format = relativeTimeFormat({ numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
