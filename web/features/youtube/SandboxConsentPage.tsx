import { useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { TestNotice } from '../../components/TestNotice';
import forms from '../../styles/form.module.css';
import { SandboxPickFields } from './SandboxPickFields';
import { useSandboxConsent } from './use-sandbox-consent';

/**
 * /join/verify/sandbox: the test stand-in for Google's consent page, used when the server has no
 * GOOGLE_CLIENT_ID (never in production). The tester picks the Google e-mail and the channel to
 * answer with; the answer goes back through the same callback as Google's.
 */
export function SandboxConsentPage() {
  const [params] = useSearchParams();
  const check = {
    state: params.get('state') ?? '',
    codeChallenge: params.get('code_challenge') ?? '',
  };
  const { form, answer, allow, cancel, failure } = useSandboxConsent(
    check,
    params.get('login_hint') ?? '',
  );
  if (!check.state || !check.codeChallenge)
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
      <TestNotice label="Test sign-in" badge="Test sign-in – not Google">
        This server has no Google client configured, so this page stands in for Google's consent
        screen. Pick the e-mail and the channel to answer with; nothing is sent to Google.
      </TestNotice>
      <form className={forms.form} noValidate aria-label="Test consent" onSubmit={allow}>
        {failure && (
          <Alert tone="error" link={failure.link} focusOnMount key={answer.submittedAt}>
            {failure.message}
          </Alert>
        )}
        <SandboxPickFields form={form} />
        <div className={forms.actionsRow}>
          <Button type="submit" loading={answer.isPending && answer.variables.allow}>
            Allow
          </Button>
          <Button
            variant="secondary"
            loading={answer.isPending && !answer.variables.allow}
            onClick={cancel}
          >
            Cancel
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
