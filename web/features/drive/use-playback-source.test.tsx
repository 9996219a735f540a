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
const original = (id: string) => `/api/drive/download/${id}?access=signed`;
const proxy = (id: string) => `/api/media/proxy/${id}?access=signed`;

function facts(id: string, proxyUrl: string | null): MediaFacts {
  return {
    fileId: id,
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

/** The hook on a stubbed server whose files have a proxy when `answer.proxied` names them. */
function render(answer: { proxied: string[] }, first: string | null = fileId) {
  saveLogin(loginAnswer());
  const fetchMock = stubApi([
    {
      method: 'POST',
      path: '/api/media/facts',
      answer: (_url, body) =>
        jsonResponse({
          facts: (body as { fileIds: string[] }).fileIds.map((id) =>
            facts(id, answer.proxied.includes(id) ? proxy(id) : null),
          ),
        }),
    },
    {
      path: /^\/api\/drive\/link\//,
      answer: (url) =>
        jsonResponse({
          url: original(url.pathname.split('/').at(-1)!),
          expiresAt: '2026-12-07T15:00:00.000Z',
        }),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook((id: string | undefined) => usePlaybackSource(id), {
    wrapper,
    initialProps: first ?? undefined,
  });
  return { client, fetchMock, ...hook };
}

afterEach(cleanup);

describe('what a review player streams', () => {
  it('streams the proxy once the media job made it', async () => {
    const { result } = render({ proxied: [fileId] });
    await waitFor(() => expect(result.current.url).toBe(proxy(fileId)));
    expect(result.current).toEqual({ url: proxy(fileId), proxy: true, proxyPending: false });
  });

  it('streams the original until then, and keeps it when the proxy arrives mid-review', async () => {
    const answer = { proxied: [] as string[] };
    const { result, client } = render(answer);
    await waitFor(() => expect(result.current.url).toBe(original(fileId)));
    expect(result.current).toEqual({ url: original(fileId), proxy: false, proxyPending: true });
    answer.proxied = [fileId];
    await client.refetchQueries();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.url).toBe(original(fileId));
  });

  it('chooses afresh for another file, as the compare page does when the version changes', async () => {
    const { result, rerender } = render({ proxied: ['file-2'] });
    await waitFor(() => expect(result.current.url).toBe(original(fileId)));
    rerender('file-2');
    await waitFor(() => expect(result.current.url).toBe(proxy('file-2')));
    expect(result.current.proxy).toBe(true);
  });

  it('asks nothing and has no address without a file', () => {
    const { result, fetchMock } = render({ proxied: [] }, null);
    expect(result.current).toEqual({ url: undefined, proxy: false, proxyPending: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
