import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { StaffStatus, StatusUpdate, type StaffProfile } from '../../../common/api/teams';
import { teamLimits } from '../../../common/limits';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DayField, dayProps } from '../../components/DayField';
import { Field } from '../../components/Field';
import { describeFailure } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import choice from '../../styles/choice.module.css';
import page from '../../styles/page.module.css';
import { setStatus, staffProfileQuery, teamKeys, vacationsQuery } from './api';
import { addDays, formatDay, todayUtc } from './dates';
import styles from './Schedule.module.css';
import { BusyLink, StatusBadge } from '../../components/StatusBadge';
import { useStaleRefusal } from './use-stale-refusal';

type StatusFormValues = {
  status: StaffStatus;
  link: string;
  title: string;
  start: string;
  end: string;
};

const statusHelp: Record<StaffStatus, string> = {
  Available: 'Partners can pick you for new orders.',
  Busy: 'Fully booked: Partners are not offered you for new orders until you are Available again.',
  Vacation:
    'Away on the days you choose: not offered for new orders then, and Available again after the last day.',
};

const statusResolver = zodResolver(StatusUpdate) as unknown as Resolver<
  StatusFormValues,
  unknown,
  StatusUpdate
>;

/** A pasted address of this very site becomes its path; anything else is left to the rule. */
function ownPath(link: string): string {
  const origin = window.location.origin;
  const trimmed = link.trim();
  return trimmed.startsWith(`${origin}/`) ? trimmed.slice(origin.length) : link;
}

const fieldNames = ['status', 'link', 'title', 'start', 'end'] as const;

function defaults(profile: StaffProfile): StatusFormValues {
  return {
    // A vacation is booked as a range of its own (listed under Vacations); the form starts from
    // the status chosen for the other days.
    status: profile.chosenStatus === 'Busy' ? 'Busy' : 'Available',
    link: profile.busyLink ?? '',
    title: profile.busyTitle ?? '',
    start: '',
    end: '',
  };
}

function savedText(profile: StaffProfile): string {
  if (profile.vacation)
    return `Saved. You are away from ${formatDay(profile.vacation.start)} to ${formatDay(profile.vacation.end)}.`;
  return `Saved. You are ${profile.status === 'Busy' ? 'Busy' : 'Available'}.`;
}

/** The first and last day of a vacation to book, written as the app writes days. */
function VacationFields({
  control,
  errors,
  start,
  today,
}: {
  control: Control<StatusFormValues, unknown, StatusUpdate>;
  errors: FieldErrors<StatusFormValues>;
  start: string;
  today: string;
}) {
  return (
    <div className={styles.row}>
      <Controller
        control={control}
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
        control={control}
        name="end"
        render={({ field }) => (
          <DayField
            label="Last day"
            min={start || today}
            max={start ? addDays(start, teamLimits.vacationMaxDays - 1) : undefined}
            error={errors.end?.message}
            {...dayProps(field)}
          />
        )}
      />
    </div>
  );
}

/** The staff member's status (docs/product.md §3): Available, Busy with an optional link, or Vacation. */
export function StatusForm({ profile }: { profile: StaffProfile }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const form = useForm<StatusFormValues, unknown, StatusUpdate>({
    resolver: ((values, context, options) =>
      statusResolver({ ...values, link: ownPath(values.link) }, context, options)) as Resolver<
      StatusFormValues,
      unknown,
      StatusUpdate
    >,
    defaultValues: defaults(profile),
  });
  const { errors } = form.formState;
  const [status, start] = useWatch({ control: form.control, name: ['status', 'start'] });
  const save = useMutation({
    mutationFn: setStatus,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffProfileQuery(session.uid).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: teamKeys.teams });
      form.reset(defaults(answer));
    },
    onError: (error) => applyFieldErrors(form, error, fieldNames),
  });
  // A refusal (an overlap) is about the vacations as they were: once they change, it goes.
  const vacations = useQuery(vacationsQuery(session.uid)).data;
  useStaleRefusal(vacations, save);
  const failure = save.isError ? describeFailure(save.error) : undefined;
  const today = todayUtc();

  return (
    <form
      className={styles.statusForm}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className={styles.now}>
        <span className={page.muted}>Today you are</span>
        <StatusBadge presence={profile} />
        <BusyLink presence={profile} />
      </div>

      <fieldset className={`${choice.group} ${styles.choices}`}>
        <legend className={choice.legend}>Your status</legend>
        {StaffStatus.options.map((option) => (
          // The whole card is clickable; the radio is named by the status and described by
          // its help text, so a screen reader says 'Vacation' first and the help after.
          <label key={option} className={choice.choice}>
            <input
              type="radio"
              value={option}
              aria-labelledby={`status-${option}`}
              aria-describedby={`status-${option}-help`}
              {...form.register('status')}
            />
            <span>
              <span id={`status-${option}`} className={styles.choiceName}>
                {option}
              </span>
              <span id={`status-${option}-help`} className={styles.choiceHelp}>
                {statusHelp[option]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {status === 'Busy' && (
        <div className={styles.row}>
          <Field
            label="Link to the work (optional)"
            hint="A Crewcast path such as /dashboard/production/receive; a pasted Crewcast address becomes its path."
            maxLength={teamLimits.busyLinkMax}
            spellCheck={false}
            error={errors.link?.message}
            {...form.register('link')}
          />
          <Field
            label="What you are working on (optional)"
            maxLength={teamLimits.busyTitleMax}
            error={errors.title?.message}
            {...form.register('title')}
          />
        </div>
      )}
      {status === 'Vacation' && (
        <VacationFields control={form.control} errors={errors} start={start} today={today} />
      )}

      {failure && (
        <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
          {failure.message}
        </Alert>
      )}
      {save.isSuccess && !form.formState.isDirty && (
        <Alert tone="success">{savedText(save.data)}</Alert>
      )}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save status
        </Button>
      </div>
    </form>
  );
}
