export { ConfirmDialog, DELETE_CONVERSATION_MESSAGE } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
