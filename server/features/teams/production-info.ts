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
import { nowOf, type DirectoryDeps } from './teams-deps.js';

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
 * own payout settings. The first account saved becomes the payout method.
 */
export async function updateProductionInfo(
  deps: DirectoryDeps,
  who: Principal,
  _query: ProductionInfoQuery,
  body: UpdateProductionInfo,
): Promise<ProductionInformation> {
  requireAccountType(who, 'Production');
  const { repo } = deps;
  const uid = Array.isArray(body.values) ? body.values[0] : body.values;
  if (uid !== who.uid) throw new AppError('forbidden');
  const row = await requireStaffRow(repo, who.uid);
  const at = nowOf(deps).toISOString();
  if (body.columnName === 'PayoutMethod') {
    const method = body.newValue === 'Paysend' ? 'Paysend' : 'PayPal';
    const account = method === 'PayPal' ? row.paypal : row.paysend;
    if (!account) throw new AppError('payout_account_missing', { method });
    await repo.upsertProfile(who.uid, { payout_method: method }, at);
  } else {
    const column = body.columnName === 'PayPal' ? 'paypal' : 'paysend';
    await repo.upsertProfile(
      who.uid,
      {
        [column]: body.newValue,
        ...(row.payout_method === null ? { payout_method: body.columnName } : {}),
      },
      at,
    );
  }
  return productionInfo(deps, who.uid);
}
