import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaFacts } from '../../../common/api/media';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { usePlaybackSource } from './use-playback-source';

const fileId = 'file-1';
const original = '/api/drive/download/file-1?access=signed';
const proxy = '/api/media/proxy/file-1?access=signed';

function facts(proxyUrl: string | null): MediaFacts {
  return {
    fileId,
    state: 'ready',
    frameRate: 25,
    frameRateFraction: { num: 25, den: 1 },
    durationMs: 2000,
    width: 1920,
    height: 1080,
    posterUrl: null,
    sprite: null,
    proxyUrl,
  };
}

function render(answer: { proxyUrl: string | null }) {
  saveLogin(loginAnswer());
  stubApi([
    {
      method: 'POST',
      path: '/api/media/facts',
      answer: () => jsonResponse({ facts: [facts(answer.proxyUrl)] }),
    },
    {
      path: `/api/drive/link/${fileId}`,
      answer: () => jsonResponse({ url: original, expiresAt: '2026-12-07T15:00:00.000Z' }),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => usePlaybackSource(fileId), { wrapper }) };
}

afterEach(cleanup);

describe('what a review player streams', () => {
  it('streams the proxy once the media job made it', async () => {
    const { result } = render({ proxyUrl: proxy });
    await waitFor(() => expect(result.current.url).toBe(proxy));
    expect(result.current).toEqual({ url: proxy, proxy: true, proxyPending: false });
  });

  it('streams the original until then, and keeps it when the proxy arrives mid-review', async () => {
    const answer = { proxyUrl: null as string | null };
    const { result, client } = render(answer);
    await waitFor(() => expect(result.current.url).toBe(original));
    expect(result.current).toEqual({ url: original, proxy: false, proxyPending: true });
    answer.proxyUrl = proxy;
    await client.refetchQueries();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.url).toBe(original);
  });
});
