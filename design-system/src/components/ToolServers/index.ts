export { AddToolServerForm } from './AddToolServerForm';
export type { AddToolServerFormProps, NewToolServer } from './AddToolServerForm';
export { SharedToolServerCard, ToolConfigurationErrors } from './SharedToolServerCard';
export type {
  SharedToolServer,
  SharedToolServerCardProps,
  SharedToolServerTool,
  ToolConfigurationErrorsProps,
} from './SharedToolServerCard';
export { POLICY_LABELS } from './PolicyMenu';
export { ToolServerCard } from './ToolServerCard';
export type { ToolPolicy, ToolServer, ToolServerCardProps, ToolServerTool } from './ToolServerCard';
