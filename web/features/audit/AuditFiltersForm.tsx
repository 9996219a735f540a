import { useState, type FormEvent } from 'react';
import { auditActions, type AuditFilters } from '../../../common/api/audit';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { UserPicker } from '../../components/UserPicker';
import { actionLabel, subjectTypes, subjectLabel } from './audit-words';
import styles from './audit.module.css';

type Props = { value: AuditFilters; onApply: (filters: AuditFilters) => void };

/** The filters a fresh page starts with: every action but the sign-ins, which drown them. */
export const initialAuditFilters: AuditFilters = { signIns: 'hide' };

const fieldsOf = (f: AuditFilters) => ({
  action: f.action ?? '',
  subjectType: f.subjectType ?? '',
  subjectId: f.subjectId ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
});

/** The filters of the log; they apply when the form is sent, so typing does not ask each time. */
export function AuditFiltersForm({ value, onApply }: Props) {
  const [fields, setFields] = useState(() => fieldsOf(value));
  const [actor, setActor] = useState<{ Id: string; Name: string } | null>(null);
  const [showSignIns, setShowSignIns] = useState(value.signIns !== 'hide');
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(
      Object.entries(fields)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    ) as AuditFilters;
    onApply({
      ...chosen,
      ...(actor ? { actor: actor.Id } : {}),
      ...(showSignIns ? {} : { signIns: 'hide' }),
    });
  };
  return (
    <form className={styles.filters} aria-label="Filter the audit log" onSubmit={submit}>
      <Select label="Action" value={fields.action} onChange={set('action')}>
        <option value="">Any action</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action)}
          </option>
        ))}
      </Select>
      <UserPicker
        label="Actor"
        template="Admins"
        whitelists={[{ db: 'users', column: 'AccountType', values: ['Admin'] }]}
        value={actor?.Id ?? null}
        valueName={actor?.Name ?? null}
        onChange={setActor}
      />
      <Select label="Subject" value={fields.subjectType} onChange={set('subjectType')}>
        <option value="">Any subject</option>
        {subjectTypes.map((type) => (
          <option key={type} value={type}>
            {subjectLabel(type).replace(/ of$/, '')}
          </option>
        ))}
      </Select>
      <Field
        label="Subject id"
        value={fields.subjectId}
        maxLength={64}
        onChange={set('subjectId')}
      />
      <Field label="From" type="date" value={fields.from} onChange={set('from')} />
      <Field label="To" type="date" value={fields.to} onChange={set('to')} />
      <Checkbox
        className={styles.showSignIns}
        label="Show sign-ins"
        checked={showSignIns}
        onChange={(event) => setShowSignIns(event.target.checked)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setFields(fieldsOf({}));
            setActor(null);
            setShowSignIns(false);
            onApply(initialAuditFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
