export { AnswerSources, sourceText } from './AnswerSources';
export type { AnswerSource, AnswerSourcesProps } from './AnswerSources';
