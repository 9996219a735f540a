import type { Principal } from '../auth/tokens.js';
import { AppError } from '../errors.js';

/**
 * Who reads how published videos did, summed up: a staff member's medians are read by Admins
 * (beside the rating on the staff page) and by the staff member; a Partner reads their own last
 * videos; the month of the whole agency is an Admin's. Anyone else gets 403: the answer would
 * tell how someone's work does on YouTube.
 */
export const publishedResultsAccess = {
  staff(principal: Principal, staffUid: string): void {
    if (principal.accountType === 'Admin') return;
    if (principal.accountType === 'Production' && principal.uid === staffUid) return;
    throw new AppError('forbidden');
  },
  partnerOwn(principal: Principal): void {
    if (principal.accountType !== 'Partner') throw new AppError('forbidden');
  },
  agency(principal: Principal): void {
    if (principal.accountType !== 'Admin') throw new AppError('forbidden');
  },
};
