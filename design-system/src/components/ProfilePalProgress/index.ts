export { ProfilePalProgress } from './ProfilePalProgress';
export type { ProfilePalProgressProps, ProfilePalStepView } from './ProfilePalProgress';
