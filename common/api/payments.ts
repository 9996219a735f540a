// Payments (docs/product.md §7 Payment): the shop's checkout, the sandbox card form, credits, and
// the Affiliates' commissions.

export * from './payments/billing.js';
export * from './payments/checkout.js';
export * from './payments/credits.js';
export * from './payments/commissions.js';
export * from './payments/referrals.js';
export * as paymentRoutes from './payments/routes.js';
