import { defineRoute } from '../contract.js';
import type { AccountType } from './identity.js';
import {
  BypassLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutQuery,
  Me,
  OkResponse,
  ResendVerificationRequest,
  SetPlanRequest,
  TokenRequest,
  TokenResponse,
  VerifyHashRequest,
  VerifyHashResponse,
} from './session.js';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from './password-reset.js';
import {
  AvatarResponse,
  ChangeEmailRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  UpdateProfileRequest,
  UpdateWorkRequest,
} from './profile.js';
import { SignInHistory, SignInParams } from './sign-ins.js';
import { SignupRequest, SignupResponse } from './signup.js';

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
  // Password reset and change are not in the spec's §7; they follow its naming: under /api/auth,
  // where the refresh cookie is sent, so a change can keep the session it comes from.
  /** E-mails a single-use reset link; answers the same for a known and an unknown address. */
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/password/forgot',
    auth: false,
    body: ForgotPasswordRequest,
    response: OkResponse,
  }),
  /** Sets a new password with the link's secret and ends every session of the account. */
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/password/reset',
    auth: false,
    body: ResetPasswordRequest,
    response: OkResponse,
  }),
  /** The signed-in user changes their password; their other sessions end. */
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/auth/user/password',
    auth: true,
    body: ChangePasswordRequest,
    response: OkResponse,
  }),
  /** The user's own sign-ins, newest first; under /api/auth so the current one is known. */
  signIns: defineRoute({
    method: 'GET',
    path: '/api/auth/sign-ins',
    auth: true,
    response: SignInHistory,
  }),
  /** Ends one of the user's other sessions: its refresh token stops working. */
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sign-ins/:id',
    auth: true,
    params: SignInParams,
    response: OkResponse,
  }),
  // The profile routes are not in the spec's §7 either (docs/product.md §7, "Beyond the spec").
  /** Every user: display name and time zone. */
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/user/profile',
    auth: true,
    body: UpdateProfileRequest,
    response: Me,
  }),
  /** Staff: roles and speeds. */
  updateWork: defineRoute({
    method: 'PUT',
    path: '/api/user/work',
    auth: true,
    body: UpdateWorkRequest,
    response: Me,
  }),
  /** E-mails a confirmation link to the new address; the address changes when it is followed. */
  changeEmail: defineRoute({
    method: 'PUT',
    path: '/api/user/email',
    auth: true,
    body: ChangeEmailRequest,
    response: OkResponse,
  }),
  /** Follows that link: the account takes the new address and the old one is told. */
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/email/confirm',
    auth: false,
    body: ConfirmEmailRequest,
    response: ConfirmEmailResponse,
  }),
  /**
   * The picture, sent as the raw bytes of a PNG, JPEG, WebP or GIF (Content-Type image/*), not
   * JSON; the server stores a square copy and answers where it is served.
   */
  uploadAvatar: defineRoute({
    method: 'PUT',
    path: '/api/user/avatar',
    auth: true,
    response: AvatarResponse,
  }),
  removeAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/user/avatar',
    auth: true,
    response: OkResponse,
  }),
} as const;

/** Every entry the dashboard sidebar can show; the web app gives each its page and icon. */
export const sidebarEntries = [
  'Dashboard',
  'Production',
  'Chat',
  'Settings',
  'Shop',
  'Billing',
  'Manage',
  'Schedule',
  'Files',
  'Commissions',
  'Payouts',
  'Pay',
  'Games',
  'Ownership',
  'Audit log',
  'Logout',
] as const;
export type SidebarEntry = (typeof sidebarEntries)[number];

/**
 * Menu entries of the dashboard sidebar per account type: docs/product.md §6, plus the dashboard features
 * §1 names that need a page of their own (File Manager, Staff Scheduler, commissions due), and
 * Production for an Admin too (its Inbox is where an Admin hands passed-off orders over), and
 * Settings for everyone, where each user changes their password.
 */
export const sidebarMenu: Record<AccountType, readonly SidebarEntry[]> = {
  Production: ['Dashboard', 'Production', 'Schedule', 'Files', 'Pay', 'Chat', 'Settings', 'Logout'],
  Partner: [
    'Dashboard',
    'Production',
    'Games',
    'Files',
    'Chat',
    'Shop',
    'Billing',
    'Settings',
    'Logout',
  ],
  Affiliate: ['Dashboard', 'Games', 'Pay', 'Chat', 'Settings', 'Logout'],
  Admin: [
    'Chat',
    'Manage',
    'Production',
    'Schedule',
    'Files',
    'Commissions',
    'Payouts',
    'Ownership',
    'Audit log',
    'Settings',
    'Logout',
  ],
};
