import { describe, expect, it } from 'vitest';
import { checkLinkAddress } from './link-address';

describe('checkLinkAddress', () => {
  it('takes a web address, trimmed', () => {
    expect(checkLinkAddress('  https://example.com/a?b=c \n')).toEqual({ ok: true, url: 'https://example.com/a?b=c' });
    expect(checkLinkAddress('http://localhost:8080/notes')).toEqual({ ok: true, url: 'http://localhost:8080/notes' });
  });
  it('asks for an address when there is none', () => {
    expect(checkLinkAddress('   ')).toEqual({ ok: false, message: 'Enter the address of a web page.' });
  });
  it('asks for the full address when it is not one', () => {
    expect(checkLinkAddress('example.com/page')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/full address/),
    });
  });
  it('refuses what is not a web page', () => {
    for (const typed of [
      'mailto:ada@example.com',
      'ftp://example.com/a',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ]) {
      expect(checkLinkAddress(typed)).toMatchObject({ ok: false, message: expect.stringMatching(/Only web pages/) });
    }
  });
});
