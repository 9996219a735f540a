import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffSort, StaffStatus } from '../../../common/api/teams';
import { pagingLimits } from '../../../common/limits';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import type { StaffFilters } from './api';
import styles from './Schedule.module.css';

/**
 * The staff table's filters, kept in the address (`?q=&status=&sort=`) so a reload, a shared
 * link or the back button shows the same list. Unknown values read as no filter.
 */
export function useStaffFilters(): [StaffFilters, (next: StaffFilters) => void] {
  const [params, setParams] = useSearchParams();
  const status = StaffStatus.safeParse(params.get('status'));
  const sort = StaffSort.safeParse(params.get('sort'));
  const q = params.get('q')?.slice(0, pagingLimits.filterTextMax).trim();
  const filters: StaffFilters = {
    ...(q ? { q } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(sort.success && sort.data !== 'name' ? { sort: sort.data } : {}),
  };
  const set = (next: StaffFilters) => {
    const out = new URLSearchParams(params);
    for (const key of ['q', 'status', 'sort'] as const) {
      const value = next[key];
      if (value) out.set(key, value);
      else out.delete(key);
    }
    setParams(out, { replace: true });
  };
  return [filters, set];
}

/** Search by name or username (applied as one types, after a short pause), status, order. */
export function StaffFiltersForm({
  filters,
  onChange,
}: {
  filters: StaffFilters;
  onChange: (next: StaffFilters) => void;
}) {
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: trimmed || undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <form className={styles.filters} role="search" onSubmit={(e) => e.preventDefault()}>
      <Field
        label="Search staff"
        type="search"
        value={text}
        maxLength={pagingLimits.filterTextMax}
        placeholder="Name or username"
        onChange={(e) => setText(e.target.value)}
      />
      <Select
        label="Status"
        value={filters.status ?? ''}
        onChange={(e) => {
          const status = StaffStatus.safeParse(e.target.value);
          onChange({ ...filters, status: status.success ? status.data : undefined });
        }}
      >
        <option value="">Any status</option>
        {StaffStatus.options.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
      <Select
        label="Order"
        value={filters.sort ?? 'name'}
        onChange={(e) => {
          const sort = StaffSort.safeParse(e.target.value);
          onChange({
            ...filters,
            sort: sort.success && sort.data !== 'name' ? sort.data : undefined,
          });
        }}
      >
        <option value="name">By name</option>
        <option value="username">By username</option>
      </Select>
    </form>
  );
}
