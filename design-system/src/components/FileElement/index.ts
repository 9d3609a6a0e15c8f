export { FileElement } from './FileElement';
export type { FileElementProps } from './FileElement';
export { formatFileSize } from './file-size';
