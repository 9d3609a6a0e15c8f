import { describe, expect, it } from 'vitest';
import { kindOf } from './document-kind';

describe('kindOf', () => {
  it('takes the kind the reader found over the name', () => {
    expect(kindOf({ kind: 'code', name: 'notes.txt', sourceUrl: null })).toBe('code');
  });

  it('names a file by its extension until it is read, and a link as a web page', () => {
    expect(kindOf({ kind: null, name: 'Report.PDF', sourceUrl: null })).toBe('pdf');
    expect(kindOf({ kind: null, name: 'README', sourceUrl: null })).toBe('text');
    expect(kindOf({ kind: null, name: 'example.com', sourceUrl: 'https://example.com/' })).toBe('html');
  });

  it('names no kind for an extension it does not know (an .exe is not "Code")', () => {
    expect(kindOf({ kind: null, name: 'setup.exe', sourceUrl: null })).toBeUndefined();
  });
});
