import { useMutation } from '@tanstack/react-query';
import { useCallback, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SignupResponse } from '../../../common/api/accounts';
import { sitePaths } from '../../../common/paths';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import type { LoginState } from '../../lib/login-notice';
import { useSendGuard } from './use-send-guard';

/**
 * The sending half of both sign-up forms (docs/product.md §4): on success to /login with the signed-up
 * notice; on failure the form re-enables, the server's field messages land on their fields, and
 * a second submit while sending shows 'Form send in progress..'.
 */
export function useSignupSubmit<Values extends FieldValues, Payload>(
  form: UseFormReturn<Values, unknown, Payload>,
  send: (payload: Payload) => Promise<SignupResponse>,
  fields: readonly Path<Values>[],
) {
  const navigate = useNavigate();
  const signup = useMutation({
    mutationFn: send,
    onSuccess: () => {
      const state: LoginState = { notice: 'signed-up' };
      void navigate(sitePaths.login, { state });
    },
    onError: (error) => applyFieldErrors(form, error, fields),
  });

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) =>
      form.handleSubmit(async (payload) => {
        await signup.mutateAsync(payload).catch(() => undefined);
      })(event),
    [form, signup],
  );
  const { onSubmit, busyNotice } = useSendGuard(submit);
  return { signup, onSubmit, busyNotice };
}
