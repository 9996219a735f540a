import { z } from 'zod/mini';
import { accountTypes, plans } from '../../account-types.js';
import { errorCatalogue } from '../../errors.js';
import { accountLimits as L } from '../../limits.js';
import { nonEmpty, required } from '../fields.js';

/** The account types a person can hold (docs/product.md §1); Group and System exist only as chat contacts. */
export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

/** A Partner's plan (docs/product.md §9). */
export const Plan = z.enum(plans);
export type Plan = z.infer<typeof Plan>;

/** A username: letters, digits, dot, dash, underscore; no leading digit (docs/product.md §5, §8). */
export const Username = required(z.string('Expected text.'))
  .check(z.trim())
  .check(nonEmpty())
  .check(z.maxLength(L.usernameMax, `At most ${L.usernameMax} characters.`))
  .check(
    z.refine((v) => !/^[0-9]/.test(v), {
      message: errorCatalogue.username_forbidden.message,
      params: { code: 'username_forbidden' },
    }),
  )
  .check(
    z.refine((v) => /^[A-Za-z0-9_.-]*$/.test(v), {
      message: errorCatalogue.invalid_username.message,
      params: { code: 'invalid_username' },
    }),
  );

/** An e-mail address of at most 320 characters (docs/product.md §5). */
export const Email = required(z.string('Expected text.'))
  .check(z.trim())
  .check(nonEmpty())
  .check(z.maxLength(L.emailMax, `At most ${L.emailMax} characters.`))
  .check(
    z.refine((v) => z.email().safeParse(v).success, {
      message: errorCatalogue.invalid_email.message,
      params: { code: 'invalid_email' },
    }),
  );
