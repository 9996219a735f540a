import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordForm } from '../../../common/api/accounts';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import forms from '../../styles/form.module.css';
import page from '../../styles/page.module.css';
import { changePassword } from './api';
import { NewPasswordField } from './NewPasswordField';

const empty = { currentPassword: '', password: '', confirm: '' };

/** The settings section where the signed-in user changes their password. */
export function ChangePasswordSection() {
  const session = useSession();
  const form = useForm<z.input<typeof ChangePasswordForm>, unknown, ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: empty,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.reset(empty),
    onError: (error) => applyFieldErrors(form, error, ['currentPassword', 'password']),
  });
  const { errors } = form.formState;

  return (
    <section className={page.section} aria-labelledby="password-title">
      <h2 id="password-title" className={page.sectionTitle}>
        Password
      </h2>
      <div className={page.card}>
        <form
          className={forms.form}
          noValidate
          aria-label="Change password"
          onSubmit={form.handleSubmit(({ currentPassword, password: chosen }) => {
            if (!change.isPending) change.mutate({ currentPassword, password: chosen });
          })}
        >
          {change.isSuccess && !form.formState.isDirty && (
            <Alert tone="success" focusOnMount>
              Password changed. Your other sessions were logged out.
            </Alert>
          )}
          <FailureAlert error={change.error} attempt={change.submittedAt} />
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordField
            label="New password"
            value={password}
            identity={{
              username: session.username ?? undefined,
              email: session.email ?? undefined,
            }}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Field
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <div className={forms.actions}>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
