import { randomUUID } from 'node:crypto';
import type {
  CompanyStatList,
  StatListName,
  UpdateCompanyStats,
} from '../../../common/api/site.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { SiteDeps } from './site-deps.js';

/** The figures of a stat list; public, since the home page shows them to everyone. */
export async function listStats(deps: SiteDeps, name: StatListName): Promise<CompanyStatList> {
  return deps.repo.listStats(name);
}

/** Replaces a stat list with new figures. Admin only. */
export async function updateStats(
  deps: SiteDeps,
  principal: Principal,
  name: StatListName,
  body: UpdateCompanyStats,
): Promise<CompanyStatList> {
  const { repo, now } = deps;
  requireAccountType(principal, 'Admin');
  const at = now().toISOString();
  const before = await repo.listStats(name);
  await repo.replaceStats(
    name,
    body.stats,
    { updatedAt: at, updatedBy: principal.uid, newId: randomUUID },
    {
      actorId: principal.uid,
      action: 'site.stats_updated',
      subject: { type: 'stat_list', id: name },
      before,
      after: { stats: body.stats },
      at,
    },
  );
  deps.log.info({ list: name, count: body.stats.length, by: principal.uid }, 'stats updated');
  return repo.listStats(name);
}
