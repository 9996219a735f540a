import type { ExtensionAnswer, ExtensionRequestBody } from '../../../common/api/orders.js';
import type { Principal } from '../../auth/tokens.js';
import { answerExtension } from './answer-extension.js';
import { extensionsContext, type ExtensionsDeps } from './extension-rules.js';
import { readExtension } from './read-extension.js';
import { requestExtension } from './request-extension.js';

export type { ExtensionsDeps } from './extension-rules.js';

/** Staff asking for more time and the Partner answering (docs/product.md §3, §4, §5, §6, §9). */
export function extensionsService(deps: ExtensionsDeps) {
  const ctx = extensionsContext(deps);
  return {
    request: (principal: Principal, body: ExtensionRequestBody) =>
      requestExtension(ctx, principal, body),
    get: (principal: Principal, orderId: string) => readExtension(ctx, principal, orderId),
    answer: (principal: Principal, orderId: string, body: ExtensionAnswer) =>
      answerExtension(ctx, principal, orderId, body),
  };
}

/** The extension rules' functions. */
export type ExtensionsService = ReturnType<typeof extensionsService>;
