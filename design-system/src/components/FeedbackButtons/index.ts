export { FeedbackButtons } from './FeedbackButtons';
export type { FeedbackButtonsProps, FeedbackRating } from './FeedbackButtons';
