import { useId } from 'react';
import { Button } from '../../components/Button';
import { FailureAlert, type Failure } from '../../components/FailureAlert';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

/**
 * The end of the order and delivery forms: the last failure, and the submit button, disabled with
 * the reason said beside it (and tied to it for screen readers) while the form cannot be sent.
 */
export function SendFooter({
  failure,
  reason,
  children,
}: {
  failure: Failure | null | undefined;
  reason: string | null;
  children: string;
}) {
  const reasonId = useId();
  return (
    <>
      <FailureAlert failure={failure} />
      <div className={styles.footer}>
        <Button
          type="submit"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {children}
        </Button>
        {reason && (
          <p id={reasonId} className={page.muted}>
            {reason}
          </p>
        )}
      </div>
    </>
  );
}
