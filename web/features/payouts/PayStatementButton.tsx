import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementSummary } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import { formatDay } from '../../lib/format-date';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { payStatement, payoutKeys } from './api';
import { PayDialog } from './PayDialog';

/**
 * 'Pay by hand…' for one unpaid statement that no batch file holds (its payee has no wallet):
 * the Admin pays it some other way and marks it paid with that payment's reference.
 */
export function PayStatementButton({ statement }: { statement: StatementSummary }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const who = statement.payee.username;
  const pay = useMutation({
    mutationFn: (reference: string) => payStatement(statement.id, reference),
    onSuccess: () => {
      setOpen(false);
      toast.show(`The statement of ${who} is marked paid.`, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Pay ${who} by hand`}
      >
        Pay by hand…
      </Button>
      <PayDialog
        open={open}
        title={`Pay ${who} by hand`}
        description={`${formatCents(statement.totalCents)} for ${formatDay(statement.period, 'month')}, paid outside the batch files (a bank transfer, say). The statement is marked paid with this reference.`}
        pending={pay.isPending}
        error={pay.error}
        onClose={() => setOpen(false)}
        onPay={(reference) => pay.mutate(reference)}
      />
    </>
  );
}
