export { HighlightedText } from './HighlightedText';
export type { HighlightedTextProps, TextRange } from './HighlightedText';
