import type { Decorator, Loader } from '@storybook/react-vite';
import {
  activateLocale,
  designSystemMessages,
  isLocale,
  LanguageProvider,
  LOCALE_NAMES,
  LOCALES,
  loadScriptFonts,
  textDirection,
} from '../design-system/src/i18n';

/** The toolbar's language menu: a designer reviews a component in each language Duet speaks. */
export const languageToolbar = {
  description: 'Language',
  toolbar: {
    title: 'Language',
    icon: 'globe' as const,
    items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
    dynamicTitle: true,
  },
};

/** Loads the chosen language's catalogs before the story renders (English needs none). */
export const languageLoader: Loader = async (context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const [messages] = await Promise.all([designSystemMessages(locale), loadScriptFonts(locale)]);
  activateLocale(locale, messages);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  return {};
};

/** Every story inside the provider its components read their words from. */
export const withLanguage: Decorator = (Story) => (
  <LanguageProvider>
    <Story />
  </LanguageProvider>
);
