import { sitePaths } from '../../../common/paths.js';
import { refuseWhenExhausted } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m, type AccountsDeps } from './accounts-deps.js';
import type { UserRow } from './accounts.repository.js';
import { loginAlertEmail } from './login-alert-email.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

/**
 * How wrong passwords are slowed down. They count per account AND address: guesses from one place
 * never lock the owner out elsewhere, while each place gets a few free tries, then waits that
 * double with every failure, then none at all for 15 minutes. Across all addresses an account
 * takes at most `failuresPerAccountPerHour` (ASVS 2.2.1); past it, only a browser that has signed
 * in to the account before may try, so many addresses cannot guess on and the owner still gets in.
 */
export const loginThrottle = {
  failuresPerAccountAndAddress: 10,
  failuresPerAccountPerHour: 100,
  freeFailures: 2,
  firstDelayMs: 250,
  maxDelayMs: 4000,
  /** Failures on one account, from anywhere, after which its owner is told by e-mail. */
  alertAfterFailures: 5,
  /** At most one such e-mail an hour. */
  alertEveryMs: 4 * window15m,
} as const;

const failuresKey = (account: string, ip: string) => `login:fail:${account}:${ip}`;
const accountKey = (account: string) => `login:acct:${account}`;
const alertedKey = (account: string) => `login:alerted:${account}`;
const ceilingKey = (account: string) => `login:ceiling:${account}`;

/** The wait before answering the `failures`-th failure from one address. */
export function failureDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = loginThrottle;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures - 1));
}

/**
 * Refuses (429) this address for this account once it has used up its wrong passwords, and
 * anyone but a known device once the account has taken its ceiling of wrong passwords this hour.
 * `knownDevice` is asked only then.
 */
export async function refuseWhileLocked(
  deps: AccountsDeps,
  account: string,
  ip: string,
  knownDevice: () => Promise<boolean>,
): Promise<void> {
  await refuseWhenExhausted(
    deps.limiter,
    failuresKey(account, ip),
    loginThrottle.failuresPerAccountAndAddress,
  );
  const ceiling = await deps.limiter.peek(
    ceilingKey(account),
    loginThrottle.failuresPerAccountPerHour,
  );
  if (!ceiling.allowed && !(await knownDevice()))
    await refuseWhenExhausted(
      deps.limiter,
      ceilingKey(account),
      loginThrottle.failuresPerAccountPerHour,
    );
}

/**
 * Counts a wrong password, waits the growing delay before the answer, and e-mails the owner of
 * an existing account once failures from anywhere pile up.
 */
export async function recordFailure(
  deps: AccountsDeps,
  account: string,
  ip: string,
  user: UserRow | undefined,
): Promise<void> {
  const { limiter } = deps;
  const counted = await limiter.hit(
    failuresKey(account, ip),
    loginThrottle.failuresPerAccountAndAddress,
    window15m,
  );
  const all = await limiter.hit(
    accountKey(account),
    loginThrottle.alertAfterFailures - 1,
    window15m,
  );
  await limiter.hit(ceilingKey(account), loginThrottle.failuresPerAccountPerHour, 4 * window15m);
  if (user && !all.allowed) await alertOwner(deps, user);
  const wait = failureDelayMs(counted.attempts);
  if (wait > 0) await (deps.sleep ?? sleep)(wait);
}

async function alertOwner(deps: AccountsDeps, user: UserRow): Promise<void> {
  // The first caller in the hour wins; the rest see the window already used.
  const first = await deps.limiter.hit(alertedKey(user.id), 1, loginThrottle.alertEveryMs);
  if (!first.allowed) return;
  const link = `${deps.publicUrl}${sitePaths.forgotPassword}`;
  const alert = {
    to: user.email,
    ...loginAlertEmail(user.name, loginThrottle.alertAfterFailures, link),
  };
  sendInBackground(deps.mailer, alert, deps.log, 'failed-login e-mail not sent');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
