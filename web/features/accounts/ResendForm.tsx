import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { ResendVerificationRequest } from '../../../common/api/accounts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { describeFailure } from '../../lib/api-client';
import forms from '../../styles/form.module.css';
import { resendVerification } from './api';

/** What the server says to every re-send, so nobody learns whether an account exists. */
export const resendAnswer = 'If an account matches, a new link is on its way.';

type ResendValues = { uidValue: string };

// One box takes either identifier; an @ decides which one the server should look up.
const resolver: Resolver<ResendValues, unknown, ResendVerificationRequest> = (
  values,
  context,
  options,
) => {
  const uidName = values.uidValue.includes('@') ? ('Email' as const) : ('Username' as const);
  return zodResolver(ResendVerificationRequest)(
    { uidName, uidValue: values.uidValue },
    context,
    options as never,
  ) as never;
};

/** Asks for a new verification link for the e-mail or username typed in. */
export function ResendForm() {
  const form = useForm<ResendValues, unknown, ResendVerificationRequest>({
    resolver,
    defaultValues: { uidValue: '' },
  });
  const resend = useMutation({ mutationFn: resendVerification });

  return (
    <form
      className={forms.form}
      noValidate
      aria-label="Request a new verification link"
      onSubmit={form.handleSubmit((body) => {
        if (!resend.isPending) resend.mutate(body);
      })}
    >
      {resend.isSuccess && <Alert tone="success">{resendAnswer}</Alert>}
      {resend.isError && <Alert tone="error">{describeFailure(resend.error).message}</Alert>}
      <Field
        label="Email or username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.uidValue?.message}
        {...form.register('uidValue')}
      />
      <div className={forms.actionsRow}>
        <Button type="submit" variant="secondary" loading={resend.isPending}>
          Send a new link
        </Button>
      </div>
    </form>
  );
}
