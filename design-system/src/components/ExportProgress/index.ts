export { ExportProgress, formatBytes } from './ExportProgress';
export type { ExportProgressProps, ExportStatus } from './ExportProgress';
