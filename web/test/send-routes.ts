import { ProductionSendPage } from '../features/orders/ProductionSendPage';
import { SendReviewPage } from '../features/orders/SendReviewPage';

/** The order and delivery form's page and the confirmation it leads to, for form tests. */
export const sendRoutes = [
  { path: '/dashboard/production/send', Component: ProductionSendPage },
  { path: '/dashboard/production/send/review', Component: SendReviewPage },
];
