/** Why the login page was opened, passed in the navigation state. */
export type LoginNotice = 'signed-up' | 'verified' | 'password-reset' | 'session-ended';

/** The navigation state of a visit to /login. */
export type LoginState = { notice?: LoginNotice; from?: string };

const texts: Record<LoginNotice, string> = {
  'signed-up': 'Account created. Check your e-mail for the verification link.',
  verified: 'Account verified. You can log in now.',
  'password-reset':
    'Password changed, and every session logged out. Log in with your new password.',
  'session-ended':
    'Your session was ended elsewhere: from another device, or by a password change or reset. Log in again to go on.',
};

/** Notices that report something that happened to the user rather than something they did. */
const informational: ReadonlySet<LoginNotice> = new Set(['session-ended']);

/**
 * The notice for /login from the navigation state, or from ?notice= for links that cannot carry
 * state (an e-mail, a bookmark), with its tone: what the user did is a success, a session ended
 * elsewhere is news.
 */
export function loginNotice(
  state: unknown,
  search: string,
): { text: string; tone: 'success' | 'info' } | undefined {
  const fromState =
    state && typeof state === 'object' && 'notice' in state
      ? (state as LoginState).notice
      : undefined;
  const key = fromState ?? new URLSearchParams(search).get('notice');
  if (!key || !Object.hasOwn(texts, key)) return undefined;
  const notice = key as LoginNotice;
  return { text: texts[notice], tone: informational.has(notice) ? 'info' : 'success' };
}
