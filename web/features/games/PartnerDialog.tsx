import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGamesResponse } from '../../../common/api/games';
import type { Game } from '../../../common/games';
import { formatBp } from '../../../common/ownership';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { useToast } from '../../components/Toast';
import { gameKeys, requestPartnership } from './api';
import { gameNamed } from './format';
import styles from './Games.module.css';

/** Asks before partnering with a game: it uses one of the plan's partnerships for good. */
export function PartnerDialog({
  game,
  data,
  onClose,
}: {
  game: Game | null;
  data: MyGamesResponse;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: (id: string) => requestPartnership(id),
    onSuccess: (_, id) => {
      toast.show(`You now partner with ${gameNamed(id).game}.`, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      onClose();
    },
  });
  const { terms } = data;
  return (
    <Dialog
      open={game !== null}
      onClose={() => {
        join.reset();
        onClose();
      }}
      title={game ? `Partner with ${game.game}?` : 'Partner'}
      description={`This uses ${terms.used + 1} of your ${terms.partnerships} game partnership${terms.partnerships === 1 ? '' : 's'}. Partnerships stay; contact support to change one.`}
    >
      {game && (
        <div className={styles.dialogBody}>
          <p>
            Your share of {game.game}’s pool starts at {formatBp(terms.minBp)} and can reach{' '}
            {formatBp(terms.maxBp)} with the promotion videos you send through Boost. It is set each
            month when an Admin closes the month before.
          </p>
          <FailureAlert error={join.error} />
          <DialogActions onCancel={onClose}>
            <Button
              loading={join.isPending}
              onClick={() => {
                if (!join.isPending) join.mutate(game.id);
              }}
            >
              Partner with {game.game}
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}
