import {
  isEligibleCount,
  type ChannelCheck,
  type RecheckRequest,
} from '../../../common/api/youtube.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { GoogleApiError } from '../../integrations/google/google-client.js';
import { type YoutubeDeps } from './youtube-deps.js';

/**
 * An Admin re-reads a Partner's channel statistics and stores them. It reports eligibility
 * and leaves the account's access alone: what to do about a shrunk channel is the Admin's call.
 */
export async function recheck(
  deps: YoutubeDeps,
  who: Principal,
  input: RecheckRequest,
): Promise<ChannelCheck> {
  const { repo, google } = deps;
  requireAccountType(who, 'Admin');
  const account = await repo.findAccount(input.uid);
  if (!account || account.account_type !== 'Partner') throw new AppError('not_found');
  const channelId = account.youtube_channel_id;
  if (!channelId) throw new AppError('no_channel_linked');
  if (!google.client) throw new AppError('verification_unavailable');
  const lookup = google.client.channelById;
  if (!lookup) throw new AppError('recheck_unavailable');
  let facts;
  try {
    facts = await lookup(channelId);
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    deps.log.warn({ uid: account.id, why: error.message }, 'youtube re-check failed');
    throw new AppError('youtube_failed');
  }
  const checkedAt = deps.now().toISOString();
  const audit = {
    actorId: who.uid,
    action: 'youtube.rechecked' as const,
    subject: { type: 'user', id: account.id },
    before: {
      channelTitle: account.youtube_channel_title,
      subscribers: account.youtube_subscriber_count,
    },
    after: facts
      ? { channelTitle: facts.title, subscribers: facts.subscriberCount }
      : { found: false },
    at: checkedAt,
  };
  if (!facts) {
    await repo.recordRecheck(undefined, audit);
    return {
      uid: account.id,
      channelId,
      channelTitle: account.youtube_channel_title,
      subscriberCount: account.youtube_subscriber_count,
      checkedAt: account.youtube_checked_at,
      found: false,
      eligible: false,
    };
  }
  await repo.recordRecheck(
    { uid: account.id, title: facts.title, subscribers: facts.subscriberCount, checkedAt },
    audit,
  );
  return {
    uid: account.id,
    channelId,
    channelTitle: facts.title,
    subscriberCount: facts.subscriberCount,
    checkedAt,
    found: true,
    eligible: isEligibleCount(facts.subscriberCount),
  };
}
