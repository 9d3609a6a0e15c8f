export { ImportPanel } from './ImportPanel';
export type { ImportPanelProps, ImportStatus, ImportSummaryView } from './ImportPanel';
