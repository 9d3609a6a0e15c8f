import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';
import { preview } from './thread-kinds.js';

describe('a preview is plain text', () => {
  it('drops Markdown marks and keeps their words', () => {
    expect(plainText('**Bold** and __strong__, *soft* and _quiet_, `code` and ~~gone~~')).toBe(
      'Bold and strong, soft and quiet, code and gone',
    );
    expect(plainText('See [the docs](https://example.com) and ![a cat](cat.png)')).toBe('See the docs and a cat');
    expect(plainText('# Plan\n> quoted\n- one\n* two\n1. three\n- [x] done')).toBe(
      'Plan\nquoted\none\ntwo\nthree\ndone',
    );
    expect(plainText('```ts\nconst a = 1;\n```')).toBe('const a = 1;\n');
  });

  it('leaves what is not a mark alone', () => {
    for (const text of ['2 * 3 * 4 = 24', 'snake_case_name', 'a_b and c_d', 'price: $5 * 2', 'I love climbing'])
      expect(plainText(text)).toBe(text);
  });

  it('is what a thread preview holds, on one line', () => {
    expect(preview('**Lisbon** trip:\n- book _flights_\n- pack')).toBe('Lisbon trip: book flights pack');
  });
});
