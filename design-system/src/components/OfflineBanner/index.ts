export { OfflineBanner, OFFLINE_TEXT, type OfflineBannerProps } from './OfflineBanner';
