import type { DriveDeps } from '../drive/drive.service.js';
import type { OrdersRepository } from './orders.repository.js';

/** The drive's access hooks the Orders feature answers (see DriveDeps). */
export type OrderDriveAccess = Required<
  Pick<DriveDeps, 'extraAccess' | 'extraOrderIds' | 'orderTitles'>
>;

/**
 * Who may read an order's files beyond their folder owner, uploader and Admins: the order's
 * Partner, its current staff member, and the new staff member of a pass-off Assigned to them (so
 * they can look before accepting). A staff member the order was passed away from loses access.
 */
export function orderDriveAccess(repo: OrdersRepository): OrderDriveAccess {
  return {
    async extraAccess(principal, files) {
      const orderIds = [
        ...new Set(files.map((f) => f.orderId).filter((id): id is string => id !== null)),
      ];
      if (orderIds.length === 0) return new Set<string>();
      const reachable = new Set(await repo.reachableOrderIds(principal.uid, orderIds));
      return new Set(
        files.filter((f) => f.orderId !== null && reachable.has(f.orderId)).map((f) => f.id),
      );
    },

    async extraOrderIds(principal) {
      return repo.reachableOrderIds(principal.uid);
    },

    async orderTitles(ids) {
      const rows = await repo.titlesOf(ids);
      return Object.fromEntries(rows.map((r) => [r.id, `${r.title} (${r.type})`]));
    },
  };
}
