// What other features may use of orders; everything else in this folder is private to it.
export { EarningsCard } from './EarningsCard';
export { PartnerActivity } from './PartnerActivity';
export { StaffActivity } from './StaffActivity';
export { useOrderEvents } from './use-order-events';
