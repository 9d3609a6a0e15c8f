export { MessageEditor } from './MessageEditor';
export type { MessageEditorProps } from './MessageEditor';
