export { Brand } from './Brand';
export type { BrandProps } from './Brand';
