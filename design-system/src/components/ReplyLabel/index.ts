export { ReplyLabel, type ReplyLabelProps, type ReplySource } from './ReplyLabel';
