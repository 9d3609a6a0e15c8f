import { describe, expect, it } from 'vitest';
import { decodeText, isTextLike } from './attachment-text.js';

describe('which attachments are read as text', () => {
  it('by type or by name', () => {
    for (const [name, type] of [
      ['notes.txt', 'text/plain'],
      ['README', 'application/octet-stream'],
      ['data.csv', 'application/vnd.ms-excel'],
      ['report.md', 'application/octet-stream'],
      ['config.json', 'application/json'],
      ['main.py', 'text/x-python'],
      ['App.tsx', 'application/octet-stream'],
      ['query.sql', ''],
      ['page.html', 'text/html'],
    ]) {
      expect(isTextLike(name!, type!), name).toBe(true);
    }
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['paper.pdf', 'application/pdf'],
      ['archive.zip', 'application/zip'],
      ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['.env', 'application/octet-stream'],
    ]) {
      expect(isTextLike(name!, type!), name).toBe(false);
    }
  });
});

describe('decodeText', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads UTF-8, drops a character cut at the end, and reads other bytes as Windows-1252', () => {
    expect(decodeText(utf8('Olá\r\nmundo'), false)).toBe('Olá\nmundo');
    const euro = utf8('price: €');
    expect(decodeText(euro.subarray(0, euro.length - 1), true)).toBe('price: ');
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), false)).toBe('café');
  });

  it('a file with a NUL byte is not text', () => {
    expect(decodeText(new Uint8Array([0x50, 0x4b, 0x00, 0x01]), false)).toBeNull();
  });
});
