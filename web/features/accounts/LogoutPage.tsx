import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sitePaths } from '../../../common/paths';
import { clearSession } from '../../app/session';
import type { LoginState } from '../../lib/login-notice';
import { useToast } from '../../components/Toast';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { logOut } from './api';
import styles from './accounts.module.css';

/** Whether the logout page was opened because the server had already ended the session. */
const endedElsewhere = (state: unknown) =>
  typeof state === 'object' && state !== null && 'ended' in state && state.ended === true;

/**
 * /dashboard/logout (docs/product.md §2): 'Logging out', revoke the session, forget it whatever
 * the answer, go home. A session ended elsewhere goes to /login instead, saying so.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const ended = endedElsewhere(useLocation().state);
  const queryClient = useQueryClient();
  const toast = useToast();
  const started = useRef(false);

  useEffect(() => {
    // The ref keeps StrictMode's second effect run from revoking twice.
    if (started.current) return;
    started.current = true;
    logOut()
      .catch((error: unknown) =>
        console.warn('Logout request failed; clearing the session anyway.', error),
      )
      .finally(() => {
        clearSession({ ended });
        queryClient.clear();
        if (ended) {
          const state: LoginState = { notice: 'session-ended' };
          void navigate(sitePaths.login, { replace: true, state });
          return;
        }
        toast.show('You have been logged out.', { tone: 'success' });
        void navigate('/', { replace: true });
      });
  }, [navigate, queryClient, toast, ended]);

  return (
    <main id="main" tabIndex={-1} className={styles.fullPage}>
      <title>Logging out · Crewcast</title>
      <WaitingScreen label={waitingTexts.loggingOut} fullScreen />
    </main>
  );
}
