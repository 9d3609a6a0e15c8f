export { TokenInfo } from './TokenInfo';
export type { TokenInfoProps } from './TokenInfo';
