export { BasedOn } from './BasedOn';
export type { BasedOnProps } from './BasedOn';
