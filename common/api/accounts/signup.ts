import { z } from 'zod';
import { accountLimits as L } from '../../limits.js';
import { missingIssue, required, text } from '../fields.js';
import { Email, Username } from './identity.js';
import { NewPassword, refinePasswordIdentity, whenPasswordGiven } from './password.js';

const via = z
  .string()
  .trim()
  .max(L.viaMax)
  .regex(/^[A-Za-z0-9_.-]*$/, 'Invalid referral code.')
  .optional();

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
    target: required(z.number('Enter a number.'))
      .int('Enter a whole number.')
      .min(L.targetMin, `At least ${L.targetMin} videos a week.`)
      .max(L.targetMax, `At most ${L.targetMax} videos a week.`),
    package: z.enum(['basic', 'premium']).optional(),
  })
  .superRefine(refinePasswordIdentity, whenPasswordGiven);
export type PartnerSignup = z.infer<typeof PartnerSignup>;

/** Sign-up of an Affiliate (docs/product.md §3, §5): no weekly target. */
export const AffiliateSignup = z
  .object({ ...clientBase, accountType: z.literal('Affiliate') })
  .superRefine(refinePasswordIdentity, whenPasswordGiven);
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
    editSpeed: z
      .number('Enter a number of days.')
      .int()
      .min(L.editSpeedMinDays, `Between ${L.editSpeedMinDays} and ${L.editSpeedMaxDays} days.`)
      .max(L.editSpeedMaxDays, `Between ${L.editSpeedMinDays} and ${L.editSpeedMaxDays} days.`)
      .nullish(),
    thumbnailSpeed: z
      .number('Enter a number of days.')
      .int()
      .min(
        L.thumbnailSpeedMinDays,
        `Between ${L.thumbnailSpeedMinDays} and ${L.thumbnailSpeedMaxDays} days.`,
      )
      .max(
        L.thumbnailSpeedMaxDays,
        `Between ${L.thumbnailSpeedMinDays} and ${L.thumbnailSpeedMaxDays} days.`,
      )
      .nullish(),
    via,
  })
  .superRefine(refinePasswordIdentity, whenPasswordGiven)
  .superRefine((v, ctx) => {
    if (!v.isEditor && !v.isArtist)
      ctx.addIssue({
        code: 'custom',
        path: ['isEditor'],
        message: 'Choose editor, artist or both.',
      });
    if (v.isEditor && v.editSpeed == null) ctx.addIssue(missingIssue(['editSpeed']));
    if (v.isArtist && v.thumbnailSpeed == null) ctx.addIssue(missingIssue(['thumbnailSpeed']));
  });
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
export const SignupResponse = z.object({ hash: z.string(), email: z.string().optional() });
export type SignupResponse = z.infer<typeof SignupResponse>;
