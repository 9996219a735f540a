import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangeEmailRequest, emailChangeHours } from '../../../common/api/accounts';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import forms from '../../styles/form.module.css';
import page from '../../styles/page.module.css';
import { changeEmail } from './api';

const empty = { email: '', currentPassword: '' };

/**
 * The settings section where a user moves their account to another e-mail address: a link goes
 * to the new address, and nothing changes until it is followed.
 */
export function EmailSection() {
  const session = useSession();
  const form = useForm<z.input<typeof ChangeEmailRequest>, unknown, ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequest),
    defaultValues: empty,
  });
  const change = useMutation({
    mutationFn: changeEmail,
    onSuccess: () => form.reset(empty),
    onError: (error) => applyFieldErrors(form, error, ['email', 'currentPassword']),
  });
  const { errors } = form.formState;

  return (
    <section className={page.section} aria-labelledby="email-title">
      <h2 id="email-title" className={page.sectionTitle}>
        E-mail address
      </h2>
      <div className={page.card}>
        <p>
          Your address is <strong>{session.email}</strong>.
        </p>
        <form
          className={forms.form}
          noValidate
          aria-label="Change e-mail address"
          onSubmit={form.handleSubmit((values) => {
            if (!change.isPending) change.mutate(values);
          })}
        >
          {change.isSuccess && !form.formState.isDirty && (
            <Alert tone="success" focusOnMount>
              We sent a link to {change.variables.email}. Open it within {emailChangeHours} hours to
              use that address; until then your account keeps its current one.
            </Alert>
          )}
          <FailureAlert error={change.error} attempt={change.submittedAt} />
          <Field
            label="New e-mail address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <div className={forms.actions}>
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
