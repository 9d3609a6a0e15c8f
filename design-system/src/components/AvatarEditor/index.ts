export { AvatarEditor } from './AvatarEditor';
export type { AvatarEditorProps } from './AvatarEditor';
