import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n';

/** A tool call's duration: '420 ms' under a second, '1.2 s' under a minute, '2 min 5 s' above. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const number = (n: number) => i18n.number(n, { maximumFractionDigits: 1 });
  if (ms < 1000) {
    const milliseconds = number(Math.round(ms));
    return t`${milliseconds} ms`;
  }
  if (ms < 60_000) {
    const seconds = number(ms / 1000);
    return t`${seconds} s`;
  }
  const minutes = number(Math.floor(ms / 60_000));
  const rest = Math.round((ms % 60_000) / 1000);
  const seconds = number(rest);
  return rest ? t`${minutes} min ${seconds} s` : t`${minutes} min`;
}
