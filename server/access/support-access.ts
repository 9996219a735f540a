import type { Principal } from '../auth/tokens.js';
import { AppError } from '../errors.js';

/**
 * Who works the Support desk (searching every customer's thread, tagging threads): Admins only.
 * Anyone else gets 403 `forbidden`; the desk holds every customer's messages.
 */
export function requireSupportDesk(principal: Principal): void {
  if (principal.accountType !== 'Admin') throw new AppError('forbidden');
}
