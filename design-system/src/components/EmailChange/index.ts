export { EmailChange } from './EmailChange';
export type { EmailChangeErrors, EmailChangeProps } from './EmailChange';
