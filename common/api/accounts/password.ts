import { z } from 'zod/mini';
import { errorCatalogue } from '../../errors.js';
import { accountLimits as L } from '../../limits.js';
import { required } from '../fields.js';

/** The password rule as the forms show it before submit. */
export const passwordRuleText = `${L.passwordMin} to ${L.passwordMax} characters, without your username or e-mail. Common passwords are refused.`;

/** A new password: 12 to 128 characters (ASVS level 2; long passphrases welcome). */
export const NewPassword = required(z.string('Expected text.'))
  .check(z.minLength(L.passwordMin, `At least ${L.passwordMin} characters.`))
  .check(z.maxLength(L.passwordMax, `At most ${L.passwordMax} characters.`));

// A one- or two-letter username would forbid most passwords without making any of them safer.
const identityMinLength = 3;

/**
 * True when the password equals or contains one of the account's names (its username, its
 * e-mail address, or the e-mail's part before the @), without regard to case.
 */
export function passwordContainsIdentity(
  password: string,
  identity: { username?: string | undefined; email?: string | undefined },
): boolean {
  const lower = password.toLowerCase();
  const email = identity.email?.trim().toLowerCase() ?? '';
  const names = [identity.username?.trim().toLowerCase() ?? '', email, email.split('@')[0] ?? ''];
  return names.some((name) => name.length >= identityMinLength && lower.includes(name));
}

/** The issue a form adds on `password` when it contains the username or the e-mail. */
export const passwordIdentityIssue = {
  code: 'custom' as const,
  path: ['password'],
  message: errorCatalogue.password_personal.message,
  params: { code: 'password_personal' },
};

/**
 * Refines a form holding a new password with the username and e-mail it must not contain. Pass
 * `whenPasswordGiven` too, so the message shows while other fields are still invalid.
 */
export function refinePasswordIdentity(value: object, ctx: z.core.$RefinementCtx): void {
  const { password, username, email } = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  if (typeof password !== 'string') return;
  if (passwordContainsIdentity(password, { username: text(username), email: text(email) }))
    ctx.addIssue(passwordIdentityIssue);
}

/** Runs the identity check whenever the password is text, whatever else is wrong with the form. */
export const whenPasswordGiven = {
  when: (payload: { value: unknown }) =>
    typeof (payload.value as { password?: unknown } | undefined)?.password === 'string',
};
