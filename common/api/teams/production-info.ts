import { z } from 'zod/mini';
import { UserSearchQuery } from './directory.js';
import { Uid } from './inputs.js';
import { checkWalletValue, Wallet, walletChangeShape } from './wallet.js';

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
  ...Wallet.shape,
  IsEditor: z.boolean(),
  IsArtist: z.boolean(),
  EditSpeed: z.nullable(z.number()),
  ThumbnailSpeed: z.nullable(z.number()),
  /** Pay tier 1-3 (docs/product.md §9), set by an Admin. */
  Tier: z.number(),
});
export type ProductionInformation = z.infer<typeof ProductionInformation>;

/**
 * Body of POST /api/user/data?method=id&db=productioninformation: `values` names the row (the
 * staff member's own uid), `columnName` what to change and `newValue` the value.
 */
export const UpdateProductionInfo = z
  .object({
    values: z.union([Uid, z.array(Uid).check(z.length(1, 'Name exactly one user.'))]),
    ...walletChangeShape,
  })
  .check(z.superRefine(checkWalletValue));
export type UpdateProductionInfo = z.infer<typeof UpdateProductionInfo>;
