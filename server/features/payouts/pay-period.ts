import { AppError } from '../../errors.js';

/** The first instant of a `YYYY-MM` month and of the month after, as ISO times (UTC). */
export function periodBounds(period: string): { startsAt: string; endsAt: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return {
    startsAt: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
    endsAt: new Date(Date.UTC(year, month, 1)).toISOString(),
  };
}

/** The last month that has fully ended at `now` (UTC): the one a close takes by default. */
export function lastFinishedPeriod(now: Date): string {
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
}

/**
 * The bounds of a period that may be closed at `now`: a month still running (or not begun) is
 * refused, since a job delivered later in it would be left out of a statement already paid.
 */
export function closablePeriod(period: string, now: Date) {
  const bounds = periodBounds(period);
  if (now.toISOString() < bounds.endsAt)
    throw new AppError('payout_period_open', { period, closableAt: bounds.endsAt });
  return bounds;
}
