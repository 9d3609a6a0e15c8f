export { DocumentReader, pageAnchor, passageAnchor } from './DocumentReader';
export type { DocumentReaderProps, ReaderPassage } from './DocumentReader';
