export { ToolCallCard } from './ToolCallCard';
export type { ToolCallCardProps, ToolCallStatus } from './ToolCallCard';
export { formatDuration } from './duration';
