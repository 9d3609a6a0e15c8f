export { AiConnectionCard } from './AiConnectionCard';
export type {
  AiConnectionCardProps,
  AiConnectionLastTest,
  AiConnectionModel,
  AiModelCapability,
} from './AiConnectionCard';
