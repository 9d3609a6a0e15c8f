export { ThemeChoice } from './ThemeChoice';
export type { ThemeChoiceProps, ThemeName } from './ThemeChoice';
