export { OllamaFoundBanner } from './OllamaFoundBanner';
export type { OllamaFoundBannerProps } from './OllamaFoundBanner';
