import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import styles from './Orders.module.css';

type Answer = { state: 'Accepted' | 'Declined' };

/**
 * Accept and Decline of a request (more time, a pass-off): one answer at a time, the spinner on
 * the button that sent it.
 */
export function AnswerButtons({
  answer,
}: {
  answer: Pick<UseMutationResult<unknown, Error, Answer>, 'isPending' | 'variables' | 'mutate'>;
}) {
  const send = (state: Answer['state']) => {
    if (!answer.isPending) answer.mutate({ state });
  };
  const sending = (state: Answer['state']) => answer.isPending && answer.variables?.state === state;
  return (
    <div className={styles.actions}>
      <Button onClick={() => send('Accepted')} loading={sending('Accepted')}>
        Accept
      </Button>
      <Button variant="secondary" onClick={() => send('Declined')} loading={sending('Declined')}>
        Decline
      </Button>
    </div>
  );
}
