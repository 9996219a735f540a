import type { ExtensionResponse } from '../../../common/api/orders.js';
import type { Principal } from '../../auth/tokens.js';
import { loadOrder, viewOf, type ExtensionsContext } from './extension-rules.js';

/** The order's extension request, or `{}`; for its Partner, its assigned staff and Admins. */
export async function readExtension(
  ctx: ExtensionsContext,
  principal: Principal,
  orderId: string,
): Promise<ExtensionResponse> {
  const now = ctx.now();
  await loadOrder(ctx, principal, 'order.extension.read', orderId);
  const row = await ctx.repo.find(orderId);
  return row ? viewOf(row, now) : {};
}
