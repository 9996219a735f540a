import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isTimeZone, UpdateProfileRequest } from '../../../common/api/accounts';
import { accountLimits } from '../../../common/limits';
import { saveProfile, useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { formatDate } from '../../lib/format-date';
import forms from '../../styles/form.module.css';
import page from '../../styles/page.module.css';
import { updateProfile } from './api';
import { AvatarPicker } from './AvatarPicker';
import styles from './ProfileSection.module.css';
import { TimeZoneField } from './TimeZoneField';

/** The zone a user starts with: the one stored, else their browser's. */
function startingZone(stored: string | null): string {
  if (stored) return stored;
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(browser) ? browser : 'UTC';
}

/** The settings section where every user sets their picture, display name and time zone. */
export function ProfileSection() {
  const session = useSession();
  const form = useForm<z.input<typeof UpdateProfileRequest>, unknown, UpdateProfileRequest>({
    resolver: zodResolver(UpdateProfileRequest),
    values: { name: session.name, timeZone: startingZone(session.timeZone) },
    resetOptions: { keepDirtyValues: true },
  });
  const zone = useWatch({ control: form.control, name: 'timeZone' });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      saveProfile(me);
      form.reset({ name: me.name, timeZone: me.timeZone });
    },
    onError: (error) => applyFieldErrors(form, error, ['name', 'timeZone']),
  });
  const { errors } = form.formState;
  const now = new Date().toISOString();

  return (
    <section className={page.section} aria-labelledby="profile-title">
      <h2 id="profile-title" className={page.sectionTitle}>
        Profile
      </h2>
      <div className={page.card}>
        <AvatarPicker />
        <form
          className={forms.form}
          noValidate
          aria-label="Profile"
          onSubmit={form.handleSubmit((values) => {
            if (!save.isPending) save.mutate(values);
          })}
        >
          {save.isSuccess && !form.formState.isDirty && (
            <Alert tone="success" focusOnMount>
              Profile saved. Dates now show in {save.data.timeZone} time.
            </Alert>
          )}
          <FailureAlert error={save.error} attempt={save.submittedAt} />
          <Field
            label="Display name"
            hint="The name your team, clients and support see."
            autoComplete="name"
            maxLength={accountLimits.nameMax}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TimeZoneField error={errors.timeZone?.message} {...form.register('timeZone')} />
          <p className={styles.preview} aria-live="polite">
            {isTimeZone(zone ?? '')
              ? `Now in this zone: ${formatDate(now, 'dateTime', zone)}`
              : 'Pick a zone from the list to see the time there.'}
          </p>
          <div className={forms.actions}>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
