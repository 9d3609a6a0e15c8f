export { ProfileSection } from './ProfileSection';
export type { ProfilePost, ProfileProject, ProfileSectionContent, ProfileSectionProps } from './ProfileSection';
