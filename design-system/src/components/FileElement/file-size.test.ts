import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('formats bytes, kilobytes, megabytes and gigabytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_700)).toBe('12.4 KB');
    expect(formatFileSize(3_250_000)).toBe('3.1 MB');
    expect(formatFileSize(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
  it('returns an empty string for nonsense', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
