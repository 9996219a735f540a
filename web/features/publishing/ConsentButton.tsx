import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { startConsent } from './api';

/** Sends the browser to Google's consent page (or the sandbox's) for uploads to the channel. */
export function ConsentButton({ label = 'Allow uploads to YouTube' }: { label?: string }) {
  const start = useMutation({
    mutationFn: startConsent,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <>
      <FailureAlert error={start.error} />
      <Button onClick={() => start.mutate()} loading={start.isPending || start.isSuccess}>
        {label}
      </Button>
    </>
  );
}
