export { EditableList } from './EditableList';
export type { EditableListProps } from './EditableList';
