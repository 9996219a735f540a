import { randomUUID } from 'node:crypto';
import type { OrderPublishing, Publication, PublishForm } from '../../../common/api/publishing.js';
import type { Principal } from '../../auth/tokens.js';
import type { DeliveredFile } from '../drive/drive.public.js';
import { AppError } from '../../errors.js';
import { consentOf } from './consent.js';
import { publicationView } from './publication-view.js';
import type { PublishingDeps } from './publishing-deps.js';

// What the publish dialog reads, publishing an accepted delivery, and retrying a failed upload.

/** YouTube's own ceiling: 256 GB per video. */
const youtubeMaxBytes = 256 * 1024 ** 3;

const isSandbox = (deps: PublishingDeps) => deps.publisher?.kind === 'sandbox';

/** The order, its delivered video and the thumbnails on offer; the Partner's only. */
async function publishable(deps: PublishingDeps, principal: Principal, orderId: string) {
  await deps.access.require(principal, 'order.publish', orderId);
  const order = await deps.sources.order(orderId);
  if (!order) throw new AppError('not_found');
  const accepted = order.type === 'Edit' && order.accepted;
  const [video] = accepted ? await deps.sources.deliveredFiles([orderId], 'video') : [];
  const thumbnailOrders = await deps.sources.thumbnailOrders(order);
  const thumbnails = await deps.sources.deliveredFiles(thumbnailOrders, 'image');
  return { order, video, thumbnails };
}

const offered = (f: DeliveredFile) => ({ fileId: f.id, name: f.name, size: f.size });

export async function orderPublishing(
  deps: PublishingDeps,
  principal: Principal,
  orderId: string,
): Promise<OrderPublishing> {
  const { order, video, thumbnails } = await publishable(deps, principal, orderId);
  const rows = await deps.publications.ofOrder(orderId);
  const figures = await deps.figures.of(rows.map((r) => r.id));
  const analytics = await deps.analytics.of(rows.map((r) => r.id));
  return {
    requestId: orderId,
    title: order.title,
    video: video ? offered(video) : null,
    thumbnails: thumbnails.map(offered),
    consent: await consentOf(deps, principal),
    publications: rows.map((r) =>
      publicationView(r, isSandbox(deps), figures.get(r.id), analytics.get(r.id)),
    ),
  };
}

/** Queues the upload of an accepted edit's delivery; the job sends it (run-publishing.ts). */
export async function publishOrder(
  deps: PublishingDeps,
  principal: Principal,
  orderId: string,
  form: PublishForm,
): Promise<Publication> {
  const { order, video, thumbnails } = await publishable(deps, principal, orderId);
  if (!video) throw new AppError('not_publishable');
  if (!deps.publisher) throw new AppError('publishing_unavailable');
  const earlier = await deps.publications.ofOrder(orderId);
  // A failed publication whose video is up already (its thumbnail step stopped) is retried, not
  // sent again: a second copy on the channel would be the half-done result nobody sees.
  if (earlier.some((p) => p.state !== 'failed' || p.youtube_video_id !== null))
    throw new AppError('publication_in_progress');
  if (!(await deps.consents.find(principal.uid))) throw new AppError('youtube_consent_needed');
  if (video.size > youtubeMaxBytes) throw new AppError('youtube_too_large');
  const at = deps.now();
  if (form.thumbnailFileId !== null && !thumbnails.some((t) => t.id === form.thumbnailFileId))
    throw new AppError(
      'invalid_input',
      {},
      {
        thumbnailFileId: 'Pick a thumbnail delivered for this video.',
      },
    );
  const publishAt =
    form.visibility === 'scheduled' && form.publishAt ? new Date(form.publishAt) : null;
  if (publishAt && publishAt.getTime() <= at.getTime())
    throw new AppError('invalid_input', {}, { publishAt: 'Pick a time in the future.' });
  const row = {
    id: randomUUID(),
    order_id: orderId,
    client_id: order.clientId,
    video_file_id: video.id,
    thumbnail_file_id: form.thumbnailFileId,
    title: form.title,
    description: form.description,
    tags: JSON.stringify(form.tags),
    category_id: form.categoryId,
    made_for_kids: form.madeForKids ? 1 : 0,
    visibility: form.visibility,
    publish_at: publishAt?.toISOString() ?? null,
    size: video.size,
    bytes_sent: 0,
    upload_url: null,
    state: 'queued' as const,
    youtube_video_id: null,
    thumbnail_state: form.thumbnailFileId ? ('pending' as const) : ('none' as const),
    error_code: null,
    lease_until: null,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    published_at: null,
  };
  await deps.publications.insert(row);
  deps.kick();
  return publicationView(row, isSandbox(deps));
}

/** Puts a failed upload back in the queue (after quota returns, or consent was given again). */
export async function retryPublication(
  deps: PublishingDeps,
  principal: Principal,
  id: string,
): Promise<Publication> {
  const found = await deps.publications.find(id);
  if (!found) throw new AppError('not_found');
  await deps.access.require(principal, 'order.publish', found.order_id);
  const view = publicationView(found, isSandbox(deps));
  if (!view.canRetry) throw new AppError('publication_not_retryable');
  if (!(await deps.consents.find(principal.uid))) throw new AppError('youtube_consent_needed');
  if (!(await deps.publications.requeue(id, deps.now().toISOString())))
    throw new AppError('publication_not_retryable');
  deps.kick();
  const again = await deps.publications.find(id);
  return publicationView(again ?? found, isSandbox(deps));
}
