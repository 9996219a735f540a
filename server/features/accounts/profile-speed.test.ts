import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute } from '../../test/call-route.js';
import { orderRow, placeOrder, startTime, useOrdersApp } from '../../test/orders.js';

const { t, cast } = useOrdersApp();
const dayMs = 86_400_000;
const dueAfter = (days: number) => new Date(Date.parse(startTime) + days * dayMs).toISOString();

describe('a staff member changing their speed', () => {
  it('sets the due date of orders placed afterwards and leaves earlier ones as they were', async () => {
    const before = await placeOrder(t, cast.partner, cast);
    const editBefore = await orderRow(t, before.editId ?? '');
    expect(editBefore.due_at).toBe(dueAfter(2));

    const res = await callRoute(t, accountRoutes.updateWork, cast.editor, {
      body: { isEditor: true, isArtist: false, editSpeed: 5, thumbnailSpeed: null },
    });
    expect(res.status).toBe(200);

    const after = await placeOrder(t, cast.partner, cast);
    expect((await orderRow(t, after.editId ?? '')).due_at).toBe(dueAfter(5));
    expect((await orderRow(t, before.editId ?? '')).due_at).toBe(dueAfter(2));
  });
});
