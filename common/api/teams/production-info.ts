import { z } from 'zod';
import { teamLimits as L } from '../../limits.js';
import { UserSearchQuery } from './directory.js';
import { Uid } from './inputs.js';
import { PayoutMethod } from './members.js';

// --- Production information: GET/POST /api/user/data?method=id&db=productioninformation --------

/** Query naming the signed-in staff member's own production information. */
export const ProductionInfoQuery = z.object({
  method: z.literal('id'),
  db: z.literal('productioninformation', 'Unknown table.'),
});
export type ProductionInfoQuery = z.infer<typeof ProductionInfoQuery>;

/** Query of GET /api/user/data: a search, or one's own production information. */
export const UserDataQuery = z.discriminatedUnion(
  'method',
  [UserSearchQuery, ProductionInfoQuery],
  {
    error: 'Unknown method.',
  },
);
export type UserDataQuery = z.infer<typeof UserDataQuery>;

/** A staff member's production information (docs/product.md §3): payout accounts, roles, speeds, tier. */
export const ProductionInformation = z.object({
  PayPal: z.string().nullable(),
  Paysend: z.string().nullable(),
  PayoutMethod: PayoutMethod.nullable(),
  IsEditor: z.boolean(),
  IsArtist: z.boolean(),
  EditSpeed: z.number().nullable(),
  ThumbnailSpeed: z.number().nullable(),
  /** Pay tier 1-3 (docs/product.md §9), set by an Admin. */
  Tier: z.number(),
});
export type ProductionInformation = z.infer<typeof ProductionInformation>;

/** Columns of production information a staff member may change; the rest are not theirs to edit. */
export const EditableColumn = z.enum(['PayPal', 'Paysend', 'PayoutMethod'], 'Unknown column.');
export type EditableColumn = z.infer<typeof EditableColumn>;

/** Message of an empty settings value (docs/product.md §5, §8). */
export const enterValueMessage = 'Please enter a value';

/** A settings value: 1-50 characters after trimming (docs/product.md §5). */
export const SettingValue = z
  .string(enterValueMessage)
  .trim()
  .min(L.settingValueMin, enterValueMessage)
  .max(L.settingValueMax, `At most ${L.settingValueMax} characters.`)
  .refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.');

/**
 * Body of POST /api/user/data?method=id&db=productioninformation: `values` names the row (the
 * staff member's own uid), `columnName` what to change and `newValue` the value.
 */
export const UpdateProductionInfo = z
  .object({
    values: z.union([Uid, z.array(Uid).length(1, 'Name exactly one user.')]),
    columnName: EditableColumn,
    newValue: SettingValue,
  })
  .superRefine((v, ctx) => {
    if (v.columnName === 'PayPal' && !z.email().safeParse(v.newValue).success)
      ctx.addIssue({
        code: 'custom',
        path: ['newValue'],
        message: 'Enter the e-mail address of your PayPal account.',
      });
    if (v.columnName === 'PayoutMethod' && !PayoutMethod.safeParse(v.newValue).success)
      ctx.addIssue({ code: 'custom', path: ['newValue'], message: 'Choose PayPal or Paysend.' });
  });
export type UpdateProductionInfo = z.infer<typeof UpdateProductionInfo>;
