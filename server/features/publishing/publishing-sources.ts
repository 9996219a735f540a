import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accountEmail } from '../accounts/accounts.public.js';
import { deliveredFiles, storedFileOf } from '../drive/drive.public.js';
import { deliveredOrdersOfVideo, orderFacts } from '../orders/orders.public.js';

// What publishing asks of other features, each through its public module: the order and its
// video's delivered thumbnail orders (orders), the delivered files and where their bytes are
// kept (drive), the Partner's e-mail (accounts). Publishing reads none of their tables itself.

export function publishingSources(db: Kysely<Database>) {
  return {
    order: (orderId: string) => orderFacts(db, orderId),
    /** The delivered thumbnail orders (revisions included) of the same video and Partner. */
    thumbnailOrders: (video: { videoId: string; clientId: string }) =>
      deliveredOrdersOfVideo(db, { ...video, type: 'Thumbnail' }),
    deliveredFiles: (orderIds: readonly string[], kind: 'video' | 'image') =>
      deliveredFiles(db, orderIds, kind),
    storedFile: (fileId: string) => storedFileOf(db, fileId),
    /** Preselects the Google account on the consent page; empty when unknown. */
    emailOf: async (uid: string) => (await accountEmail(db, uid)) ?? '',
  };
}

export type PublishingSources = ReturnType<typeof publishingSources>;
