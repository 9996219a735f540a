import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
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

/** /login (docs/product.md §2, §4): idle, sending ('Logging in'), error back to idle, success to the dashboard. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = loginNotice(location.state, location.search);

  const form = useForm<z.input<typeof LoginRequest>, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

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
      {notice && !login.isError && <Alert tone="success">{notice}</Alert>}
      {login.isPending && <WaitingScreen label={waitingTexts.loggingIn} />}
      <form
        className={forms.form}
        hidden={login.isPending || login.isSuccess}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!login.isPending) login.mutate(values);
        })}
      >
        <FailureAlert error={login.error} />
        <Field
          label="Username or Email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
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
