export { BasedOn } from './BasedOn';
export type { BasedOnProps, BasedOnSource } from './BasedOn';
