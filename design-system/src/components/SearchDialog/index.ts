export { SearchDialog } from './SearchDialog';
export type { SearchDialogProps, SearchResult } from './SearchDialog';
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, searchableQuery, updatedLabel } from './search-query';
