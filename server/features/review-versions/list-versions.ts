import type {
  Version,
  VersionState,
  VersionsResponse,
} from '../../../common/api/review-versions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { orderRowStates } from '../orders/orders.public.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';
import { versionsRepository, type ChainOrder } from './versions.repository.js';

/** Where a delivered version stands: joined with accepting (Approved) and revising. */
export function versionState(order: ChainOrder, revised: boolean): VersionState {
  if (order.accepted_at) return 'approved';
  return revised ? 'revisions_needed' : 'pending';
}

/**
 * The chain of `requestId` (the order and its revisions) and the caller's right to it: its
 * Partner, its staff member and Admins; anyone else, and an unknown order, get 404.
 */
export async function orderChain(
  deps: ReviewVersionsDeps,
  principal: Principal,
  orderId: string,
): Promise<{ order: ChainOrder; chain: ChainOrder[] }> {
  const repo = versionsRepository(deps.db);
  const order = await repo.findOrder(orderId);
  if (!order) throw new AppError('not_found');
  const chain = await repo.sameWork(order);
  // Whoever sees one version of the chain sees them all.
  const readable = await deps.access.check(
    principal,
    'order.read',
    chain.map((o) => o.id),
  );
  if (readable.size === 0) throw new AppError('not_found');
  return { order, chain };
}

/**
 * GET /api/review-versions/{requestId}: every delivered version of the order's chain with its
 * delivered files (those the staff member of that version uploaded), what the server read of
 * each video, and its review state.
 */
export async function listVersions(
  deps: ReviewVersionsDeps,
  principal: Principal,
  orderId: string,
): Promise<VersionsResponse> {
  const { order, chain } = await orderChain(deps, principal, orderId);
  const delivered = chain.filter((o) => orderRowStates.isDelivered(o) && o.closed_at);
  const files = await versionsRepository(deps.db).deliveredFiles(delivered.map((o) => o.id));
  const facts = new Map(
    (await deps.media.factsOfReadable(files.map((f) => f.id))).map((m) => [m.fileId, m]),
  );
  const revisedIds = orderRowStates.revisedAmong(chain);
  const versions: Version[] = delivered.map((o) => {
    const own = files
      .filter((f) => f.orderId === o.id && f.uploaderId === o.staff_id)
      .map((f) => ({
        fileId: f.id,
        name: f.name,
        mime: f.mime,
        kind: f.kind,
        media: facts.get(f.id) ?? null,
      }));
    const video = own.find((f) => f.kind === 'video' && f.media?.frameRate);
    return {
      version: o.version,
      requestId: o.id,
      state: versionState(o, revisedIds.has(o.id)),
      deliveredTime: o.closed_at as string,
      frameRate: video?.media?.frameRate ?? null,
      files: own,
    };
  });
  return { requestId: order.id, title: order.title, clientUid: order.client_id, versions };
}
