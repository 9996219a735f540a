import { useCallback, useRef, useState, type FormEvent } from 'react';

/** docs/product.md §8: what a second submit shows while the first is still being sent. */
export const sendInProgressMessage = 'Form send in progress..';

/**
 * Guards a form against double sending (docs/product.md §4). The guard is a ref, not state, so a second
 * press in the same frame already sees the first; that press then shows 'Form send in progress..'.
 */
export function useSendGuard(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const sending = useRef(false);
  const [busyNotice, setBusyNotice] = useState(false);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      if (sending.current) {
        event.preventDefault();
        setBusyNotice(true);
        return;
      }
      sending.current = true;
      try {
        await submit(event);
      } finally {
        sending.current = false;
        setBusyNotice(false);
      }
    },
    [submit],
  );

  return { onSubmit, busyNotice };
}
