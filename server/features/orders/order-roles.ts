import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';

/** How a caller stands to an order: its Partner, its assigned staff, an Admin, or a stranger. */
export type OrderRole = 'client' | 'staff' | 'admin' | null;

/**
 * The caller's role on an order. A stranger must get 404 (the order's existence is not theirs to
 * know); someone who can see the order but may not do the action gets 403.
 */
export function roleOn(
  principal: Principal,
  order: { client_id: string; staff_id: string },
): OrderRole {
  if (order.client_id === principal.uid) return 'client';
  if (order.staff_id === principal.uid) return 'staff';
  if (isAdmin(principal)) return 'admin';
  return null;
}
