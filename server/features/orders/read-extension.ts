import type { ExtensionResponse } from '../../../common/api/orders.js';
import type { Principal } from '../../auth/tokens.js';
import { loadOrder, viewOf, type ExtensionsContext } from './extension-rules.js';

/** The order's extension request, or `{}`; for its Partner, its assigned staff and Admins. */
export async function readExtension(
  ctx: ExtensionsContext,
  principal: Principal,
  requestId: string,
): Promise<ExtensionResponse> {
  const now = ctx.now();
  await loadOrder(ctx, principal, 'order.extension.read', requestId);
  const row = await ctx.repo.find(requestId);
  return row ? viewOf(row, now) : {};
}
