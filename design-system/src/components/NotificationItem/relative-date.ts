import { currentLocale, relativeTimeFormat } from '../../i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * A notification's date (docs/product.md §2): 'Today', 'Yesterday', 'N days ago' under 7 days, else the short
 * month and day ('Nov 3'), in the language in use. Calendar days in the viewer's time zone; `now` is
 * injectable for tests.
 */
export function formatRelativeDate(
  value: Date | string | number,
  now: Date = new Date(),
  locale: string = currentLocale(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days < 7) {
    // 'today', 'yesterday', '2 days ago' — capitalised as a label on its own: 'Today'.
    const text = relativeTimeFormat({ numeric: 'auto' }, locale).format(-Math.max(days, 0), 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}
