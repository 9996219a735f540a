import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateWorkRequest } from '../../../common/api/accounts';
import { accountLimits as L } from '../../../common/limits';
import { saveProfile, useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import forms from '../../styles/form.module.css';
import page from '../../styles/page.module.css';
import { updateWork } from './api';
import styles from './ProfileSection.module.css';

/** An empty number box is no speed (the role is off), not zero days. */
const days = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * The staff member's roles and speeds. A speed sets the due date of orders placed from now on;
 * a role held on a team cannot be dropped here (the server says so).
 */
export function WorkSection() {
  const session = useSession();
  const form = useForm<z.input<typeof UpdateWorkRequest>, unknown, UpdateWorkRequest>({
    resolver: zodResolver(UpdateWorkRequest),
    defaultValues: {
      isEditor: session.isEditor,
      isArtist: session.isArtist,
      editSpeed: session.editSpeedDays,
      thumbnailSpeed: session.thumbnailSpeedDays,
    },
  });
  const save = useMutation({
    mutationFn: updateWork,
    onSuccess: (me) => {
      saveProfile(me);
      form.reset({
        isEditor: me.isEditor,
        isArtist: me.isArtist,
        editSpeed: me.editSpeedDays,
        thumbnailSpeed: me.thumbnailSpeedDays,
      });
    },
    onError: (error) =>
      applyFieldErrors(form, error, ['isEditor', 'isArtist', 'editSpeed', 'thumbnailSpeed']),
  });
  const { errors } = form.formState;

  return (
    <section className={page.section} aria-labelledby="work-title">
      <h2 id="work-title" className={page.sectionTitle}>
        Roles and speed
      </h2>
      <div className={page.card}>
        <form
          className={forms.form}
          noValidate
          aria-label="Roles and speed"
          onSubmit={form.handleSubmit((values) => {
            if (!save.isPending) save.mutate(values);
          })}
        >
          {save.isSuccess && !form.formState.isDirty && (
            <Alert tone="success" focusOnMount>
              Saved. New orders get due dates from these speeds; orders you already have keep
              theirs.
            </Alert>
          )}
          <FailureAlert error={save.error} attempt={save.submittedAt} />
          <fieldset className={forms.fieldset}>
            <legend className={forms.legend}>I work as</legend>
            <div className={styles.roles}>
              <Checkbox
                label="Editor"
                error={errors.isEditor?.message}
                {...form.register('isEditor')}
              />
              <Checkbox
                label="Thumbnail artist"
                error={errors.isArtist?.message}
                {...form.register('isArtist')}
              />
            </div>
          </fieldset>
          <div className={forms.row}>
            <Field
              label="Edit speed (days)"
              hint={`How many days you need for an edit: ${L.editSpeedMinDays} to ${L.editSpeedMaxDays}.`}
              type="number"
              inputMode="numeric"
              min={L.editSpeedMinDays}
              max={L.editSpeedMaxDays}
              error={errors.editSpeed?.message}
              {...form.register('editSpeed', { setValueAs: days })}
            />
            <Field
              label="Thumbnail speed (days)"
              hint={`How many days you need for a thumbnail: ${L.thumbnailSpeedMinDays} to ${L.thumbnailSpeedMaxDays}.`}
              type="number"
              inputMode="numeric"
              min={L.thumbnailSpeedMinDays}
              max={L.thumbnailSpeedMaxDays}
              error={errors.thumbnailSpeed?.message}
              {...form.register('thumbnailSpeed', { setValueAs: days })}
            />
          </div>
          <div className={forms.actions}>
            <Button type="submit" loading={save.isPending}>
              Save roles and speed
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
