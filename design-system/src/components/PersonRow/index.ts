export { PersonRow } from './PersonRow';
export type { PersonRowProps, PersonStatus } from './PersonRow';
