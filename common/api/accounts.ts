import { z } from 'zod';
import { accountTypes, plans } from '../account-types.js';
import { errorCatalogue, requiredMessage } from '../errors.js';
import { accountLimits as L } from '../limits.js';
import { defineRoute } from './contract.js';
import { requiredOr, text } from './fields.js';

/** The account types a person can hold (docs/product.md §1); Group and System exist only as chat contacts. */
export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

/** A Partner's plan (docs/product.md §9). */
export const Plan = z.enum(plans);
export type Plan = z.infer<typeof Plan>;

const required = requiredMessage;

/** A username: letters, digits, dot, dash, underscore; no leading digit (docs/product.md §5, §8). */
export const Username = z
  .string(requiredOr('Expected text.'))
  .trim()
  .min(1, required)
  .max(L.usernameMax, `At most ${L.usernameMax} characters.`)
  .refine((v) => !/^[0-9]/.test(v), {
    message: errorCatalogue.username_forbidden.message,
    params: { code: 'username_forbidden' },
  })
  .refine((v) => /^[A-Za-z0-9_.-]*$/.test(v), {
    message: errorCatalogue.invalid_username.message,
    params: { code: 'invalid_username' },
  });

/** An e-mail address of at most 320 characters (docs/product.md §5). */
export const Email = z
  .string(requiredOr('Expected text.'))
  .trim()
  .min(1, required)
  .max(L.emailMax, `At most ${L.emailMax} characters.`)
  .refine((v) => z.email().safeParse(v).success, {
    message: errorCatalogue.invalid_email.message,
    params: { code: 'invalid_email' },
  });

/** A new password: 8 to 50 characters. */
export const NewPassword = z
  .string(requiredOr('Expected text.'))
  .min(L.passwordMin, `At least ${L.passwordMin} characters.`)
  .max(L.passwordMax, `At most ${L.passwordMax} characters.`);

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
export const PartnerSignup = z.object({
  ...clientBase,
  accountType: z.literal('Partner'),
  target: z
    .number(requiredOr('Enter a number.'))
    .int('Enter a whole number.')
    .min(L.targetMin, `At least ${L.targetMin} videos a week.`)
    .max(L.targetMax, `At most ${L.targetMax} videos a week.`),
  package: z.enum(['basic', 'premium']).optional(),
});
export type PartnerSignup = z.infer<typeof PartnerSignup>;

/** Sign-up of an Affiliate (docs/product.md §3, §5): no weekly target. */
export const AffiliateSignup = z.object({ ...clientBase, accountType: z.literal('Affiliate') });
export type AffiliateSignup = z.infer<typeof AffiliateSignup>;

/** Sign-up of a freelancer: editor and/or artist, with their speeds (docs/product.md §3, §5). */
export const ProductionSignup = z
  .object({
    email: Email,
    username: Username,
    password: NewPassword,
    accountType: z.literal('Production'),
    isEditor: z.boolean(requiredOr('Expected true or false.')),
    isArtist: z.boolean(requiredOr('Expected true or false.')),
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
  .superRefine((v, ctx) => {
    if (!v.isEditor && !v.isArtist)
      ctx.addIssue({
        code: 'custom',
        path: ['isEditor'],
        message: 'Choose editor, artist or both.',
      });
    if (v.isEditor && v.editSpeed == null)
      ctx.addIssue({ code: 'custom', path: ['editSpeed'], message: required });
    if (v.isArtist && v.thumbnailSpeed == null)
      ctx.addIssue({ code: 'custom', path: ['thumbnailSpeed'], message: required });
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

/** Body of POST /api/auth/user/login: a username or an e-mail, and the password. */
export const LoginRequest = z.object({
  username: z.string(requiredOr('Expected text.')).trim().min(1, required).max(L.emailMax),
  // Longer than any valid password, so a typo never reveals the limit; bounded to cap hashing work.
  password: z.string(requiredOr('Expected text.')).min(1, required).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Body of POST /api/user/bypass-login: the Admin's own username, proven by its access token. */
export const BypassLoginRequest = z.object({ username: z.string().trim().min(1).max(L.emailMax) });
export type BypassLoginRequest = z.infer<typeof BypassLoginRequest>;

/** The §7 login answer: session values to keep in the browser, never a password or hash. */
export const LoginResponse = z.object({
  error: z.literal('none'),
  userid: z.string(),
  useremail: z.string(),
  useruid: z.string(),
  useraccounttype: AccountType,
  userrating: z.number(),
  /** The display name shown as 'Welcome, {name}'. */
  name: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  plan: Plan.nullable(),
  iseditor: z.boolean().optional(),
  isartist: z.boolean().optional(),
  edit_speed: z.number().nullable().optional(),
  thumbnail_speed: z.number().nullable().optional(),
  userrblx: z.string().optional(),
  usertarget: z.number().nullable().optional(),
  userownership: z.number().optional(),
  usereditors: z.number().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Body of POST /api/auth/token: the refresh token, or nothing when the cookie carries it. */
export const TokenRequest = z.object({ token: z.string().max(200).optional() });
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Answer of POST /api/auth/token: a fresh access token and the rotated refresh token. */
export const TokenResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Query of DELETE /api/auth/user/logout. */
export const LogoutQuery = z.object({ token: z.string().max(200).optional() });
export type LogoutQuery = z.infer<typeof LogoutQuery>;

/** Body of PUT /api/auth/verify/hash: ask for a new verification e-mail. */
export const ResendVerificationRequest = z.object({
  uidName: z.enum(['Email', 'Username']),
  uidValue: z.string().trim().min(1, required).max(L.emailMax),
});
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;

/** Body of POST /api/auth/verify/hash: the secret from the e-mail. */
export const VerifyHashRequest = z.object({
  hash: z
    .string(requiredOr('Expected text.'))
    .min(1, required)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid link.'),
});
export type VerifyHashRequest = z.infer<typeof VerifyHashRequest>;

/**
 * Answer of POST /api/auth/verify/hash. `next: 'youtube'` tells a Partner whose e-mail is now
 * verified that the channel check comes next (docs/decisions/007-youtube-eligibility.md).
 */
export const VerifyHashResponse = z.object({
  ok: z.literal(true),
  accountType: AccountType,
  next: z.literal('youtube').optional(),
});
export type VerifyHashResponse = z.infer<typeof VerifyHashResponse>;

/** A plain acknowledgement. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** The signed-in user's profile, read by the dashboard. */
export const Me = z.object({
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  accountType: AccountType,
  plan: Plan.nullable(),
  rating: z.number(),
  isEditor: z.boolean(),
  isArtist: z.boolean(),
  editSpeedDays: z.number().nullable(),
  thumbnailSpeedDays: z.number().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof Me>;

/** Body of PUT /api/user/plan: an Admin changes a Partner's plan. */
export const SetPlanRequest = z.object({ uid: z.uuid(), plan: Plan });
export type SetPlanRequest = z.infer<typeof SetPlanRequest>;

/** The account routes of docs/product.md §7 Auth, plus the profile and plan routes. */
export const accountRoutes = {
  signup: defineRoute({
    method: 'POST',
    path: '/api/auth/user/signup',
    auth: false,
    body: SignupRequest,
    response: SignupResponse,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/user/login',
    auth: false,
    body: LoginRequest,
    response: LoginResponse,
  }),
  bypassLogin: defineRoute({
    method: 'POST',
    path: '/api/user/bypass-login',
    auth: true,
    body: BypassLoginRequest,
    response: LoginResponse,
  }),
  token: defineRoute({
    method: 'POST',
    path: '/api/auth/token',
    auth: false,
    body: TokenRequest,
    response: TokenResponse,
  }),
  logout: defineRoute({
    method: 'DELETE',
    path: '/api/auth/user/logout',
    auth: false,
    query: LogoutQuery,
    response: OkResponse,
  }),
  resendVerification: defineRoute({
    method: 'PUT',
    path: '/api/auth/verify/hash',
    auth: false,
    body: ResendVerificationRequest,
    response: OkResponse,
  }),
  verifyHash: defineRoute({
    method: 'POST',
    path: '/api/auth/verify/hash',
    auth: false,
    body: VerifyHashRequest,
    response: VerifyHashResponse,
  }),
  me: defineRoute({ method: 'GET', path: '/api/user/me', auth: true, response: Me }),
  setPlan: defineRoute({
    method: 'PUT',
    path: '/api/user/plan',
    auth: true,
    body: SetPlanRequest,
    response: OkResponse,
  }),
} as const;

/**
 * Menu entries of the dashboard sidebar per account type: docs/product.md §6, plus the dashboard features
 * §1 names that need a page of their own (File Manager, Staff Scheduler, commissions due), and
 * Production for an Admin too (its Inbox is where an Admin hands passed-off orders over).
 */
export const sidebarMenu: Record<AccountType, readonly string[]> = {
  Production: ['Dashboard', 'Production', 'Schedule', 'Files', 'Chat', 'Settings', 'Logout'],
  Partner: ['Dashboard', 'Production', 'Games', 'Files', 'Chat', 'Shop', 'Logout'],
  Affiliate: ['Dashboard', 'Games', 'Chat', 'Logout'],
  Admin: [
    'Chat',
    'Manage',
    'Production',
    'Schedule',
    'Files',
    'Commissions',
    'Ownership',
    'Logout',
  ],
};
