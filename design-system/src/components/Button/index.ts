export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
