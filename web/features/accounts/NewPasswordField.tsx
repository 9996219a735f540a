import type { ComponentPropsWithRef } from 'react';
import { passwordRuleText } from '../../../common/api/accounts';
import { accountLimits as L } from '../../../common/limits';
import { Field } from '../../components/Field';
import styles from './NewPasswordField.module.css';
import { usePasswordStrength } from './use-password-strength';

type NewPasswordFieldProps = ComponentPropsWithRef<'input'> & {
  label?: string;
  error?: string | undefined;
  /** What the form holds now, to estimate its strength as the user types. */
  value: string;
  /** The account's names, which a strong password does not contain. */
  identity?: { username?: string | undefined; email?: string | undefined };
};

/** A new-password input that shows the rule and, as the user types, a strength hint. */
export function NewPasswordField({
  label = 'Password',
  error,
  value,
  identity,
  ...input
}: NewPasswordFieldProps) {
  const strength = usePasswordStrength(value, identity);
  const hint = (
    <>
      {passwordRuleText}
      <span className={styles.strength} aria-live="polite">
        {strength && (
          <>
            <span className={styles.meter} data-score={strength.score} aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <span key={i} className={i < Math.max(1, strength.score) ? styles.on : undefined} />
              ))}
            </span>
            <span>
              Strength: <strong>{strength.label}</strong>
              {strength.advice ? `. ${strength.advice}` : ''}
            </span>
          </>
        )}
      </span>
    </>
  );
  return (
    <Field
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={L.passwordMax}
      hint={hint}
      error={error}
      {...input}
    />
  );
}
