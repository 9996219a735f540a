import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ResetPasswordForm } from '../../../common/api/accounts';
import { sitePaths } from '../../../common/paths';
import { clearSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import type { LoginState } from '../../lib/login-notice';
import forms from '../../styles/form.module.css';
import { resetPassword } from './api';
import { NewPasswordField } from './NewPasswordField';

/** /login/reset?hash=: sets a new password with the secret of the e-mailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const navigate = useNavigate();
  const form = useForm<z.input<typeof ResetPasswordForm>, unknown, ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { hash, password: '', confirm: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // Every session ended on the server; this tab's too.
      clearSession();
      const state: LoginState = { notice: 'password-reset' };
      void navigate(sitePaths.login, { state, replace: true });
    },
    onError: (error) => applyFieldErrors(form, error, ['password']),
  });
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Set a new password"
      intro="Choose the password you will log in with from now on. Every session of your account will be logged out."
      footer={
        <p>
          Link expired? <Link to={sitePaths.forgotPassword}>Ask for a new one</Link>
        </p>
      }
    >
      {!hash ? (
        <Alert tone="error" link={{ text: 'Ask for a reset link', href: sitePaths.forgotPassword }}>
          This page needs the link from your password reset e-mail.
        </Alert>
      ) : (
        <form
          className={forms.form}
          noValidate
          aria-label="Set a new password"
          onSubmit={form.handleSubmit(({ hash: secret, password: chosen }) => {
            if (!reset.isPending) reset.mutate({ hash: secret, password: chosen });
          })}
        >
          <FailureAlert error={reset.error} attempt={reset.submittedAt} />
          <NewPasswordField
            label="New password"
            value={password}
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
            <Button type="submit" block loading={reset.isPending}>
              Set new password
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
