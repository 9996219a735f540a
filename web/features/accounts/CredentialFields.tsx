import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { accountLimits as L } from '../../../common/limits';
import { emailInput, Field } from '../../components/Field';
import forms from '../../styles/form.module.css';

/** The fields every sign-up form has. */
export type Credentials = { email: string; username: string; password: string };

/** E-mail, username and new password, shared by the client and the freelancer sign-up forms. */
export function CredentialFields<T extends Credentials>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Both forms hold these three fields; react-hook-form's path types cannot see that generically.
  const reg = register as unknown as UseFormRegister<Credentials>;
  const errs = errors as FieldErrors<Credentials>;
  return (
    <>
      <Field label="Email" {...emailInput} error={errs.email?.message} {...reg('email')} />
      <div className={forms.row}>
        <Field
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={L.usernameMax}
          error={errs.username?.message}
          {...reg('username')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={L.passwordMax}
          hint={`${L.passwordMin} to ${L.passwordMax} characters.`}
          error={errs.password?.message}
          {...reg('password')}
        />
      </div>
    </>
  );
}
