export { AddLinkForm } from './AddLinkForm';
export type { AddLinkFormProps } from './AddLinkForm';
export { checkLinkAddress } from './link-address';
export type { LinkCheck } from './link-address';
