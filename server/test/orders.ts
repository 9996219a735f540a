// The set-up of the orders tests: an app on a clock the test moves, the people of an order, and
// the ways to get an order: `placeOrder` through the production form, as a Partner does, or
// `insertOrder` straight into the tables, in whatever state the test needs.
export * from './orders/app.js';
export * from './orders/form.js';
export * from './orders/people.js';
export * from './orders/reads.js';
export * from './orders/stored.js';
