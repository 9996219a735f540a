import { referralPageAt, referralVisitPath } from '../../common/referral';
import { readStored, writeStored } from '../lib/storage';
import { referralCodeIn } from './session';

/**
 * Beside the stored `via`, the visits this browser already reported today, one
 * `day code page` line each; older days are dropped whenever a new line is written.
 */
export const countedVisitsKey = 'via-counted';

/**
 * Reports a visit through a referral link once per browser, day and page, so a reload or a
 * second tab counts nothing more. Only the code and the page are sent; nothing identifies the
 * visitor. Plain fetch rather than the API client: the lean landing page runs this too.
 */
export function reportReferralVisit(search: string, pathname: string, now = new Date()): void {
  const via = referralCodeIn(search);
  const page = referralPageAt(pathname);
  if (!via || !page) return;
  const day = now.toISOString().slice(0, 10);
  const mark = `${day} ${via.toLowerCase()} ${page}`;
  const today = (readStored(countedVisitsKey) ?? '')
    .split('\n')
    .filter((line) => line.startsWith(`${day} `));
  if (today.includes(mark)) return;
  writeStored(countedVisitsKey, [...today, mark].join('\n'));
  void fetch(referralVisitPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ via, page }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => {
    // Not reported (offline): let a later load of the page try again.
    writeStored(countedVisitsKey, today.join('\n'));
  });
}
