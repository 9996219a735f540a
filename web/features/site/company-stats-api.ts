import { useCallback, useEffect, useState } from 'react';
import type { CompanyStat } from '../../../common/api/site';

/**
 * docs/product.md §7: GET /api/global/drive/stats?name=CompanyStats (siteRoutes.stats). The home page
 * fetches it without the API client, whose zod schemas would add some 20 KB (gzipped) to the
 * page's first load; the server already checks its answer against CompanyStatList before
 * sending, and the guard below keeps a malformed answer from reaching the chart.
 */
export const companyStatsUrl = '/api/global/drive/stats?name=CompanyStats';

function isCompanyStat(value: unknown): value is CompanyStat {
  if (typeof value !== 'object' || value === null) return false;
  const { key, value: figure, unit } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    typeof figure === 'number' &&
    Number.isFinite(figure) &&
    typeof unit === 'string'
  );
}

/** Downloads the company stats; rejects on a network failure, an error status or a bad answer. */
export async function fetchCompanyStats(signal?: AbortSignal): Promise<CompanyStat[]> {
  const response = await fetch(companyStatsUrl, {
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The stats answered ${response.status}.`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isCompanyStat))
    throw new Error('The stats answer is not a list of figures.');
  return body;
}

/** The state of the company stats download. */
export type CompanyStatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: CompanyStat[] };

/** Downloads the company stats once per mount, with a retry; failures are logged as docs/product.md §8 says. */
export function useCompanyStats(): CompanyStatsState & { retry: () => void } {
  const [state, setState] = useState<CompanyStatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCompanyStats(controller.signal).then(
      (stats) => setState({ status: 'ready', stats }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Download Failed! Error', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
