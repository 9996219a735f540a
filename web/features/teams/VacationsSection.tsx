import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { BookVacation, type VacationList } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { DayField, dayProps } from '../../components/DayField';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import page from '../../styles/page.module.css';
import { bookVacation, teamKeys, vacationsQuery } from './api';
import { todayUtc } from './dates';
import styles from './StaffProfile.module.css';
import { useStaleRefusal } from './use-stale-refusal';
import { VacationRow } from './VacationRow';

/**
 * A form to book one more range (the staff page: an Admin books for the staff member). A refusal
 * is about the list as it was: once the list changes (the clashing range cancelled), it goes.
 */
function BookForm({ uid, list }: { uid?: string; list: VacationList | undefined }) {
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
  useStaleRefusal(list, book);
  const errors = form.formState.errors;
  const today = todayUtc();
  return (
    <form
      className={styles.bookForm}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!book.isPending) book.mutate(values);
      })}
    >
      <Controller
        control={form.control}
        name="start"
        render={({ field }) => (
          <DayField
            label="First day"
            min={today}
            error={errors.start?.message}
            {...dayProps(field)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="end"
        render={({ field }) => (
          <DayField label="Last day" min={today} error={errors.end?.message} {...dayProps(field)} />
        )}
      />
      <Button type="submit" variant="secondary" loading={book.isPending}>
        Book vacation
      </Button>
      <FailureAlert error={book.error} />
    </form>
  );
}

/**
 * Booked vacations, newest first, with who booked, cancelled or ended each: a future one can be
 * cancelled, one in progress ended today. `uid` names the staff member (an Admin's staff page);
 * `canBook` adds the form.
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
      {canBook && <BookForm {...(uid ? { uid } : {})} list={vacations.data} />}
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
