import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { BookVacation, type BookedVacation } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { formatDate, formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { bookVacation, cancelVacation, teamKeys, vacationsQuery } from './api';
import { todayUtc } from './dates';
import styles from './StaffProfile.module.css';

/** Who did it and when, for the history: "by Ada Admin, 28 Nov 2026, 10:05". */
const byline = (by: BookedVacation['bookedBy'], at: string | null) =>
  `${by ? `by ${by.name}` : 'by a former user'}${at ? `, ${formatDate(at, 'dateTime')}` : ''}`;

function VacationRow({ vacation, today }: { vacation: BookedVacation; today: string }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelVacation(vacation.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const range = `${formatDay(vacation.start)} – ${formatDay(vacation.end)}`;
  const state = vacation.cancelledAt
    ? 'Cancelled'
    : vacation.end < today
      ? 'Taken'
      : vacation.start <= today
        ? 'Now'
        : 'Booked';
  return (
    <li className={styles.vacation}>
      <span>
        <strong>{range}</strong> <span className={styles.vacationState}>{state}</span>
      </span>
      <span className={page.muted}>
        Booked {byline(vacation.bookedBy, vacation.bookedAt)}
        {vacation.cancelledAt &&
          ` · cancelled ${byline(vacation.cancelledBy, vacation.cancelledAt)}`}
      </span>
      {state === 'Booked' && (
        <Button
          size="small"
          variant="ghost"
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
          aria-label={`Cancel the vacation ${range}`}
        >
          Cancel
        </Button>
      )}
      <FailureAlert error={cancel.error} />
    </li>
  );
}

/** A form to book one more range (the staff page: an Admin books for the staff member). */
function BookForm({ uid }: { uid?: string }) {
  const queryClient = useQueryClient();
  const form = useForm<BookVacation>({
    resolver: zodResolver(BookVacation),
    defaultValues: { ...(uid ? { uid } : {}), start: '', end: '' },
  });
  const book = useMutation({
    mutationFn: (body: BookVacation) => bookVacation(body),
    onSuccess: () => {
      form.reset({ ...(uid ? { uid } : {}), start: '', end: '' });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => applyFieldErrors(form, error, ['start', 'end']),
  });
  const errors = form.formState.errors;
  return (
    <form
      className={styles.bookForm}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!book.isPending) book.mutate(values);
      })}
    >
      <Field
        label="First day"
        type="date"
        min={todayUtc()}
        error={errors.start?.message}
        {...form.register('start')}
      />
      <Field
        label="Last day"
        type="date"
        min={todayUtc()}
        error={errors.end?.message}
        {...form.register('end')}
      />
      <Button type="submit" variant="secondary" loading={book.isPending}>
        Book vacation
      </Button>
      <FailureAlert error={book.error} />
    </form>
  );
}

/**
 * Booked vacations, newest first, with who booked or cancelled each: a future one can be
 * cancelled. `uid` names the staff member (an Admin's staff page); `canBook` adds the form.
 */
export function VacationsSection({ uid, canBook = false }: { uid?: string; canBook?: boolean }) {
  const session = useSession();
  const vacations = useQuery(vacationsQuery(session.uid, uid));
  const today = todayUtc();
  return (
    <section className={styles.panel} aria-labelledby="vacations-title">
      <h2 id="vacations-title" className={styles.panelTitle}>
        Vacations
      </h2>
      {canBook && <BookForm {...(uid ? { uid } : {})} />}
      <QueryState query={vacations} compact>
        {(data) =>
          data.vacations.length === 0 ? (
            <p className={page.muted}>No vacations booked.</p>
          ) : (
            <ul className={styles.vacations}>
              {data.vacations.map((v) => (
                <VacationRow key={v.id} vacation={v} today={today} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
