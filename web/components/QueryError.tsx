import { useEffect } from 'react';
import { ApiError, describeFailure } from '../lib/api-client';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from './QueryError.module.css';

type QueryErrorProps = {
  /** The failure of the data that could not be had; its message and link are shown. */
  error: unknown;
  onRetry: () => void;
  /** Shows the button busy while the data is fetched again. */
  retrying?: boolean;
  /** A message that says more than the error's own (e.g. 'This user could not be found.'). */
  message?: string;
  size?: 'medium' | 'small';
  /** `center` in dialogs and other centred boxes. */
  align?: 'start' | 'center';
};

/** How long to wait before fetching again by itself while the server is briefly unavailable. */
export const reconnectDelayMs = 5000;

/**
 * Data that could not be loaded: the error, and a 'Try again' button that fetches it again.
 * While the server says it is briefly unavailable (its database away), the message is a
 * "Reconnecting…" notice rather than an error, and the data is fetched again by itself.
 */
export function QueryError({
  error,
  onRetry,
  retrying = false,
  message,
  size = 'medium',
  align = 'start',
}: QueryErrorProps) {
  const failure = describeFailure(error);
  const reconnecting = error instanceof ApiError && error.code === 'service_unavailable';
  // Asking again for what does not exist finds nothing more: no button to do it.
  const missing = error instanceof ApiError && error.code === 'not_found';
  useEffect(() => {
    if (!reconnecting || retrying) return;
    const timer = setTimeout(onRetry, reconnectDelayMs);
    return () => clearTimeout(timer);
  }, [reconnecting, retrying, onRetry, error]);
  return (
    <div className={styles.box} data-align={align}>
      <Alert
        tone={reconnecting ? 'warning' : 'error'}
        link={message === undefined ? failure.link : undefined}
      >
        {message ?? failure.message}
      </Alert>
      {!missing && (
        <Button variant="secondary" size={size} onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      )}
    </div>
  );
}
