import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './i18n';
import { activateLocale } from './i18n';

afterEach(() => activateLocale('en', {}));

describe('Intl formatters in the language in use', () => {
  it('are made once per language and options', () => {
    expect(numberFormat()).toBe(numberFormat());
    expect(dateTimeFormat({ dateStyle: 'medium' })).toBe(dateTimeFormat({ dateStyle: 'medium' }));
    expect(dateTimeFormat({ dateStyle: 'medium' })).not.toBe(dateTimeFormat({ dateStyle: 'short' }));
  });

  it('follow the language a person switches to', () => {
    expect(numberFormat().format(1234.5)).toBe('1,234.5');
    activateLocale('de', {});
    expect(numberFormat().format(1234.5)).toBe('1.234,5');
    expect(listFormat({ type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B und C');
    expect(relativeTimeFormat({ numeric: 'auto' }).format(-1, 'day')).toBe('gestern');
  });

  it('take a language of their own when given one', () => {
    expect(numberFormat(undefined, 'fr').format(1234.5)).toBe('1\u202f234,5');
  });
});
