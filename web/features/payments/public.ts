// What other features may use of the shop (payments on the server).

/** The keys of the payment queries, for what an order makes stale (credits spent or refunded). */
export { paymentKeys } from './api';
/** The dashboard home's credits panel of a Partner. */
export { PartnerCredits } from './PartnerCredits';
/** The number of items in the cart, for the sidebar's Shop entry. */
export { useBasketCount } from './basket';
/** A state as a small coloured label (pending, paid, …), for lists of money elsewhere. */
export { StatePill } from './StatePill';
