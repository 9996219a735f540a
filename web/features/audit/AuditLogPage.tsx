import { dashboardPaths } from '../../../common/paths';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditFilters } from '../../../common/api/audit';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { auditLogQuery, downloadAuditCsv } from './api';
import { AuditFiltersForm, initialAuditFilters } from './AuditFiltersForm';
import { AuditTable } from './AuditTable';
import styles from './audit.module.css';

/** /dashboard/manage/audit (Admin): what Admins did and when they signed in, filtered and paged. */
export function AuditLogPage() {
  const session = useSession();
  const [filters, setFilters] = useState<AuditFilters>(initialAuditFilters);
  const log = useInfiniteQuery({
    ...auditLogQuery(filters),
    enabled: session.accountType === 'Admin',
  });
  const exporting = useMutation({ mutationFn: downloadAuditCsv });

  if (session.accountType !== 'Admin')
    return (
      <div className={page.page}>
        <title>Audit log · Crewcast</title>
        <h1 className={page.title}>Audit log</h1>
        <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
          Only Admins read the audit log.
        </Alert>
      </div>
    );

  return (
    <div className={page.page}>
      <title>Audit log · Crewcast</title>
      <header className={styles.head}>
        <h1 className={page.title}>Audit log</h1>
        <p className={page.muted}>
          Every Admin action, newest first, with what it changed; Admin sign-ins show when you tick
          "Show sign-ins". Rows are never changed or removed.
        </p>
      </header>
      <AuditFiltersForm value={filters} onApply={setFilters} />
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          loading={exporting.isPending}
          onClick={() => exporting.mutate(filters)}
        >
          Export CSV
        </Button>
      </div>
      <FailureAlert error={exporting.error} attempt={exporting.submittedAt} />
      <QueryState query={log}>
        {(data) => {
          const entries = data.pages.flatMap((p) => p.entries);
          if (entries.length === 0)
            return <p className={page.empty}>Nothing in the log matches these filters.</p>;
          return (
            <>
              <AuditTable entries={entries} />
              {log.hasNextPage && (
                <Button
                  variant="ghost"
                  loading={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  Show older entries
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
