import { useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { teamKeys, walletQuery } from './api';

/** What to do with the wallet the server answers after a change: show it everywhere it appears. */
export function useWalletSaved(): (wallet: Wallet) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  return (wallet) => {
    queryClient.setQueryData(walletQuery(session.uid).queryKey, wallet);
    // Staff's production information repeats the wallet's columns.
    void queryClient.invalidateQueries({ queryKey: teamKeys.productionInfo(session.uid) });
  };
}
