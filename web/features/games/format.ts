import type { MyGame } from '../../../common/api/games';
import { games, type Game } from '../../../common/games';
import { daysInMonth } from '../../../common/ownership';

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utc = (month: string, day = 1) =>
  new Date(`${month}-${String(day).padStart(2, '0')}T00:00:00Z`);

/** `2026-11` as 'November 2026'. Months are UTC, as the server counts them. */
export function monthName(month: string): string {
  return monthFormat.format(utc(month));
}

/** Day `day` of a month, short ('20 Nov') or long ('20 November'). */
export function dayName(month: string, day: number, long = false): string {
  return (long ? longDayFormat : dayFormat).format(utc(month, day));
}

/** The last day of a month, short. */
export function lastDayName(month: string, long = false): string {
  return dayName(month, daysInMonth(month), long);
}

/** A game of common/games.ts by id; a stored id the app no longer knows shows as itself. */
export function gameNamed(id: string): Game {
  return (
    games.find((g) => g.id === id) ?? {
      id,
      game: id,
      studio: '',
      genre: '',
      tagline: '',
      description: '',
      preview: [],
      stats: [],
      testimonials: [],
    }
  );
}

/** How sure a month's share is, as its badge says it. */
export const shareStatusText: Record<MyGame['nextMonth']['status'], string> = {
  confirmed: 'Confirmed',
  projected: 'Projected',
  provisional: 'Plan minimum until last month is reviewed',
  not_included: 'No share',
};
