import { isEligibleCount, type VerifyReturnError } from '../../../common/api/youtube.js';
import type { GoogleIdentity } from '../../integrations/google/google-client.js';
import type { CheckedAccount, StoredChannel } from './youtube.repository.js';

/** What the callback decides, before it is stored. */
export type Decision =
  | { outcome: VerifyReturnError; channel?: StoredChannel }
  | { outcome: 'eligible'; channel: StoredChannel };

/**
 * The rules of §1 and §5 for one consent: the e-mail must be the account's, the account needs a
 * channel, the channel at least 50,000 visible subscribers and no other Partner already.
 */
export function decideEligibility(
  account: CheckedAccount | undefined,
  identity: GoogleIdentity,
  checkedAt: string,
  channelOwner: string | undefined,
): Decision {
  // The account the verification was started for is gone, or Google named no usable e-mail.
  if (!account || account.account_type !== 'Partner') return { outcome: 'no_email' };
  if (!identity.email || !identity.emailVerified) return { outcome: 'no_email' };
  if (identity.email.toLowerCase() !== account.email.toLowerCase()) return { outcome: 'not_found' };
  const first = identity.channels[0];
  if (!first) return { outcome: 'no_channel' };
  const channel: StoredChannel = {
    channelId: first.id,
    title: first.title,
    subscribers: first.subscriberCount,
    checkedAt,
  };
  if (!isEligibleCount(first.subscriberCount)) return { outcome: 'not_eligible', channel };
  if (channelOwner !== undefined && channelOwner !== account.id)
    return { outcome: 'channel_taken', channel };
  return { outcome: 'eligible', channel };
}
