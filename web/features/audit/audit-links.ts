import type { AuditEntry } from '../../../common/api/audit';
import { dashboardPaths } from '../../../common/paths';

/**
 * The page that shows an entry's subject, or null when none does (a removed file, a revoked
 * link). Staff open their staff page; other people their Support thread, where an Admin sees the
 * customer's context.
 */
export function subjectLink(
  entry: Pick<AuditEntry, 'subjectType' | 'subjectId' | 'subjectAccountType'>,
): string | null {
  const { subjectType: type, subjectId: id } = entry;
  switch (type) {
    case 'staff':
      return dashboardPaths.staffMember(id);
    case 'user':
      return entry.subjectAccountType === 'Production'
        ? dashboardPaths.staffMember(id)
        : entry.subjectAccountType === 'Admin'
          ? null
          : dashboardPaths.chat({ user: id, type: 'Support' });
    case 'support_thread':
      return dashboardPaths.chat({ user: id, type: 'Support' });
    case 'team':
      // The Team Builder opens a Partner's team from ?uid=.
      return `${dashboardPaths.manageTeam}?uid=${encodeURIComponent(id)}`;
    case 'order':
      return dashboardPaths.inbox({ active: id });
    case 'pay_period':
      return dashboardPaths.payouts;
    case 'pay_statement':
      return dashboardPaths.payStatement(id);
    case 'commission':
      return dashboardPaths.commissions;
    case 'payment':
      return dashboardPaths.receipt(id);
    case 'games_month':
    case 'promotion_video':
      return dashboardPaths.manageGames;
    default:
      return null;
  }
}
