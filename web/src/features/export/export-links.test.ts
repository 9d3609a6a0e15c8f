import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, threadExportUrl } from './export-links';

describe('threadExportUrl', () => {
  it('is the download of one conversation in the format asked', () => {
    expect(threadExportUrl('th_1', 'md')).toBe('/api/v1/chat/threads/th_1/export?format=md');
    expect(threadExportUrl('th_1', 'json')).toBe('/api/v1/chat/threads/th_1/export?format=json');
  });

  it('escapes the id', () => {
    expect(threadExportUrl('a/b', 'md')).toBe('/api/v1/chat/threads/a%2Fb/export?format=md');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, decoded', () => {
    const header = `attachment; filename="Cafe notes.md"; filename*=UTF-8''Caf%C3%A9%20notes.md`;
    expect(fileNameFromDisposition(header)).toBe('Café notes.md');
  });

  it('reads a quoted name, with its escaped quotes', () => {
    expect(fileNameFromDisposition('attachment; filename="My \\"best\\" chat.json"')).toBe('My "best" chat.json');
  });

  it('reads a bare name up to the next parameter', () => {
    expect(fileNameFromDisposition('attachment; filename=duet-export.zip; size=10')).toBe('duet-export.zip');
  });

  it('falls back to the plain name when the UTF-8 one is broken', () => {
    const header = `attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.md"`;
    expect(fileNameFromDisposition(header)).toBe('fallback.md');
  });

  it('is null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
