import type {
  ProductionInfoQuery,
  ProductionInformation,
  UpdateProductionInfo,
  UserDataQuery,
  UserSearchResponse,
} from '../../../common/api/teams.js';
import { teamLimits } from '../../../common/limits.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { searchDirectory } from './directory-search.js';
import { requireStaffRow } from './team-guards.js';
import type { DirectoryDeps } from './teams-deps.js';
import { changeWallet } from './wallet.js';

/** A staff member's own payout settings, speeds and tier. */
async function productionInfo(deps: DirectoryDeps, uid: string): Promise<ProductionInformation> {
  const row = await requireStaffRow(deps.repo, uid);
  return {
    PayPal: row.paypal,
    Paysend: row.paysend,
    PayoutMethod: row.payout_method,
    IsEditor: row.is_editor === 1,
    IsArtist: row.is_artist === 1,
    EditSpeed: row.edit_speed_days,
    ThumbnailSpeed: row.thumbnail_speed_days,
    Tier: row.tier ?? teamLimits.defaultTier,
  };
}

/** GET /api/user/data: the directory search, or one's own production information. */
export async function userData(
  deps: DirectoryDeps,
  who: Principal,
  query: UserDataQuery,
): Promise<UserSearchResponse | ProductionInformation> {
  if (query.method === 'search') return searchDirectory(deps, who, query);
  requireAccountType(who, 'Production');
  return productionInfo(deps, who.uid);
}

/**
 * POST /api/user/data?method=id&db=productioninformation: a staff member changes one of their
 * own payout settings, by the wallet's rules.
 */
export async function updateProductionInfo(
  deps: DirectoryDeps,
  who: Principal,
  _query: ProductionInfoQuery,
  body: UpdateProductionInfo,
): Promise<ProductionInformation> {
  requireAccountType(who, 'Production');
  const uid = Array.isArray(body.values) ? body.values[0] : body.values;
  if (uid !== who.uid) throw new AppError('forbidden');
  await changeWallet(deps, who, { columnName: body.columnName, newValue: body.newValue });
  return productionInfo(deps, who.uid);
}
