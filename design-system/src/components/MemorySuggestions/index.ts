export { MemorySuggestions } from './MemorySuggestions';
export type { MemorySuggestionView, MemorySuggestionsProps } from './MemorySuggestions';
