import type { PromotionFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

/** Promotion videos waiting for an Admin's review at Ownership. */
export async function promotionFigures(deps: AdminOverviewDeps): Promise<PromotionFigures> {
  return { pendingVideos: await deps.repo.pendingVideos() };
}
