export { SectionNav } from './SectionNav';
export type { SectionNavItem, SectionNavProps } from './SectionNav';
