import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SandboxPick, type SandboxConsentRequest } from '../../../common/api/youtube';
import { ApiError, describeFailure } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { leaveFor, sendSandboxConsent } from './api';

/** The check the consent page answers: Google's `state` and `code_challenge`. */
export type SandboxCheck = { state: string; codeChallenge: string };

/** What the page says when sending failed; field errors show under their fields instead. */
function failureOf(error: Error | null) {
  if (!error || (error instanceof ApiError && error.fieldErrors)) return undefined;
  if (error instanceof ApiError && error.code === 'not_found')
    return { message: 'The test sign-in is switched off on this server.' };
  return describeFailure(error);
}

/**
 * The sandbox consent form: the pick, checked by the contract's schema, sent with Allow or
 * refused with Cancel; either way the browser follows the answer, as it would Google's.
 */
export function useSandboxConsent(check: SandboxCheck, loginHint: string) {
  const form = useForm<z.input<typeof SandboxPick>, unknown, SandboxPick>({
    resolver: zodResolver(SandboxPick),
    defaultValues: {
      email: loginHint,
      noChannel: false,
      channelTitle: 'My Gaming Channel',
      channelId: '',
      subscribers: 120_000,
      hidden: false,
    },
  });
  const answer = useMutation({
    mutationFn: (body: SandboxConsentRequest) => sendSandboxConsent(body),
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => applyFieldErrors(form, error, Object.keys(SandboxPick.shape)),
  });
  const allow = form.handleSubmit((pick) => {
    if (!answer.isPending) answer.mutate({ ...pick, allow: true, ...check });
  });
  const cancel = () => {
    if (!answer.isPending) answer.mutate({ allow: false, ...check });
  };
  return { form, answer, allow, cancel, failure: failureOf(answer.error) };
}
