import type { CatalogueEntry } from './entry.js';

/** Production teams, the staff's vacations and their payout accounts. */
export const teamsErrors = {
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
  vacation_overlap: {
    status: 409,
    message: 'This vacation overlaps one already booked ({start} to {end}).',
  },
  vacation_started: {
    status: 409,
    message: 'A vacation that has started cannot be cancelled: end it early instead.',
  },
  vacation_not_started: {
    status: 409,
    message: 'This vacation has not started yet: cancel it instead.',
  },
  vacation_over: {
    status: 409,
    message: 'This vacation is already over or cancelled.',
  },
  vacations_full: {
    status: 409,
    message: 'At most {max} vacations can be booked ahead. Cancel one first.',
  },
  payout_account_missing: {
    status: 400,
    message: 'Add your {method} account before choosing it for payouts.',
  },
} as const satisfies Record<string, CatalogueEntry>;
