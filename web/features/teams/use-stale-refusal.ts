import { useEffect, useRef } from 'react';

/**
 * Forgets a mutation's refusal once `about` (the list it was refused against) changes: an
 * overlap error must not outlive the range it named once that range is cancelled. A success
 * stays, and the refusal is only forgotten on a later change, never as it arrives.
 */
export function useStaleRefusal(about: unknown, mutation: { isError: boolean; reset: () => void }) {
  const seen = useRef(about);
  const { isError, reset } = mutation;
  useEffect(() => {
    if (seen.current === about) return;
    seen.current = about;
    if (isError) reset();
  }, [about, isError, reset]);
}
