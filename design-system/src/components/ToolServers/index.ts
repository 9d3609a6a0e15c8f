export { AddToolServerForm } from './AddToolServerForm';
export type { AddToolServerFormProps, NewToolServer } from './AddToolServerForm';
export { POLICY_LABELS, ToolServerCard } from './ToolServerCard';
export type { ToolPolicy, ToolServer, ToolServerCardProps, ToolServerTool } from './ToolServerCard';
