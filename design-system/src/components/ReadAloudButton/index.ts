export { ReadAloudButton } from './ReadAloudButton';
export type { ReadAloudButtonProps } from './ReadAloudButton';
