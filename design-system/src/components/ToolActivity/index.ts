export { ToolActivity, activityLine } from './ToolActivity';
export type { ToolActivityItem, ToolActivityProps } from './ToolActivity';
export { formatDuration } from './duration';
