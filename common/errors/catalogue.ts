/**
 * The error catalogue of docs/product.md §8 plus the codes the server needs for its own rules:
 * every code the API answers with, its HTTP status and the text the user reads. Each feature's
 * codes live in a file of their own beside this one; this composes them into the one catalogue,
 * which `common/errors.ts` reads (codes, bodies, filled messages). Nothing else defines an error.
 */

import { accountsErrors } from './accounts.js';
import { chatErrors } from './chat.js';
import { driveErrors } from './drive.js';
import { gamesErrors } from './games.js';
import { generalErrors } from './general.js';
import { ordersErrors } from './orders.js';
import { overviewErrors } from './overview.js';
import { paymentsErrors } from './payments.js';
import { payoutErrors } from './payouts.js';
import { publishingErrors } from './publishing.js';
import { reviewErrors } from './review.js';
import { teamsErrors } from './teams.js';
import { youtubeErrors } from './youtube.js';

import type { CatalogueEntry } from './entry.js';

export type { CatalogueEntry };

/** The parts of the catalogue, one per feature; a code belongs to exactly one of them. */
export const catalogueParts = {
  general: generalErrors,
  accounts: accountsErrors,
  youtube: youtubeErrors,
  teams: teamsErrors,
  orders: ordersErrors,
  overview: overviewErrors,
  payments: paymentsErrors,
  payouts: payoutErrors,
  publishing: publishingErrors,
  drive: driveErrors,
  review: reviewErrors,
  chat: chatErrors,
  games: gamesErrors,
};

export const errorCatalogue = {
  ...generalErrors,
  ...accountsErrors,
  ...youtubeErrors,
  ...teamsErrors,
  ...ordersErrors,
  ...overviewErrors,
  ...paymentsErrors,
  ...payoutErrors,
  ...publishingErrors,
  ...driveErrors,
  ...reviewErrors,
  ...chatErrors,
  ...gamesErrors,
} as const satisfies Record<string, CatalogueEntry>;
