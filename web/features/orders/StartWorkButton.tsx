import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonVariant } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { describeFailure } from '../../lib/api-client';
import { activateOrder, orderKeys } from './api';

/** 'Start work': the staff member activates an order (the tracker's Request Activated step). */
export function StartWorkButton({
  orderId,
  variant = 'primary',
}: {
  orderId: string;
  variant?: ButtonVariant;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const start = useMutation({
    mutationFn: () => activateOrder(orderId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.show('Work started: your client sees the order as activated.', { tone: 'success' });
    },
    onError: (error) => toast.show(describeFailure(error).message, { tone: 'error' }),
  });
  return (
    <Button
      variant={variant}
      onClick={() => {
        if (!start.isPending) start.mutate();
      }}
      loading={start.isPending}
    >
      Start work
    </Button>
  );
}
