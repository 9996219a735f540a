import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { UnsubscribePage } from './UnsubscribePage';

const path = '/unsubscribe/chat';
const unsubscribe = '/api/comm/unsubscribe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat digest unsubscribe page', () => {
  it('changes nothing on opening, and turns the digest off with the button', async () => {
    const api = stubApi([
      { method: 'POST', path: unsubscribe, answer: () => jsonResponse({ ok: true }) },
    ]);
    renderRoutes([{ path, Component: UnsubscribePage }], `${path}?token=abc.def`);
    const button = await screen.findByRole('button', { name: 'Turn off chat e-mails' });
    // A mail scanner that opens the link turns nothing off.
    expect(callsTo(api, 'POST', unsubscribe)).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(/no more e-mails about unread chat messages/)).toBeTruthy();
    expect(callsTo(api, 'POST', unsubscribe)).toEqual([
      { query: { token: 'abc.def' }, body: undefined },
    ]);
  });

  it("says why when the link's token is refused, and when there is none", async () => {
    stubApi([
      {
        method: 'POST',
        path: unsubscribe,
        answer: () =>
          jsonResponse(
            { error: { code: 'invalid_unsubscribe_link', message: 'This link is not valid.' } },
            400,
          ),
      },
    ]);
    renderRoutes([{ path, Component: UnsubscribePage }], `${path}?token=forged`);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off chat e-mails' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    cleanup();
    renderRoutes([{ path, Component: UnsubscribePage }], path);
    expect(await screen.findByText('This link has no token.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off chat e-mails' })).toBeNull();
  });
});
