export { PromptSuggestions } from './PromptSuggestions';
export type { PromptSuggestionsProps } from './PromptSuggestions';
