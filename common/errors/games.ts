import type { CatalogueEntry } from './entry.js';

/** Game partnerships, the Ownership Booster and the monthly review (docs/ownership.md). */
export const gamesErrors = {
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
} as const satisfies Record<string, CatalogueEntry>;
