import { accountRoutes, type VerifyHashRequest } from '../../../common/api/accounts';
import { youtubeRoutes, type SandboxConsentRequest } from '../../../common/api/youtube';
import { callApi } from '../../lib/api-client';

/** Starts the channel check of the account the channel-step cookie names; answers the consent URL. */
export function startYoutubeCheck() {
  return callApi(youtubeRoutes.start);
}

/** Sends the sandbox consent page's choice; answers where Google would send the browser now. */
export function sendSandboxConsent(body: SandboxConsentRequest) {
  return callApi(youtubeRoutes.sandboxConsent, { body });
}

/** Posts the hash of a passed channel check: the same verify route the e-mail's link uses. */
export function finishVerification(body: VerifyHashRequest) {
  return callApi(accountRoutes.verifyHash, { body });
}

/**
 * Leaves the app for another page (Google's consent page, or the server's callback): a full
 * navigation, not a route change. Kept in one place so component tests can stand in for it.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
