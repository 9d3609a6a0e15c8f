export { TwinCard } from './TwinCard';
export type { TwinCardProps } from './TwinCard';
