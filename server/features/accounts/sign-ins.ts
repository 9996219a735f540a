import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import type { EndedSessions, SignInHistory } from '../../../common/api/accounts.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { type AccountsDeps } from './accounts-deps.js';
import type { UserRow } from './accounts.repository.js';
import { endEverySession } from './end-sessions.js';

/** Where a sign-in comes from: the caller's address and its User-Agent header. */
export type SignInClient = {
  ip: string;
  userAgent: string;
  /** The browser's device cookie, when it sent one. */
  device?: string | undefined;
};

const historyLength = 20;
// A header is the client's to fill; keep what is stored (and parsed) bounded.
const userAgentMax = 512;

/** 'Chrome 131 on macOS' from a User-Agent header, read by bowser; 'Unknown device' when unread. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const version = browser.version?.split('.')[0];
  const name = browser.name ? `${browser.name}${version ? ` ${version}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/**
 * Records the sign-in that opened session `familyId`; an Admin's also goes into the audit log
 * (with the address and device), in the same transaction.
 */
export async function recordSignIn(
  deps: AccountsDeps,
  user: UserRow,
  familyId: string,
  client: SignInClient,
): Promise<void> {
  const at = deps.now().toISOString();
  const userAgent = client.userAgent.slice(0, userAgentMax);
  await deps.repo.recordSignIn(
    {
      id: familyId,
      userId: user.id,
      at,
      ip: client.ip,
      userAgent,
      deviceHash: client.device ? hashSecret(client.device) : null,
    },
    user.account_type === 'Admin'
      ? {
          actorId: user.id,
          action: 'admin.sign_in',
          subject: { type: 'user', id: user.id },
          after: { ip: client.ip, device: deviceOf(userAgent) },
          at,
        }
      : undefined,
  );
}

/** The session a refresh token belongs to, when it is the user's own. */
async function sessionOf(deps: AccountsDeps, uid: string, token: string | undefined) {
  const stored = token ? await deps.repo.findRefreshToken(hashSecret(token)) : undefined;
  return stored?.user_id === uid ? stored.family_id : undefined;
}

/** GET /api/auth/sign-ins: the user's own newest sign-ins, marking the one asking. */
export async function signInHistory(
  deps: AccountsDeps,
  who: Principal,
  refreshToken: string | undefined,
): Promise<SignInHistory> {
  const current = await sessionOf(deps, who.uid, refreshToken);
  const rows = await deps.repo.signInsOf(who.uid, deps.now().toISOString(), historyLength);
  return {
    signIns: rows.map((r) => ({
      id: r.id,
      at: r.at,
      ip: r.ip,
      device: deviceOf(r.user_agent),
      current: r.id === current,
      active: r.ended_at === null && r.live,
      lastActiveAt: r.last_active,
    })),
  };
}

/**
 * DELETE /api/auth/sign-ins/:id: ends another session of the user's. Its refresh token is
 * revoked, so that browser is signed out at its next refresh; every socket of the user ends
 * (as on a password change), and this browser's reconnect on its renewed token. Someone else's
 * session is not found; the session asking is refused (signing out ends it).
 */
export async function endSession(
  deps: AccountsDeps,
  who: Principal,
  id: string,
  refreshToken: string | undefined,
): Promise<void> {
  if (id === (await sessionOf(deps, who.uid, refreshToken)))
    throw new AppError('invalid_input', {}, { id: 'This is the session you are using.' });
  if (!(await deps.repo.endSignIn(who.uid, id, deps.now().toISOString())))
    throw new AppError('not_found');
  await endEverySession(deps, who.uid);
}

/**
 * DELETE /api/auth/sign-ins: ends every session of the user's but the one asking, as
 * `endSession` ends one. The asking session must be known by its refresh token (the browser's
 * cookie, or `token` for other clients): without it every session would end, this one too.
 */
export async function endOtherSessions(
  deps: AccountsDeps,
  who: Principal,
  refreshToken: string | undefined,
): Promise<EndedSessions> {
  const current = await sessionOf(deps, who.uid, refreshToken);
  if (!current)
    throw new AppError(
      'invalid_input',
      {},
      { token: 'This session is not known; log in again, then end the others.' },
    );
  const ended = await deps.repo.endOtherSignIns(who.uid, current, deps.now().toISOString());
  await endEverySession(deps, who.uid);
  return { ended };
}

/** A new session id for a sign-in (the refresh-token family it opens). */
export const newSessionId = (): string => randomUUID();
