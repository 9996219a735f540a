import { queryOptions } from '@tanstack/react-query';
import { driveRoutes, type DriveFile, type FileContents } from '../../../common/api/drive';
import type { ProductionRequest } from '../../../common/api/orders';
import { callApi } from '../../lib/api-client';
import { orderKeys } from './api';

/**
 * The raw files and the deliveries of an order's folder (docs/product.md §7 read/file-contents?layers=2).
 * Keyed under the orders, so an `orderUpdated` event (a delivery) refreshes it too.
 */
export const orderFolderQuery = (folderId: string) =>
  queryOptions({
    queryKey: orderKeys.folder(folderId),
    queryFn: ({ signal }) =>
      callApi(driveRoutes.fileContents, { params: { id: folderId }, query: { layers: 2 }, signal }),
  });

/** The files of one order, out of its folder's two layers. */
export type OrderFiles = {
  /** What the Partner uploaded with the order (for a revision: with the order it revises). */
  raw: DriveFile[];
  /** What the staff member delivered for this order. */
  deliveries: DriveFile[];
  /** For a revision: the delivery being revised. */
  revised: DriveFile[];
};

/**
 * Picks an order's files out of its folder, which other orders placed with the same form (the
 * edit and the thumbnail of one video) share: a file belongs to the order its `orderId` names.
 */
export function pickOrderFiles(
  contents: FileContents,
  order: Pick<ProductionRequest, 'requestId' | 'ofRequestId'>,
): OrderFiles {
  const [layer1 = [], layer2 = []] = contents.files;
  const rawOwners = new Set([order.requestId, order.ofRequestId].filter(Boolean));
  const finished = (file: DriveFile) => file.state === 'finished';
  return {
    raw: layer1.filter((f) => finished(f) && f.orderId !== null && rawOwners.has(f.orderId)),
    deliveries: layer2.filter((f) => finished(f) && f.orderId === order.requestId),
    revised: order.ofRequestId
      ? layer2.filter((f) => finished(f) && f.orderId === order.ofRequestId)
      : [],
  };
}
