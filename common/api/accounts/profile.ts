import { z } from 'zod/mini';
import { accountLimits as L } from '../../limits.js';
import { nonEmpty, plainText, required } from '../fields.js';
import { Email } from './identity.js';

/** How long the link that confirms a new e-mail address works. */
export const emailChangeHours = 24;

/** Largest avatar upload; the server keeps only a small square copy. */
export const avatarMaxBytes = 5 * 1024 * 1024;

/** The side of the square avatar the server stores, in pixels. */
export const avatarSide = 256;

/** Image types an avatar may be uploaded as (the server also checks the bytes). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * The pictures an avatar may be made from, read from the file's header before any pixel is
 * decoded: at most 25 megapixels (a 6000×4000 photo) and 10 000 px on a side, and no more than
 * ten times as long one way as the other. Cropping a thin picture to a square scales it up, so a
 * 4000×1 picture of a hundred bytes would otherwise cost seconds of CPU and hundreds of MB.
 */
export const avatarPicture = { maxPixels: 25_000_000, maxSide: 10_000, maxAspect: 10 } as const;

// Listed on first use, not when the module loads: the list takes the runtime tens of milliseconds
// on a slow phone, and every dashboard page loads this module while only the profile form asks.
let zones: Set<string> | undefined;

/** True for an IANA time zone this runtime knows ('UTC' included, which some list apart). */
export function isTimeZone(zone: string): boolean {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zone === 'UTC' || zones.has(zone);
}

/** An IANA time zone name such as `Europe/Berlin`. */
export const TimeZone = required(plainText())
  .check(z.trim())
  .check(nonEmpty())
  .check(z.maxLength(64, 'At most 64 characters.'))
  .check(z.refine(isTimeZone, 'Choose a time zone from the list.'));

/** The name other people see. */
export const DisplayName = required(plainText())
  .check(z.trim())
  .check(nonEmpty())
  .check(z.maxLength(L.nameMax, `At most ${L.nameMax} characters.`));

/** Body of PUT /api/user/profile: what every user may change about themselves. */
export const UpdateProfileRequest = z.object({ name: DisplayName, timeZone: TimeZone });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

const speedMessage = (min: number, max: number) => `Between ${min} and ${max} days.`;

/**
 * Body of PUT /api/user/work: a staff member's roles and speeds. At least one role; each role
 * needs its speed, which sets the due date of every order placed from now on.
 */
export const UpdateWorkRequest = z
  .object({
    isEditor: required(z.boolean('Expected true or false.')),
    isArtist: required(z.boolean('Expected true or false.')),
    editSpeed: z.nullable(
      z
        .pipe(z.number('Enter a number of days.'), z.int('Enter whole days.'))
        .check(z.gte(L.editSpeedMinDays, speedMessage(L.editSpeedMinDays, L.editSpeedMaxDays)))
        .check(z.lte(L.editSpeedMaxDays, speedMessage(L.editSpeedMinDays, L.editSpeedMaxDays))),
    ),
    thumbnailSpeed: z.nullable(
      z
        .pipe(z.number('Enter a number of days.'), z.int('Enter whole days.'))
        .check(
          z.gte(
            L.thumbnailSpeedMinDays,
            speedMessage(L.thumbnailSpeedMinDays, L.thumbnailSpeedMaxDays),
          ),
        )
        .check(
          z.lte(
            L.thumbnailSpeedMaxDays,
            speedMessage(L.thumbnailSpeedMinDays, L.thumbnailSpeedMaxDays),
          ),
        ),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.isEditor && !v.isArtist)
        ctx.addIssue({
          code: 'custom',
          path: ['isEditor'],
          message: 'Choose editor, artist or both.',
        });
      if (v.isEditor && v.editSpeed === null)
        ctx.addIssue({ code: 'custom', path: ['editSpeed'], message: 'Enter your edit speed.' });
      if (v.isArtist && v.thumbnailSpeed === null)
        ctx.addIssue({
          code: 'custom',
          path: ['thumbnailSpeed'],
          message: 'Enter your thumbnail speed.',
        });
    }),
  );
export type UpdateWorkRequest = z.infer<typeof UpdateWorkRequest>;

/** Body of PUT /api/user/email: the new address, and the password that proves it is the owner. */
export const ChangeEmailRequest = z.object({
  email: Email,
  currentPassword: required(plainText()).check(nonEmpty()).check(z.maxLength(200)),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

/** Body of POST /api/auth/email/confirm: the secret of the link sent to the new address. */
export const ConfirmEmailRequest = z.object({
  hash: required(plainText())
    .check(nonEmpty())
    .check(z.maxLength(200))
    .check(z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid link.')),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/** Answer of POST /api/auth/email/confirm: the account and the address it now has. */
export const ConfirmEmailResponse = z.object({ uid: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

/** Answer of PUT /api/user/avatar: where the new picture is served. */
export const AvatarResponse = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/**
 * Where a user's picture is served (image/webp, not a JSON route). The key changes with each
 * upload and is only handed out with the user's profile, so the address is the permission and an
 * old address stops working.
 */
export const avatarImagePath = '/api/user/avatar/:uid/:key';

/** The address of one stored picture. */
export const avatarUrlOf = (uid: string, key: string) =>
  `/api/user/avatar/${encodeURIComponent(uid)}/${encodeURIComponent(key)}`;

/** Path parameters of the picture's address. */
export const AvatarParams = z.object({
  uid: plainText().check(z.maxLength(64)),
  key: plainText().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});
export type AvatarParams = z.infer<typeof AvatarParams>;
