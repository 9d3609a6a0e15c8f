import { describe, expect, it } from 'vitest';
import { spokenLanguageOf } from './spoken-language';

describe('the language Duet listens for and speaks in the browser', () => {
  it("is the page's, in the browser's regional variant when it is the same language", () => {
    expect(spokenLanguageOf('de', 'de-AT')).toBe('de-AT');
    expect(spokenLanguageOf('pt-BR', 'pt-BR')).toBe('pt-BR');
    expect(spokenLanguageOf('en', 'en-GB')).toBe('en-GB');
  });

  it('is the page’s when the person chose another language than the browser’s', () => {
    expect(spokenLanguageOf('ja', 'en-US')).toBe('ja');
    expect(spokenLanguageOf('es', 'de-DE')).toBe('es');
  });

  it('is the browser’s before the page says any, and English with neither', () => {
    expect(spokenLanguageOf('', 'fr-CA')).toBe('fr-CA');
    expect(spokenLanguageOf('', '')).toBe('en');
  });
});
