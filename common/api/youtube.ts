import { z } from 'zod/mini';
import { eligibilityLimits as L } from '../limits.js';
import { Email } from './accounts.js';
import { defineRoute } from './contract.js';
import { plainText, required } from './fields.js';

/** Where Google (or the sandbox) sends the browser back after the consent page. */
export const youtubeCallbackPath = '/api/auth/youtube/callback';

/** The app's own test consent page, used instead of Google's when GOOGLE_CLIENT_ID is unset. */
export const sandboxConsentPath = '/join/verify/sandbox';

/**
 * The `error` values of /join/verify/return. The first three are docs/product.md §2's; the others cover what
 * the spec is silent on (docs/decisions/007-youtube-eligibility.md).
 */
export const verifyReturnErrors = [
  'not_eligible',
  'no_email',
  'not_found',
  'no_channel',
  'channel_taken',
  'cancelled',
  'failed',
] as const;
/** One of `verifyReturnErrors`. */
export type VerifyReturnError = (typeof verifyReturnErrors)[number];

/** Answer of POST /api/auth/youtube: the consent page to send the browser to. */
export const YoutubeStartResponse = z.object({ url: z.string() });
export type YoutubeStartResponse = z.infer<typeof YoutubeStartResponse>;

// `state` and the PKCE challenge are base64url, as oauth4webapi makes them (43 characters).
const base64url = required(plainText())
  .check(z.minLength(1))
  .check(z.maxLength(200))
  .check(z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid value.'));

/** What the tester picks on the sandbox consent page: the Google e-mail and the channel. */
export const SandboxPick = z.object({
  email: Email,
  /** The Google account has no YouTube channel: the channel list comes back empty. */
  noChannel: required(z.boolean('Expected true or false.')),
  channelTitle: required(plainText())
    .check(z.trim())
    .check(z.minLength(1, 'Enter a channel name.'))
    .check(z.maxLength(L.channelTitleMax, `At most ${L.channelTitleMax} characters.`)),
  /** Empty: an id made from the e-mail, so the same e-mail is always the same channel. */
  channelId: z.optional(
    plainText()
      .check(z.trim())
      .check(
        z.regex(/^(UC[A-Za-z0-9_-]{22})?$/, 'A channel id is UC followed by 22 letters or digits.'),
      ),
  ),
  subscribers: required(z.number('Enter a number.'))
    .check(z.int('Enter a whole number.'))
    .check(z.gte(0, 'At least 0.'))
    .check(z.lte(L.subscribersMax, 'Too many subscribers.')),
  /** The channel hides its subscriber count. */
  hidden: required(z.boolean('Expected true or false.')),
});
export type SandboxPick = z.infer<typeof SandboxPick>;

// Which check the answer is for: the consent page passes these on from its URL.
const checkReference = { state: base64url, codeChallenge: base64url };

/**
 * Body of POST /api/auth/youtube/sandbox: the tester's pick for one check. `allow: false` is the
 * Cancel button, which Google answers with `error=access_denied`.
 */
export const SandboxConsentRequest = z.discriminatedUnion('allow', [
  z.object({ allow: z.literal(false), ...checkReference }),
  z.extend(SandboxPick, { allow: z.literal(true), ...checkReference }),
]);
export type SandboxConsentRequest = z.infer<typeof SandboxConsentRequest>;

/** Answer of POST /api/auth/youtube/sandbox: where Google would send the browser now. */
export const SandboxConsentResponse = z.object({ url: z.string() });
export type SandboxConsentResponse = z.infer<typeof SandboxConsentResponse>;

/** Body of POST /api/user/youtube/recheck: the Partner an Admin re-checks. */
export const RecheckRequest = z.object({ uid: z.uuid('Expected a user id.') });
export type RecheckRequest = z.infer<typeof RecheckRequest>;

/** A Partner's channel as last read from YouTube, with what it means for eligibility. */
export const ChannelCheck = z.object({
  uid: z.string(),
  channelId: z.string(),
  channelTitle: z.nullable(z.string()),
  /** Null when the channel hides its count. */
  subscriberCount: z.nullable(z.number()),
  checkedAt: z.nullable(z.string()),
  /** False when YouTube no longer knows the channel; the stored facts are then left as they were. */
  found: z.boolean(),
  /** At least 50,000 visible subscribers (docs/product.md §5). */
  eligible: z.boolean(),
});
export type ChannelCheck = z.infer<typeof ChannelCheck>;

/** The YouTube eligibility routes: docs/product.md §7 POST /api/auth/youtube, the sandbox and the re-check. */
export const youtubeRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/api/auth/youtube',
    auth: false,
    response: YoutubeStartResponse,
  }),
  sandboxConsent: defineRoute({
    method: 'POST',
    path: '/api/auth/youtube/sandbox',
    auth: false,
    body: SandboxConsentRequest,
    response: SandboxConsentResponse,
  }),
  recheck: defineRoute({
    method: 'POST',
    path: '/api/user/youtube/recheck',
    auth: true,
    body: RecheckRequest,
    response: ChannelCheck,
  }),
} as const;

/** True when a subscriber count makes a channel eligible: visible and at least 50,000. */
export function isEligibleCount(subscribers: number | null): boolean {
  return subscribers !== null && subscribers >= L.minSubscribers;
}
