export { PhotoGrid } from './PhotoGrid';
export type { PhotoGridProps } from './PhotoGrid';
