import { beforeEach } from 'vitest';
import type { TestUser } from './factories.js';
import {
  insertOrder,
  insertOrderFile,
  isolated,
  useOrdersApp,
  type StoredOrder,
} from './orders.js';

// The setup the review tests share: a delivered Video Edit with its one revision left, the
// editor's delivered video on it, and a way to note a frame of it.

/** The delivered order of the current test and its delivered video. */
export type Delivery = { order: StoredOrder; fileId: string };

/**
 * An app per test (the live notifier, on the clock of `isolated`) and, before each test, a
 * fulfilled Video Edit of the Partner by the editor with one revision left, plus the editor's
 * delivered video (layer 2) on it. `fields` changes the order (a title, credits spent).
 * `addNote` notes a frame of that video (the body given adds to, or replaces, `defaults`).
 */
export function useDeliveredEdit(
  fields: Partial<StoredOrder> & { spend?: boolean } = {},
  defaults: Record<string, unknown> = {},
) {
  const { t, cast, clock } = useOrdersApp(isolated);
  const delivery = {} as Delivery;
  beforeEach(async () => {
    delivery.order = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
        status: 'fulfilled',
        closed_at: clock.iso(),
        close_reason: 'Fulfilled',
        revisions_left: 1,
        ...fields,
      },
    );
    delivery.fileId = await insertOrderFile(t, delivery.order);
  });
  const addNote = (who: TestUser, payload: object, orderId = delivery.order.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/review/versions/${orderId}/notes`,
      headers: who.headers,
      payload: { fileId: delivery.fileId, ...defaults, ...payload },
    });
  return { t, cast, clock, delivery, addNote };
}
