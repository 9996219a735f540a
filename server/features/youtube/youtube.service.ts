import type { RecheckRequest, SandboxConsentRequest } from '../../../common/api/youtube.js';
import type { Principal } from '../../auth/tokens.js';
import { callback, completeResult, startCheck } from './channel-check.js';
import { recheck } from './recheck.js';
import { sandboxConsent } from './sandbox-consent.js';
import type { YoutubeDeps } from './youtube-deps.js';

export type { YoutubeDeps } from './youtube-deps.js';

/** Partner eligibility with Google and the YouTube Data API (docs/product.md §1, §2, §5, §7). */
export function youtubeService(deps: YoutubeDeps) {
  return {
    start: (uid: string) => startCheck(deps, uid),
    callback: (query: URLSearchParams, browserState: string | undefined) =>
      callback(deps, query, browserState),
    completeResult: (hash: string) => completeResult(deps, hash),
    sandboxConsent: (input: SandboxConsentRequest) => sandboxConsent(deps, input),
    recheck: (who: Principal, input: RecheckRequest) => recheck(deps, who, input),
  };
}

/** The YouTube service's shape, for routes and tests. */
export type YoutubeService = ReturnType<typeof youtubeService>;
