// What other features may use of orders; everything else in this folder is private to it.
export { PartnerActivity } from './PartnerActivity';
export { useOrderEvents } from './use-order-events';
