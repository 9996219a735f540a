import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The one query cache of the app: server state lives here, not in component state. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network blips and 5xx get two more tries.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one query cache, made on first use (by the first screen that reads server state). */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
