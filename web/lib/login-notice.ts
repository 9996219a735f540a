/** Why the login page was opened, passed in the navigation state. */
export type LoginNotice = 'signed-up' | 'verified' | 'password-reset';

/** The navigation state of a visit to /login. */
export type LoginState = { notice?: LoginNotice; from?: string };

const texts: Record<LoginNotice, string> = {
  'signed-up': 'Account created. Check your e-mail for the verification link.',
  verified: 'Account verified. You can log in now.',
  'password-reset':
    'Password changed, and every session logged out. Log in with your new password.',
};

/**
 * The notice for /login from the navigation state, or from ?notice= for links that cannot carry
 * state (an e-mail, a bookmark).
 */
export function loginNotice(state: unknown, search: string): string | undefined {
  const fromState =
    state && typeof state === 'object' && 'notice' in state
      ? (state as LoginState).notice
      : undefined;
  const key = fromState ?? new URLSearchParams(search).get('notice');
  return key && Object.hasOwn(texts, key) ? texts[key as LoginNotice] : undefined;
}
