export { SingleSignOn } from './SingleSignOn';
export type { SingleSignOnProps } from './SingleSignOn';
