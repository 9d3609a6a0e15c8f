export { ToolApprovalCard } from './ToolApprovalCard';
export type { ToolApprovalCardProps, ToolApprovalStatus, ToolDecision } from './ToolApprovalCard';
