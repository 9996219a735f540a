import { describeFailure } from '../lib/api-client';
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

/** Data that could not be loaded: the error, and a 'Try again' button that fetches it again. */
export function QueryError({
  error,
  onRetry,
  retrying = false,
  message,
  size = 'medium',
  align = 'start',
}: QueryErrorProps) {
  const failure = describeFailure(error);
  return (
    <div className={styles.box} data-align={align}>
      <Alert tone="error" link={message === undefined ? failure.link : undefined}>
        {message ?? failure.message}
      </Alert>
      <Button variant="secondary" size={size} onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}
