import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

/** Visual weight of a button: one primary action per view, secondary and ghost for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type Look = {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Stretch to the width of the container. */
  block?: boolean;
};

function classes({ variant = 'primary', size = 'medium', block }: Look, extra?: string) {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> &
  Look & {
    /**
     * Shows a spinner and marks the button busy. It is not disabled: a second press must still
     * reach the form so it can say why nothing new happens ('Form send in progress..').
     */
    loading?: boolean;
    children: ReactNode;
  };

/** The app's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(
        { variant, size, block },
        [loading && styles.loading, className].filter(Boolean).join(' '),
      )}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className={styles.label}>{children}</span>
      {loading && <Spinner size={18} className={styles.spinner} />}
    </button>
  );
}

type ButtonLinkProps = LinkProps & Look;

/** A router link that looks like a button, for navigation presented as an action. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
