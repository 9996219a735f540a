import { passwordContainsIdentity } from '../../common/api/accounts.js';
import { describeError } from '../../common/errors.js';
import { AppError } from '../errors.js';

// zxcvbn-ts's list of common and breached passwords (about 49,000, from public breach corpora),
// shipped in the package: no network call. Loaded on first use, so start-up stays quick.
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return commonPasswords;
}

/** True when the password, in any case, is on the list of common or breached passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * Refuses a new password that contains the account's username or e-mail, or that is a common
 * or breached one; the refusal names the password field. The length is the schema's to check.
 */
export async function checkNewPassword(
  password: string,
  identity: { username: string; email: string },
): Promise<void> {
  const refuse = (code: 'password_personal' | 'password_common') =>
    new AppError(code, {}, { password: describeError(code).message });
  if (passwordContainsIdentity(password, identity)) throw refuse('password_personal');
  if (await isCommonPassword(password)) throw refuse('password_common');
}
