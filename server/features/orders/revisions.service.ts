import type { Principal } from '../../auth/tokens.js';
import { requestRevision, type RevisionsDeps } from './request-revision.js';

export type { RevisionsDeps } from './request-revision.js';

/** A Partner asking for changes to a delivered edit (docs/product.md §4, §5, §7 Drive). */
export function revisionsService(deps: RevisionsDeps) {
  return {
    request: (principal: Principal, fileId: string, message: string) =>
      requestRevision(deps, principal, fileId, message),
  };
}

/** The revision rule's functions. */
export type RevisionsService = ReturnType<typeof revisionsService>;
