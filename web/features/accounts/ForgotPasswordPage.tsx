import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordRequest, passwordResetMinutes } from '../../../common/api/accounts';
import { sitePaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { emailInput, Field } from '../../components/Field';
import forms from '../../styles/form.module.css';
import { forgotPassword } from './api';

/** /login/forgot: asks for a password reset link by e-mail. */
export function ForgotPasswordPage() {
  const form = useForm<z.input<typeof ForgotPasswordRequest>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const send = useMutation({ mutationFn: forgotPassword });
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={sitePaths.login}>Log in</Link>
        </p>
      }
    >
      {send.isSuccess ? (
        <Alert tone="success" focusOnMount>
          If an account uses {send.variables.email}, a link to reset its password is on its way. It
          works once, within {passwordResetMinutes} minutes. Nothing arrived? Check your spam
          folder, or ask again in a few minutes.
        </Alert>
      ) : (
        <form
          className={forms.form}
          noValidate
          aria-label="Reset password"
          onSubmit={form.handleSubmit((values) => {
            if (!send.isPending) send.mutate(values);
          })}
        >
          <FailureAlert error={send.error} attempt={send.submittedAt} />
          <Field
            label="Email"
            {...emailInput}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className={forms.actions}>
            <Button type="submit" block loading={send.isPending}>
              Send reset link
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
