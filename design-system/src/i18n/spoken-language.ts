/**
 * The language Duet listens for and speaks in the browser (speech recognition, speech synthesis):
 * the page's (the one Duet speaks with the person, <html lang>), in the browser's own regional
 * variant when the browser asks for the same language (de-AT, pt-BR, en-GB), which the browser's
 * recognition and voices are made for.
 */
export function spokenLanguage(): string {
  return spokenLanguageOf(
    typeof document === 'undefined' ? '' : document.documentElement.lang,
    typeof navigator === 'undefined' ? '' : navigator.language,
  );
}

/** spokenLanguage's rule, for a page's language and the browser's first language. */
export function spokenLanguageOf(page: string, browser: string): string {
  if (!page) return browser || 'en';
  const language = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return browser && language(browser) === language(page) ? browser : page;
}
