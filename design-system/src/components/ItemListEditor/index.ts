export { ItemListEditor } from './ItemListEditor';
export type { EditableItem, ItemListEditorProps } from './ItemListEditor';
