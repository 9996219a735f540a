import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { startConsent, startResultsConsent } from './home-api';

/**
 * Sends the browser to Google's consent page (or the sandbox's) for uploads to the channel, or,
 * with `results`, for reading the videos' results on top of the uploads.
 */
export function ConsentButton({
  label = 'Allow uploads to YouTube',
  results = false,
}: {
  label?: string;
  results?: boolean;
}) {
  const start = useMutation({
    mutationFn: results ? startResultsConsent : startConsent,
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
