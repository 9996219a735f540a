import type { AuditEntry } from '../../../common/api/audit';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import styles from './audit.module.css';

const shown = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

/** The log's rows, newest first: when, who, what, to what, and the change. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable label="Audit log entries">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Actor</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
          <th scope="col">Request</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.at}>{formatDate(e.at, 'dateTime')}</time>
            </td>
            <td>{e.actor ? e.actor.name : 'System'}</td>
            <td>
              <code>{e.action}</code>
            </td>
            <td className={styles.wrap}>
              {e.subjectType} <code>{e.subjectId}</code>
            </td>
            <td className={styles.json}>{shown(e.before)}</td>
            <td className={styles.json}>{shown(e.after)}</td>
            <td className={styles.wrap}>
              {e.ip ?? '—'}
              {e.requestId && <span className={styles.requestId}> {e.requestId}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
