import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n';

/** Bytes as a short human size: '512 B', '12.4 KB', '3.1 MB', '1.2 GB' (numbers in the language in use). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) {
    const size = i18n.number(bytes, { useGrouping: false });
    return t`${size} B`;
  }
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < 3) {
    value /= 1024;
    unit += 1;
  }
  const size = i18n.number(value, { maximumFractionDigits: value >= 100 ? 0 : 1, useGrouping: false });
  switch (unit) {
    case 0:
      return t`${size} KB`;
    case 1:
      return t`${size} MB`;
    case 2:
      return t`${size} GB`;
    default:
      return t`${size} TB`;
  }
}
