export {
  activateLocale,
  currentDirection,
  currentLocale,
  designSystemMessages,
  i18n,
  listFormat,
  relativeTimeFormat,
} from './i18n';
export { LanguageProvider } from './LanguageProvider';
export { loadScriptFonts } from './script-fonts';
export { LOCALE_NAMES, LOCALES, isLocale, negotiateLocale, textDirection, type Locale } from '../../../common/locales';
export { spokenLanguage } from './spoken-language';
