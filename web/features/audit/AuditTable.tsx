import { Link } from 'react-router';
import type { AuditEntry } from '../../../common/api/audit';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import { subjectLink } from './audit-links';
import { actionLabel, changeLines, subjectLabel } from './audit-words';
import styles from './audit.module.css';

/** The subject as words (its kind and name), a link where a page shows it. */
function Subject({ entry }: { entry: AuditEntry }) {
  const name = entry.subjectName ?? entry.subjectId;
  const href = subjectLink(entry);
  return (
    <>
      <span className={styles.muted}>{subjectLabel(entry.subjectType)} </span>
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
    </>
  );
}

/** The change, one field a line: `Status: Available → Busy`. */
function Change({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.change}>
      {lines.map((line) => (
        <li key={line.field}>
          <span className={styles.field}>{line.field}:</span>{' '}
          {line.before !== null && line.after !== null && line.before !== line.after ? (
            <>
              <del>{line.before}</del> <span aria-label="changed to">→</span>{' '}
              <ins>{line.after}</ins>
            </>
          ) : (
            (line.after ?? line.before)
          )}
        </li>
      ))}
    </ul>
  );
}

/** The log's rows, newest first: when, who, what, to what, and the change field by field. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable label="Audit log entries">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Actor</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Change</th>
          <th scope="col">From</th>
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
              <span title={e.action}>{actionLabel(e.action)}</span>
            </td>
            <td className={styles.wrap}>
              <Subject entry={e} />
            </td>
            <td className={styles.wrap}>
              <Change entry={e} />
            </td>
            <td className={styles.wrap}>
              {e.ip ?? '—'}
              {e.requestId && (
                <span className={styles.requestId} title="Request id">
                  {' '}
                  {e.requestId}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
