/**
 * Which messages the offline brain cannot read (language-reading.ts): kinds of words, in Duet's
 * languages and others, against English that borrows a word or two, names and sums.
 */
import { describe, expect, it } from 'vitest';
import { inAnotherLanguage } from './language-reading.js';

describe('a message in another language', () => {
  it.each([
    'Ich wohne in Berlin und meine Schwester heißt Ana.',
    'Was ist mein Lieblingsbuch?',
    'Hallo',
    '¿Dónde vivo yo?',
    'Me llamo Ana y vivo en Madrid.',
    'Je m’appelle Ana et j’habite à Lyon.',
    'Merci',
    'Eu moro em Lisboa e tenho um cachorro.',
    'こんにちは、元気ですか？',
    '私はベルリンに住んでいます。',
    'مرحبا، كيف حالك؟',
    'Привет, как дела?',
  ])('%s: another language', (message) => {
    expect(inAnotherLanguage(message)).toBe(true);
  });

  it.each([
    'I was born in Berlin.',
    'My sister’s name is Ana.',
    'Remember that ich wohne in Berlin.',
    'Do you know the film Das Boot?',
    'No, I will go so far as to say it is great.',
    'I love pain au chocolat and café con leche.',
    'Where do I live?',
    'Berlin',
    'Ana Müller',
    '17 * 23',
    'Hi!',
    '',
  ])('%s: English, or nothing to tell', (message) => {
    expect(inAnotherLanguage(message)).toBe(false);
  });
});
