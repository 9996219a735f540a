import type { ReactNode } from 'react';
import { describeFailure } from '../lib/api-client';
import { Alert } from './Alert';

/** What went wrong with the last action, as the error catalogue words it. */
export type Failure = { message: string; link?: { text: string; href: string } | undefined };

type FailureAlertProps = {
  /** A failed request's error (a mutation's `error`); nothing is shown while it is null. */
  error?: unknown;
  /** Or a failure already described (a form that words some failures itself). */
  failure?: Failure | null | undefined;
  /**
   * Which try failed (a mutation's `submittedAt`): the message takes focus again for each one.
   * Without it, focus moves again only when the message changes.
   */
  attempt?: number;
  /** False where focus must stay in a dialog's own field. */
  focus?: boolean;
  /** Said after the message. */
  children?: ReactNode;
};

/**
 * The last failure of a form or an action, said the same way everywhere: the message and the
 * catalogue's link, focused when it appears so it is seen even when the button pressed was far
 * below it.
 */
export function FailureAlert({
  error,
  failure,
  attempt,
  focus = true,
  children,
}: FailureAlertProps) {
  const shown = failure ?? (error === null || error === undefined ? null : describeFailure(error));
  if (!shown) return null;
  return (
    <Alert tone="error" link={shown.link} focusOnMount={focus} key={attempt ?? shown.message}>
      {shown.message}
      {children}
    </Alert>
  );
}
