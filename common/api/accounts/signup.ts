import { z } from 'zod/mini';
import { accountLimits as L } from '../../limits.js';
import { missingIssue, required, text } from '../fields.js';
import { Email, Username } from './identity.js';
import { NewPassword, refinePasswordIdentity, whenPasswordGiven } from './password.js';

const via = z.optional(
  z
    .string()
    .check(z.trim())
    .check(z.maxLength(L.viaMax))
    .check(z.regex(/^[A-Za-z0-9_.-]*$/, 'Invalid referral code.')),
);

const clientBase = {
  name: text(L.nameMax),
  email: Email,
  username: Username,
  password: NewPassword,
  rblxHandle: text(L.rblxHandleMax),
  via,
};

/** Sign-up of a Partner (docs/product.md §3, §5); `package=premium` selects the Premium plan. */
export const PartnerSignup = z
  .object({
    ...clientBase,
    accountType: z.literal('Partner'),
    target: z
      .pipe(required(z.number('Enter a number.')), z.int('Enter a whole number.'))
      .check(z.gte(L.targetMin, `At least ${L.targetMin} videos a week.`))
      .check(z.lte(L.targetMax, `At most ${L.targetMax} videos a week.`)),
    package: z.optional(z.enum(['basic', 'premium'])),
  })
  .check(z.superRefine(refinePasswordIdentity, whenPasswordGiven));
export type PartnerSignup = z.infer<typeof PartnerSignup>;

/** Sign-up of an Affiliate (docs/product.md §3, §5): no weekly target. */
export const AffiliateSignup = z
  .object({ ...clientBase, accountType: z.literal('Affiliate') })
  .check(z.superRefine(refinePasswordIdentity, whenPasswordGiven));
export type AffiliateSignup = z.infer<typeof AffiliateSignup>;

/** Sign-up of a freelancer: editor and/or artist, with their speeds (docs/product.md §3, §5). */
export const ProductionSignup = z
  .object({
    email: Email,
    username: Username,
    password: NewPassword,
    accountType: z.literal('Production'),
    isEditor: required(z.boolean('Expected true or false.')),
    isArtist: required(z.boolean('Expected true or false.')),
    editSpeed: z.nullish(
      z
        .pipe(z.number('Enter a number of days.'), z.int())
        .check(
          z.gte(
            L.editSpeedMinDays,
            `Between ${L.editSpeedMinDays} and ${L.editSpeedMaxDays} days.`,
          ),
        )
        .check(
          z.lte(
            L.editSpeedMaxDays,
            `Between ${L.editSpeedMinDays} and ${L.editSpeedMaxDays} days.`,
          ),
        ),
    ),
    thumbnailSpeed: z.nullish(
      z
        .pipe(z.number('Enter a number of days.'), z.int())
        .check(
          z.gte(
            L.thumbnailSpeedMinDays,
            `Between ${L.thumbnailSpeedMinDays} and ${L.thumbnailSpeedMaxDays} days.`,
          ),
        )
        .check(
          z.lte(
            L.thumbnailSpeedMaxDays,
            `Between ${L.thumbnailSpeedMinDays} and ${L.thumbnailSpeedMaxDays} days.`,
          ),
        ),
    ),
    via,
  })
  .check(z.superRefine(refinePasswordIdentity, whenPasswordGiven))
  .check(
    z.superRefine((v, ctx) => {
      if (!v.isEditor && !v.isArtist)
        ctx.addIssue({
          code: 'custom',
          path: ['isEditor'],
          message: 'Choose editor, artist or both.',
        });
      if (v.isEditor && v.editSpeed == null) ctx.addIssue(missingIssue(['editSpeed']));
      if (v.isArtist && v.thumbnailSpeed == null) ctx.addIssue(missingIssue(['thumbnailSpeed']));
    }),
  );
export type ProductionSignup = z.infer<typeof ProductionSignup>;

/** Body of POST /api/auth/user/signup: one of the three sign-up forms. */
export const SignupRequest = z.discriminatedUnion('accountType', [
  PartnerSignup,
  AffiliateSignup,
  ProductionSignup,
]);
export type SignupRequest = z.infer<typeof SignupRequest>;

/**
 * Answer to a sign-up. `hash` is the public reference of the verification request, not the
 * secret that verifies: that one goes only by e-mail.
 */
export const SignupResponse = z.object({ hash: z.string(), email: z.optional(z.string()) });
export type SignupResponse = z.infer<typeof SignupResponse>;
