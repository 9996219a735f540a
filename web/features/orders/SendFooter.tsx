import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import styles from './send.module.css';

/** What went wrong with the last send, as the catalogue words it. */
export type SendFailure = { message: string; link?: { text: string; href: string } | undefined };

/**
 * The end of the order and delivery forms: the last failure, and the submit button, disabled with
 * the reason said beside it (and tied to it for screen readers) while the form cannot be sent.
 */
export function SendFooter({
  failure,
  reason,
  children,
}: {
  failure: SendFailure | null | undefined;
  reason: string | null;
  children: string;
}) {
  const reasonId = useId();
  return (
    <>
      {failure && (
        <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
          {failure.message}
        </Alert>
      )}
      <div className={styles.footer}>
        <Button
          type="submit"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {children}
        </Button>
        {reason && (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        )}
      </div>
    </>
  );
}
