// Orders (docs/product.md §2 Production routes, §3 Production request / Extension request / Product status /
// Order form, §4, §5, §7 Payment and Comm): a Partner orders an edit or a thumbnail from their
// team, staff deliver, the Partner reviews, revises or accepts; deadlines are the server's.

export * from './orders/order-form.js';
export * from './orders/delivery.js';
export * from './orders/status.js';
export * from './orders/extensions.js';
export * from './orders/lists.js';
export * from './orders/pass-off.js';
export * from './orders/revisions.js';
export * from './orders/reviews.js';
export * from './orders/earnings.js';
export * from './orders/test-clock.js';
export * as orderRoutes from './orders/routes.js';
