import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { sharedQueryClient } from './query-client';

/**
 * Gives its children the query cache. The query library is loaded with the first screen that
 * needs it, so the marketing pages' first load stays small; under a provider that already exists
 * (the tests' own) it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

/** A pathless layout route that puts the query cache above the routes it wraps. */
export function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
