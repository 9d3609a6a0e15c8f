export { ProfileSuggestions } from './ProfileSuggestions';
export type { ProfileSuggestionField, ProfileSuggestionView, ProfileSuggestionsProps } from './ProfileSuggestions';
