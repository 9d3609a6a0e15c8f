export { CountBadge, formatCount } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
