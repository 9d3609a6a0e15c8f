export { ImportPanel, importSummaryText } from './ImportPanel';
export type { ImportPanelProps, ImportStatus, ImportSummaryView } from './ImportPanel';
