import { useState, type FormEvent } from 'react';
import { auditActions, type AuditFilters } from '../../../common/api/audit';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import styles from './audit.module.css';

type Props = { value: AuditFilters; onApply: (filters: AuditFilters) => void };

const fieldsOf = (f: AuditFilters) => ({
  actor: f.actor ?? '',
  action: f.action ?? '',
  subjectType: f.subjectType ?? '',
  subjectId: f.subjectId ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
});

/** The filters of the log; they apply when the form is sent, so typing does not ask each time. */
export function AuditFiltersForm({ value, onApply }: Props) {
  const [fields, setFields] = useState(() => fieldsOf(value));
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(
      Object.entries(fields)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    ) as AuditFilters;
    onApply(chosen);
  };
  return (
    <form className={styles.filters} aria-label="Filter the audit log" onSubmit={submit}>
      <Select label="Action" value={fields.action} onChange={set('action')}>
        <option value="">Any action</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {action}
          </option>
        ))}
      </Select>
      <Field label="Actor (user id)" value={fields.actor} maxLength={64} onChange={set('actor')} />
      <Field
        label="Subject type"
        value={fields.subjectType}
        maxLength={40}
        onChange={set('subjectType')}
      />
      <Field
        label="Subject id"
        value={fields.subjectId}
        maxLength={64}
        onChange={set('subjectId')}
      />
      <Field label="From" type="date" value={fields.from} onChange={set('from')} />
      <Field label="To" type="date" value={fields.to} onChange={set('to')} />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setFields(fieldsOf({}));
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
