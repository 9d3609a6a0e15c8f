export { FormMessage, Page, PageHeading, PageNote, PageSection } from './Page';
export type { FormMessageProps, PageHeadingProps, PageNoteProps, PageProps, PageSectionProps } from './Page';
