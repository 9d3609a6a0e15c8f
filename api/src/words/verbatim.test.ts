import { describe, expect, it } from 'vitest';
import { rewriteProse } from './verbatim.js';

const upper = (s: string) => s.toUpperCase();

describe('rewriteProse', () => {
  it('rewrites prose and keeps inline code, fenced code and quotations as written', () => {
    expect(rewriteProse('run `git rebase -i` now', upper)).toBe('RUN `git rebase -i` NOW');
    expect(rewriteProse('my code:\n```sh\nls -i\n```\nok', upper)).toBe('MY CODE:\n```sh\nls -i\n```\nOK');
    expect(rewriteProse('motto "I think" and “I am”', upper)).toBe('MOTTO "I think" AND “I am”');
  });

  it('keeps an unclosed fence to the end', () => {
    expect(rewriteProse('see ```\nI am code', upper)).toBe('SEE ```\nI am code');
  });
});
