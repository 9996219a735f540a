import { randomBytes, randomUUID } from 'node:crypto';
import {
  CreateReviewLink,
  reviewLinkLimits,
  type CreatedReviewLink,
  type ReviewLinkList,
} from '../../../common/api/review-versions.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { orderChain } from './list-versions.js';
import { linkView, tokenHash } from './link-view.js';
import { linksRepository } from './links.repository.js';
import type { ReviewVersionsDeps } from './review-versions-deps.js';
import { versionsRepository } from './versions.repository.js';
import { recordAudit } from '../audit/audit.public.js';
import { orderRowStates } from '../orders/orders.public.js';

const dayMs = 24 * 3_600_000;

/**
 * POST /api/review-links: the order's Partner shares one delivered file of one version with a
 * guest. The token (192 random bits) is answered once and stored only hashed.
 */
export async function createLink(
  deps: ReviewVersionsDeps,
  principal: Principal,
  input: CreateReviewLink,
): Promise<CreatedReviewLink> {
  const body = CreateReviewLink.parse(input);
  const { order } = await orderChain(deps, principal, body.requestId);
  if (order.client_id !== principal.uid) throw new AppError('forbidden');
  const files = await versionsRepository(deps.db).deliveredFiles([order.id]);
  const file = files.find((f) => f.id === body.fileId && f.uploaderId === order.staff_id);
  if (!file || !orderRowStates.isDelivered(order)) throw new AppError('review_file_not_delivered');
  const repo = linksRepository(deps.db);
  const now = deps.now();
  if ((await repo.openCount(order.id, now.toISOString())) >= reviewLinkLimits.openPerOrder)
    throw new AppError('rate_limited', { minutes: 60, retryAfterSeconds: 3600 });
  const token = randomBytes(24).toString('base64url');
  const row = {
    id: randomUUID(),
    token_hash: tokenHash(token),
    order_id: order.id,
    file_id: file.id,
    created_by: principal.uid,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + body.expiresInDays * dayMs).toISOString(),
    revoked_at: null,
    password_hash: body.password === undefined ? null : await hashPassword(body.password),
    allow_download: body.allowDownload ? 1 : 0,
    download_rendition: body.downloadRendition,
  };
  await repo.insert(row);
  return { link: linkView(row, order.version, []), token };
}

/** GET /api/review-links/of/{requestId}: the links of the order's chain with their views. */
export async function listLinks(
  deps: ReviewVersionsDeps,
  principal: Principal,
  orderId: string,
): Promise<ReviewLinkList> {
  const { order, chain } = await orderChain(deps, principal, orderId);
  if (order.client_id !== principal.uid && principal.accountType !== 'Admin')
    throw new AppError('forbidden');
  const repo = linksRepository(deps.db);
  const links = await repo.ofOrders(chain.map((o) => o.id));
  const views = await repo.views(links.map((l) => l.id));
  const versionOf = new Map(chain.map((o) => [o.id, o.version]));
  return { links: links.map((l) => linkView(l, versionOf.get(l.order_id) ?? 1, views)) };
}

/** POST /api/review-links/{id}/revoke: its Partner (or an Admin) ends a link at once. */
export async function revokeLink(
  deps: ReviewVersionsDeps,
  principal: Principal,
  id: string,
): Promise<{ ok: true }> {
  const repo = linksRepository(deps.db);
  const link = await repo.byId(id);
  if (!link) throw new AppError('not_found');
  const { order } = await orderChain(deps, principal, link.order_id);
  if (order.client_id !== principal.uid && principal.accountType !== 'Admin')
    throw new AppError('not_found');
  const at = deps.now().toISOString();
  await repo.revoke(id, at);
  if (order.client_id !== principal.uid)
    await recordAudit(deps.db, {
      actorId: principal.uid,
      action: 'review.link_revoked',
      subject: { type: 'review_link', id },
      before: { order: link.order_id, partner: order.client_id },
      at,
    });
  return { ok: true };
}
