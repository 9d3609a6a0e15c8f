export { DeleteAccountDialog, DELETED_WITH_ACCOUNT } from './DeleteAccountDialog';
export type { DeleteAccountDialogProps } from './DeleteAccountDialog';
