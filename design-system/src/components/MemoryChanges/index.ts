export { MemoryChanges, MemoryHistory } from './MemoryChanges';
export type { MemoryChangeView, MemoryChangesProps, MemoryHistoryProps } from './MemoryChanges';
