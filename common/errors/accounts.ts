import { dashboardPaths } from '../paths.js';
import type { CatalogueEntry } from './entry.js';

/** Sign-up, log-in, verification, passwords, e-mail changes and the profile picture. */
export const accountsErrors = {
  invalid_username: {
    status: 400,
    message: 'Invalid username given! Use letters, digits, dots, dashes or underscores.',
  },
  username_forbidden: { status: 400, message: 'Username not allowed! No numbers in beginning.' },
  invalid_email: { status: 400, message: 'Invalid email given!' },
  username_taken: { status: 409, message: 'Username is taken!' },
  max_accounts: {
    status: 409,
    message:
      'This e-mail address already has the maximum number of accounts. Contact {email} if you need help.',
  },
  wrong_login: { status: 401, message: 'Incorrect login details!' },
  password_personal: {
    status: 400,
    message: 'Choose a password that does not contain your username or e-mail address.',
  },
  invalid_reset_link: {
    status: 400,
    message: 'This password reset link is invalid, already used or expired. Ask for a new one.',
    link: { text: 'Ask for a new link', href: '/login/forgot' },
  },
  wrong_current_password: { status: 400, message: 'Your current password is not correct.' },
  email_in_use: { status: 409, message: 'Another account already uses this e-mail address.' },
  invalid_email_link: {
    status: 400,
    message:
      'This confirmation link is invalid, already used or expired. Change your e-mail again in Settings.',
    link: { text: 'Settings', href: dashboardPaths.settings },
  },
  role_in_use: {
    status: 409,
    message:
      'You are on a team in this role. Ask an admin to take you off the team before you drop it.',
  },
  password_common: {
    status: 400,
    message: 'This password is on a list of common or leaked passwords. Choose another.',
  },
  unverified_client: {
    status: 403,
    message: 'Your account is not verified!',
    // `step=youtube` is added for a Partner whose e-mail is verified but whose channel is not.
    link: { text: 'Verify it here', href: '/join/verify?username={username}&step={step}' },
  },
  unverified_staff: {
    status: 403,
    message: 'Your account is not verified!',
    link: { text: 'Verify it here', href: '/join/return?username={username}' },
  },
  invalid_hash: {
    status: 400,
    message: 'This verification link is invalid, already used or expired. Request a new one.',
  },
  invalid_grant: { status: 401, message: 'Your session has ended. Please log in again.' },
  image_dimensions: {
    status: 422,
    message:
      'This picture is {width}×{height} pixels. Use one of at most {megapixels} megapixels and {maxSide} pixels on a side, no more than {maxAspect} times as wide as high or as high as wide.',
  },
} as const satisfies Record<string, CatalogueEntry>;
