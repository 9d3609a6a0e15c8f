export { FileElement } from './FileElement';
export type { FileElementProps, FileReading } from './FileElement';
export { formatFileSize } from './file-size';
