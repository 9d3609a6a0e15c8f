export { FormMessage, Page, PageSection } from './Page';
export type { FormMessageProps, PageProps, PageSectionProps } from './Page';
