import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/Toast';
import { createQueryClient } from './query-client';

/**
 * Everything the screens expect above them: the query cache and the toast region. The app itself
 * provides the toasts in main.tsx and the cache in DataLayout; component tests use this.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
