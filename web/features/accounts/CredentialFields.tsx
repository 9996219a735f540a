import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { accountLimits as L } from '../../../common/limits';
import { emailInput, Field } from '../../components/Field';
import forms from '../../styles/form.module.css';
import { NewPasswordField } from './NewPasswordField';

/** The fields every sign-up form has. */
export type Credentials = { email: string; username: string; password: string };

/** E-mail, username and new password, shared by the client and the freelancer sign-up forms. */
export function CredentialFields<T extends Credentials, Out>({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<T>;
  control: Control<T, unknown, Out>;
  errors: FieldErrors<T>;
}) {
  // Both forms hold these three fields; react-hook-form's path types cannot see that generically.
  const reg = register as unknown as UseFormRegister<Credentials>;
  const errs = errors as FieldErrors<Credentials>;
  const [email, username, password] = useWatch({
    control: control as unknown as Control<Credentials>,
    name: ['email', 'username', 'password'],
  });
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
        <NewPasswordField
          value={password}
          identity={{ username, email }}
          error={errs.password?.message}
          {...reg('password')}
        />
      </div>
    </>
  );
}
