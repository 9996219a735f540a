import { z } from 'zod';
import { accountLimits as L } from '../../limits.js';
import { nonEmpty, plainText, required } from '../fields.js';
import { AccountType, Plan } from './identity.js';

/** Body of POST /api/auth/user/login: a username or an e-mail, and the password. */
export const LoginRequest = z.object({
  username: required(plainText()).trim().check(nonEmpty()).max(L.emailMax),
  // Longer than any valid password, so a typo never reveals the limit; bounded to cap hashing work.
  password: required(plainText()).check(nonEmpty()).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Body of POST /api/user/bypass-login: the Admin's own username, proven by its access token. */
export const BypassLoginRequest = z.object({
  username: plainText().trim().min(1).max(L.emailMax),
});
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
  /** Only for clients that are not browsers: a browser's refresh token lives in its cookie. */
  refreshToken: z.string().optional(),
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
export const TokenRequest = z.object({ token: plainText().max(200).optional() });
export type TokenRequest = z.infer<typeof TokenRequest>;

/**
 * Answer of POST /api/auth/token: a fresh access token, and the rotated refresh token for a client
 * that sent it in the body (a browser's goes back only in its HttpOnly cookie).
 */
export const TokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Query of DELETE /api/auth/user/logout. */
export const LogoutQuery = z.object({ token: plainText().max(200).optional() });
export type LogoutQuery = z.infer<typeof LogoutQuery>;

/** Body of PUT /api/auth/verify/hash: ask for a new verification e-mail. */
export const ResendVerificationRequest = z.object({
  uidName: z.enum(['Email', 'Username']),
  uidValue: plainText().trim().check(nonEmpty()).max(L.emailMax),
});
export type ResendVerificationRequest = z.infer<typeof ResendVerificationRequest>;

/** Body of POST /api/auth/verify/hash: the secret from the e-mail. */
export const VerifyHashRequest = z.object({
  hash: required(plainText())
    .check(nonEmpty())
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
  /** The IANA zone the user reads dates in. */
  timeZone: z.string(),
  /** Where the user's picture is served, or null without one. */
  avatarUrl: z.string().nullable(),
});
export type Me = z.infer<typeof Me>;

/** Body of PUT /api/user/plan: an Admin changes a Partner's plan. */
export const SetPlanRequest = z.object({ uid: z.uuid(), plan: Plan });
export type SetPlanRequest = z.infer<typeof SetPlanRequest>;
