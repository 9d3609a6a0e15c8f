import { describe, expect, it } from 'vitest';
import { documentKindLabel, siteHost } from './document-kind';

describe('documentKindLabel', () => {
  it('names each kind as people do', () => {
    expect(documentKindLabel('pdf')).toBe('PDF');
    expect(documentKindLabel('docx')).toBe('Word');
    expect(documentKindLabel('html')).toBe('Web page');
  });
});

describe('siteHost', () => {
  it('keeps the site of a link without www', () => {
    expect(siteHost('https://www.example.com/a/b?c=d')).toBe('example.com');
    expect(siteHost('http://blog.example.org:8080/post')).toBe('blog.example.org');
  });
  it('returns an empty string for what is not an address', () => {
    expect(siteHost('not a url')).toBe('');
  });
});
