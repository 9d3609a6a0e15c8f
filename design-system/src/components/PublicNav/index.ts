export { PublicNav } from './PublicNav';
export type { PublicNavProps } from './PublicNav';
