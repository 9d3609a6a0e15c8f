export { QuotedQuestion } from './QuotedQuestion';
export type { QuotedQuestionProps } from './QuotedQuestion';
