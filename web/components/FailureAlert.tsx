import type { ReactNode } from 'react';
import { describeFailure } from '../lib/api-client';
import { Alert } from './Alert';

type FailureAlertProps = {
  /** What went wrong; nothing is shown while it is null or undefined. */
  error: unknown;
  /**
   * Which try failed (a mutation's `submittedAt`): the message takes focus again for each one.
   * Without it, focus moves again only when the message changes.
   */
  attempt?: number;
  /** Said after the message. */
  children?: ReactNode;
};

/**
 * A failed send, said the same way on every form: the error's message and link, focused when it
 * appears so it is seen even when the button pressed was far below it.
 */
export function FailureAlert({ error, attempt, children }: FailureAlertProps) {
  if (error === null || error === undefined) return null;
  const failure = describeFailure(error);
  return (
    <Alert tone="error" link={failure.link} focusOnMount key={attempt ?? failure.message}>
      {failure.message}
      {children}
    </Alert>
  );
}
