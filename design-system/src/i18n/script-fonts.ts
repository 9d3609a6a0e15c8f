/**
 * The fonts of the scripts Inter lacks, bundled like Inter (design-system/src/tokens/fonts.css) so a
 * Japanese or Arabic page reads the same on every machine: Noto Sans JP and Noto Sans Arabic, named
 * after Inter in --font-sans (tokens.css). Their declarations are large (Japanese alone is ~120
 * files by unicode-range, 105 KB of CSS), so they load only with their language; a browser then
 * fetches just the files its text needs.
 */
import type { Locale } from '../../../common/locales';

export async function loadScriptFonts(locale: Locale): Promise<void> {
  if (locale === 'ja') await import('@fontsource-variable/noto-sans-jp/wght.css');
  else if (locale === 'ar') await import('@fontsource-variable/noto-sans-arabic/wght.css');
}
