import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginRequest } from '../../../common/api/accounts';
import { dashboardPaths, sitePaths } from '../../../common/paths';
import { saveLogin } from '../../app/session';
import { Alert } from '../../components/Alert';
import { AuthCard } from '../../components/AuthCard';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { loginNotice } from '../../lib/login-notice';
import forms from '../../styles/form.module.css';
import styles from './accounts.module.css';
import { logIn } from './api';

type LoginField = keyof LoginRequest;
type LoginErrors = Partial<Record<LoginField, string>>;

/** The form's values checked against the request's schema: the first message of each field. */
function checkLogin(form: HTMLFormElement): { body?: LoginRequest; errors: LoginErrors } {
  const data = new FormData(form);
  const parsed = LoginRequest.safeParse({
    username: data.get('username') ?? '',
    password: data.get('password') ?? '',
  });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}

/**
 * /login (docs/product.md §2, §4): idle, sending ('Logging in'), error back to idle, success to
 * the dashboard. The two fields are checked by hand rather than with the form
 * library of the other forms: this page is on every first visit's way to the dashboard, and the
 * library with its schema adapter is about 16 KB gzipped. It behaves as those forms do: checked
 * on submit, the first wrong field focused, then each field checked again as it changes.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = loginNotice(location.state, location.search);

  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const fields = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => {
      saveLogin(answer);
      // Nothing cached for whoever used this tab before may show through.
      queryClient.clear();
      void navigate(dashboardPaths.home, { replace: true });
    },
  });

  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to your Crewcast dashboard."
      footer={
        <p>
          No account yet? <Link to={sitePaths.join()}>Sign up</Link>
        </p>
      }
    >
      {notice && !login.isError && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {login.isPending && <WaitingScreen label={waitingTexts.loggingIn} />}
      <form
        className={forms.form}
        hidden={login.isPending || login.isSuccess}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submitted.current = true;
          const { body, errors: found } = checkLogin(event.currentTarget);
          setErrors(found);
          const wrong = (['username', 'password'] as const).find((field) => found[field]);
          if (wrong) fields.current[wrong]?.focus();
          else if (body && !login.isPending) login.mutate(body);
        }}
        onChange={(event) => {
          const { name: field } = event.target as EventTarget & { name?: string };
          if (!submitted.current || (field !== 'username' && field !== 'password')) return;
          const message = checkLogin(event.currentTarget).errors[field];
          setErrors((shown) => ({ ...shown, [field]: message }));
        }}
      >
        <FailureAlert error={login.error} />
        <Field
          label="Username or Email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          name="username"
          ref={(input) => {
            fields.current.username = input;
          }}
          error={errors.username}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          name="password"
          ref={(input) => {
            fields.current.password = input;
          }}
          error={errors.password}
        />
        <p className={styles.forgot}>
          <Link to={sitePaths.forgotPassword}>Forgot password?</Link>
        </p>
        <div className={forms.actions}>
          <Button type="submit" block>
            Log in
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
