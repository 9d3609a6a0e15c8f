import { describe, expect, it } from 'vitest';
import { spokenText } from './lexing';

describe('spokenText: what a screen reader hears of an answer', () => {
  it('says the words without the Markdown marks', () => {
    expect(spokenText('**Bold** and _soft_ words, a [link](https://example.com) and `code`.')).toBe(
      'Bold and soft words, a link and code.',
    );
  });

  it('reads code blocks as their code, without the fences or the language', () => {
    expect(spokenText('Here:\n\n```js\nconst x = 1;\n```\n\nDone.')).toBe('Here:\nconst x = 1;\nDone.');
  });

  it('reads formulas as their source, without the dollars', () => {
    expect(spokenText('and $e^{i\\pi}+1=0$')).toBe('and e^{i\\pi}+1=0');
  });

  it('reads lists item by item and tables row by row', () => {
    expect(spokenText('- tea\n- maps\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe('tea\nmaps\na, b\n1, 2');
  });
});
