export { LanguageChoice } from './LanguageChoice';
export type { LanguageChoiceProps } from './LanguageChoice';
