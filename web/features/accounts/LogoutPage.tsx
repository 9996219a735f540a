import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../app/session';
import { useToast } from '../../components/Toast';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { logOut } from './api';
import styles from './accounts.module.css';

/** /dashboard/logout (docs/product.md §2): 'Logging out', revoke the session, forget it whatever the answer, go home. */
export function LogoutPage() {
  const navigate = useNavigate();
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
        clearSession();
        queryClient.clear();
        toast.show('You have been logged out.', { tone: 'success' });
        void navigate('/', { replace: true });
      });
  }, [navigate, queryClient, toast]);

  return (
    <main id="main" tabIndex={-1} className={styles.fullPage}>
      <title>Logging out · Crewcast</title>
      <WaitingScreen label={waitingTexts.loggingOut} fullScreen />
    </main>
  );
}
