import { describe, expect, it } from 'vitest';
import { spokenText } from '../../../../common/spoken-text';

describe('spokenText', () => {
  it('keeps the words and drops the marks', () => {
    expect(spokenText('## Plan\n\n- **Saturday**: the [Tram 28](https://x.example) ride\n- _Sunday_: Sintra')).toBe(
      'Plan\nSaturday: the Tram 28 ride\nSunday: Sintra',
    );
  });

  it('says a code block is there instead of reading it', () => {
    expect(spokenText('Run this:\n```sh\nnpm start\n```\nThen open it.')).toBe('Run this:\n(code)\nThen open it.');
    expect(spokenText('Use `npm test` often')).toBe('Use npm test often');
  });

  it('leaves plain sentences and snake_case words alone', () => {
    expect(spokenText('It costs 3 * 4 = 12 euros; see my_notes.')).toBe('It costs 3 * 4 = 12 euros; see my_notes.');
  });
});
