// What other features may use of the shop; everything else in this folder is private to it.
export { AffiliateHome } from './AffiliateHome';
export { PartnerCredits } from './PartnerCredits';
