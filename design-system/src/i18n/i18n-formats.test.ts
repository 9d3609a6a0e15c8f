import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, listFormat, relativeTimeFormat } from './i18n';

afterEach(() => activateLocale('en', {}));

describe('Intl formatters in the language in use', () => {
  it('are made once per language and options', () => {
    expect(listFormat({ type: 'conjunction' })).toBe(listFormat({ type: 'conjunction' }));
    expect(listFormat({ type: 'conjunction' })).not.toBe(listFormat({ type: 'unit' }));
    expect(relativeTimeFormat({ numeric: 'auto' })).toBe(relativeTimeFormat({ numeric: 'auto' }));
  });

  it('follow the language a person switches to, as Lingui’s numbers do', () => {
    expect(i18n.number(1234.5)).toBe('1,234.5');
    activateLocale('de', {});
    expect(i18n.number(1234.5)).toBe('1.234,5');
    expect(listFormat({ type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B und C');
    expect(relativeTimeFormat({ numeric: 'auto' }).format(-1, 'day')).toBe('gestern');
  });

  it('take a language of their own when given one', () => {
    expect(listFormat({ type: 'conjunction' }, 'fr').format(['A', 'B', 'C'])).toBe('A, B et C');
  });
});
