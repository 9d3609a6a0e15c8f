export { PublicPageOffer } from './PublicPageOffer';
export type { PublicPageOfferProps } from './PublicPageOffer';
