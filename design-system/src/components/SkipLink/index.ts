export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
