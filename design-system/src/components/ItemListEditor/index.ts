export { ItemListEditor } from './ItemListEditor';
export type { EditableItem, ItemListEditorProps, ItemListWords } from './ItemListEditor';
