import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SandboxPick, type SandboxConsentRequest } from '../../../common/api/youtube';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Field } from '../../components/Field';
import { ApiError, describeFailure } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { AuthCard } from '../../components/AuthCard';
import forms from '../../styles/form.module.css';
import { leaveFor, sendSandboxConsent } from './api';
import styles from './youtube.module.css';

/**
 * /join/verify/sandbox: the test stand-in for Google's consent page, used when the server has no
 * GOOGLE_CLIENT_ID (never in production). The tester picks the Google e-mail and the channel to
 * answer with; the answer goes back through the same callback as Google's.
 */
export function SandboxConsentPage() {
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const codeChallenge = params.get('code_challenge') ?? '';
  const form = useForm<z.input<typeof SandboxPick>, unknown, SandboxPick>({
    resolver: zodResolver(SandboxPick),
    defaultValues: {
      email: params.get('login_hint') ?? '',
      noChannel: false,
      channelTitle: 'My Gaming Channel',
      channelId: '',
      subscribers: 120_000,
      hidden: false,
    },
  });
  const { errors } = form.formState;
  const answer = useMutation({
    mutationFn: (body: SandboxConsentRequest) => sendSandboxConsent(body),
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => applyFieldErrors(form, error, Object.keys(SandboxPick.shape)),
  });
  const failure =
    answer.isError && !(answer.error instanceof ApiError && answer.error.fieldErrors)
      ? answer.error instanceof ApiError && answer.error.code === 'not_found'
        ? { message: 'The test sign-in is switched off on this server.' }
        : describeFailure(answer.error)
      : undefined;

  if (!state || !codeChallenge)
    return (
      <AuthCard title="Sign in with Google (test)">
        <Alert tone="error">
          This test sign-in page was opened without a check to answer. Start again from the
          verification link.
        </Alert>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Sign in with Google (test)"
      intro="Crewcast wants to see your Google account's e-mail address and your YouTube channel (read-only)."
    >
      <div className={styles.testBanner} role="note" aria-label="Test sign-in">
        <span className={styles.testBadge}>Test sign-in – not Google</span>
        <p>
          This server has no Google client configured, so this page stands in for Google's consent
          screen. Pick the e-mail and the channel to answer with; nothing is sent to Google.
        </p>
      </div>
      <form
        className={forms.form}
        noValidate
        aria-label="Test consent"
        onSubmit={form.handleSubmit((pick) => {
          if (!answer.isPending) answer.mutate({ ...pick, allow: true, state, codeChallenge });
        })}
      >
        {failure && (
          <Alert tone="error" link={failure.link} focusOnMount key={answer.submittedAt}>
            {failure.message}
          </Alert>
        )}
        <Field
          label="Google account e-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Checkbox
          label="This Google account has no YouTube channel"
          error={errors.noChannel?.message}
          {...form.register('noChannel')}
        />
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>YouTube channel (ignored when there is none)</legend>
          <Field
            label="Channel name"
            error={errors.channelTitle?.message}
            {...form.register('channelTitle')}
          />
          <Field
            label="Subscribers"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.subscribers?.message}
            {...form.register('subscribers', { valueAsNumber: true })}
          />
          <Checkbox
            label="The channel hides its subscriber count"
            error={errors.hidden?.message}
            {...form.register('hidden')}
          />
          <Field
            label="Channel ID (optional)"
            hint="Leave empty: the same e-mail is always the same channel."
            autoCapitalize="none"
            spellCheck={false}
            error={errors.channelId?.message}
            {...form.register('channelId')}
          />
        </fieldset>
        <div className={forms.actionsRow}>
          <Button type="submit" loading={answer.isPending && answer.variables.allow}>
            Allow
          </Button>
          <Button
            variant="secondary"
            loading={answer.isPending && !answer.variables.allow}
            onClick={() => {
              if (!answer.isPending) answer.mutate({ allow: false, state, codeChallenge });
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
