/**
 * The error catalogue of docs/product.md §8 plus the codes the server needs for its own rules:
 * every code the API answers with, its HTTP status and the text the user reads. `errors.ts`
 * reads it (codes, bodies, filled messages); nothing else defines an error. Groups of codes that
 * belong to one rule set live in their own `error-catalogue-*.ts` and are spread in here.
 */

import { payoutErrors } from './error-catalogue-payouts.js';
import { dashboardPaths } from './paths.js';

export type CatalogueEntry = {
  /** HTTP status the server answers with. */
  status: number;
  /** Text shown to the user; `{name}` placeholders are filled from the error's params. */
  message: string;
  /** Optional call to action shown after the message, as in the spec's 'message | link' entries. */
  link?: { text: string; href: string };
};

export const errorCatalogue = {
  ...payoutErrors,
  invalid_username: {
    status: 400,
    message: 'Invalid username given! Use letters, digits, dots, dashes or underscores.',
  },
  username_forbidden: { status: 400, message: 'Username not allowed! No numbers in beginning.' },
  invalid_email: { status: 400, message: 'Invalid email given!' },
  username_taken: { status: 409, message: 'Username is taken!' },
  max_accounts: {
    status: 409,
    message:
      'This e-mail address already has the maximum number of accounts. Contact {email} if you need help.',
  },
  wrong_login: { status: 401, message: 'Incorrect login details!' },
  password_personal: {
    status: 400,
    message: 'Choose a password that does not contain your username or e-mail address.',
  },
  invalid_reset_link: {
    status: 400,
    message: 'This password reset link is invalid, already used or expired. Ask for a new one.',
    link: { text: 'Ask for a new link', href: '/login/forgot' },
  },
  wrong_current_password: { status: 400, message: 'Your current password is not correct.' },
  email_in_use: { status: 409, message: 'Another account already uses this e-mail address.' },
  invalid_email_link: {
    status: 400,
    message:
      'This confirmation link is invalid, already used or expired. Change your e-mail again in Settings.',
    link: { text: 'Settings', href: dashboardPaths.settings },
  },
  role_in_use: {
    status: 409,
    message:
      'You are on a team in this role. Ask an admin to take you off the team before you drop it.',
  },
  password_common: {
    status: 400,
    message: 'This password is on a list of common or leaked passwords. Choose another.',
  },
  unverified_client: {
    status: 403,
    message: 'Your account is not verified!',
    // `step=youtube` is added for a Partner whose e-mail is verified but whose channel is not.
    link: { text: 'Verify it here', href: '/join/verify?username={username}&step={step}' },
  },
  unverified_staff: {
    status: 403,
    message: 'Your account is not verified!',
    link: { text: 'Verify it here', href: '/join/return?username={username}' },
  },
  unpaid_thumbnails: {
    status: 402,
    message: 'You have not paid for any thumbnails in order to request one!',
    link: { text: 'View Shop', href: dashboardPaths.shop },
  },
  unpaid_edits: {
    status: 402,
    message: 'You have not paid for any edits in order to request one!',
    link: { text: 'View Shop', href: dashboardPaths.shop },
  },
  staff_unavailable: {
    status: 409,
    message: 'Order failed! No staff available. Try again when a staff member is available via',
    link: { text: 'Dashboard', href: dashboardPaths.home },
  },
  form_incomplete: { status: 400, message: 'Please fill in the missing fields!' },
  invalid_input: { status: 400, message: 'Some fields are not valid. Check them and try again.' },
  invalid_hash: {
    status: 400,
    message: 'This verification link is invalid, already used or expired. Request a new one.',
  },
  invalid_grant: { status: 401, message: 'Your session has ended. Please log in again.' },
  unauthorized: { status: 401, message: 'Please log in to continue.' },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  not_found: { status: 404, message: 'Not found.' },
  review_unknown_rate: {
    status: 400,
    message: 'This frame rate is not one a note can be made at.',
  },
  review_past_end: { status: 400, message: 'That frame is past the end of the video.' },
  vacation_overlap: {
    status: 409,
    message: 'This vacation overlaps one already booked ({start} to {end}).',
  },
  vacation_started: {
    status: 409,
    message: 'Only a vacation that has not started yet can be cancelled.',
  },
  vacations_full: {
    status: 409,
    message: 'At most {max} vacations can be booked ahead. Cancel one first.',
  },
  rate_limited: {
    status: 429,
    message: 'Too many attempts. Please wait {minutes} minutes and try again.',
  },
  card_declined: { status: 402, message: 'Your card was declined. Nothing was charged.' },
  checkout_expired: {
    status: 410,
    message: 'This checkout has expired. Go back to the shop and check out again.',
    link: { text: 'Back to the shop', href: dashboardPaths.shop },
  },
  payment_unavailable: {
    status: 502,
    message: 'The payment service did not answer. Nothing was charged; try again in a moment.',
  },
  invalid_signature: { status: 400, message: 'The webhook signature is not valid.' },
  invalid_directory: {
    status: 400,
    message: 'Folder names cannot be empty or contain slashes, "..", or control characters.',
  },
  file_too_large: {
    status: 413,
    message: 'This file is larger than the {limit} limit for {kind}s.',
  },
  unsupported_file_type: {
    status: 415,
    message: 'This file is not a supported {kind} file. Check the file and try again.',
  },
  image_dimensions: {
    status: 422,
    message:
      'This picture is {width}×{height} pixels. Use one of at most {megapixels} megapixels and {maxSide} pixels on a side, no more than {maxAspect} times as wide as high or as high as wide.',
  },
  upload_paused: { status: 423, message: 'This upload is paused. Resume it to continue.' },
  upload_unfinished: { status: 409, message: 'This upload has not finished yet.' },
  upload_finished: { status: 409, message: 'This upload has already finished.' },
  upload_conflict: {
    status: 409,
    message: 'The upload and the server disagree on how much was sent. Retry to resume it.',
  },
  file_in_use: { status: 409, message: 'This file is part of an order and cannot be removed.' },
  folder_in_use: {
    status: 409,
    message:
      'This folder holds files of an order in progress. Delete it once the order is delivered and accepted.',
  },
  range_not_satisfiable: { status: 416, message: 'The requested byte range is outside the file.' },
  file_gone: {
    status: 410,
    message: 'This file is no longer stored on the server. Ask its uploader to upload it again.',
  },
  insufficient_storage: {
    status: 507,
    message:
      'The server has run out of storage space, so nothing was saved. Try again later or contact support.',
  },
  other: { status: 500, message: 'An unknown error occurred' },
  not_a_partner: { status: 400, message: 'Only a Partner has a production team.' },
  not_an_editor: {
    status: 400,
    message: '{name} is not an editor, so cannot join a team as Editor.',
  },
  not_an_artist: {
    status: 400,
    message: '{name} is not a thumbnail artist, so cannot join a team as Artist.',
  },
  team_full: {
    status: 409,
    message: 'The {plan} plan allows {limit} team members, and this team is full.',
  },
  request_expired: {
    status: 410,
    message: 'Request Expired: this order passed its due time and was cancelled.',
  },
  request_closed: { status: 409, message: 'This order is already closed.' },
  extension_exists: {
    status: 409,
    message: 'More time was already requested for this video; only one request is allowed.',
  },
  extension_expired: {
    status: 410,
    message:
      'This request for more time was not answered within 24 hours; the original due time stands.',
  },
  extension_answered: { status: 409, message: 'This request for more time was already answered.' },
  no_revisions_left: {
    status: 409,
    message:
      'This delivery already has its revision. Ask for further changes on the revised delivery once it arrives.',
  },
  not_awaiting_review: {
    status: 409,
    message: 'This delivery is not waiting for your review: it was already accepted or revised.',
  },
  revision_not_allowed: {
    status: 409,
    message: 'Revisions can be asked only for a delivered video edit.',
  },
  pass_off_pending: { status: 409, message: 'A pass-off of this order is already in progress.' },
  not_revisable: { status: 409, message: 'This action is not available on a revision order.' },
  channel_taken: {
    status: 409,
    message: 'This YouTube channel already verifies another Partner account.',
    link: { text: 'Contact Us', href: '/contact?topic=Account%20Issue' },
  },
  channel_step_expired: {
    status: 401,
    message: 'Your verification session has ended. Log in again to verify your YouTube channel.',
    link: { text: 'Log in', href: '/login' },
  },
  verification_unavailable: {
    status: 503,
    message: 'YouTube verification is not available right now. Please try again later.',
  },
  no_channel_linked: { status: 409, message: 'This Partner has no YouTube channel linked yet.' },
  recheck_unavailable: {
    status: 503,
    message: 'Re-checking a channel needs a YouTube API key (YOUTUBE_API_KEY) on the server.',
  },
  youtube_failed: {
    status: 502,
    message: 'YouTube did not answer as expected. Try again in a moment.',
  },
  not_a_contact: {
    status: 403,
    message: 'You can only message your contacts and the groups you are in.',
  },
  message_rate_limited: {
    status: 429,
    message: 'You are sending messages too fast. Wait a moment and try again.',
  },
  invalid_unsubscribe_link: {
    status: 400,
    message: 'This unsubscribe link is not valid. Change your chat e-mails in Settings instead.',
    link: { text: 'Open Settings', href: dashboardPaths.settings },
  },
  support_assignee_not_admin: {
    status: 400,
    message: 'A Support thread can only be assigned to an Admin.',
  },
  referral_unknown: { status: 404, message: 'No affiliate has this referral code.' },
  payout_account_missing: {
    status: 400,
    message: 'Add your {method} account before choosing it for payouts.',
  },
  partnership_limit: {
    status: 409,
    message: 'Your {plan} plan allows {limit} game partnership(s), and you have them all.',
    link: { text: 'See the plans', href: '/learn/pricing' },
  },
  partnership_exists: { status: 409, message: 'You already partner with {game}.' },
  game_pool_full: {
    status: 409,
    message:
      "{game}'s ownership pool is full: its partners' plan minimums leave no room for another.",
  },
  not_game_partner: { status: 409, message: 'Partner with {game} before boosting it.' },
  video_already_submitted: {
    status: 409,
    message: 'A video in this form was already submitted for {game}; each video counts once.',
  },
  month_closed: {
    status: 409,
    message: 'The review of {month} is closed; its figures can no longer change.',
  },
  reviews_pending: {
    status: 409,
    message:
      '{count} promotion video(s) of {month} still wait for review. Approve or reject them before closing the month.',
  },
  review_link_gone: {
    status: 410,
    message:
      'This review link has expired or was revoked. Ask the person who sent it for a new one.',
  },
  review_guest_grant: { status: 401, message: 'Open the review link again to add notes.' },
  review_link_password: { status: 401, message: 'Wrong password for this review link.' },
  review_file_not_delivered: {
    status: 409,
    message: 'Only a delivered video of this order can be shared for review.',
  },
  service_unavailable: {
    status: 503,
    message: 'Reconnecting… The service is briefly unavailable; try again shortly.',
  },
} as const satisfies Record<string, CatalogueEntry>;
