import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useLeaveBlocker } from '../../app/GuardedRouter';

/**
 * While `active`, leaving the page asks first: the browser's own prompt for a reload or a closed
 * tab, this dialog for a move inside the app. Uploads cannot continue without their page.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave while files are uploading?"
      description="Uploads still in progress will stop and be cancelled. Finished uploads are kept."
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Leave and cancel uploads</Button>
        </>
      }
    />
  );
}
