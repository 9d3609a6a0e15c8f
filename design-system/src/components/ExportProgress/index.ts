export { ExportProgress } from './ExportProgress';
export type { ExportProgressProps, ExportStatus } from './ExportProgress';
