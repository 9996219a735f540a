import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../test/render';
import { callsTo, stubApi } from '../../test/stub-api';
import { ContactFormInbox } from './ContactFormInbox';

const id = '0b6f1a52-1111-4000-8000-000000000042';
const message = {
  id,
  name: 'Riley Streamer',
  email: 'riley@example.com',
  topic: 'Orders & Billing',
  message: 'I was charged twice.\nCan you check?',
  createdAt: '2026-12-07T09:00:00.000Z',
  emailedAt: null,
  handledAt: null,
  handledBy: null,
};
const page = (messages: unknown[]) => ({
  messages,
  total: messages.length,
  unhandled: messages.length,
  page: 1,
  pageSize: 50,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Inbox() {
  return <ContactFormInbox viewer="admin-uid" />;
}

describe("the Support inbox's contact-form messages", () => {
  it('lists the waiting ones, shows one with a reply link, and marks it handled', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    let handled = false;
    const api = stubApi([
      {
        path: '/api/site/contact',
        answer: () => jsonResponse(page(handled ? [] : [message])),
      },
      {
        method: 'POST',
        path: `/api/site/contact/${id}/handled`,
        answer: () => {
          handled = true;
          return jsonResponse({ ...message, handledAt: '2026-12-07T10:00:00.000Z' });
        },
      },
    ]);
    renderRoutes([{ path: '/dashboard/chat', Component: Inbox }], '/dashboard/chat');
    const section = await screen.findByRole('region', { name: 'Contact form · 1 waiting' });
    expect(callsTo(api, 'GET', '/api/site/contact')[0]?.query).toEqual({ open: 'true' });
    fireEvent.click(within(section).getByRole('button', { name: /Riley Streamer/ }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Orders & Billing from Riley Streamer',
    });
    expect(within(dialog).getByText(/I was charged twice/)).toBeTruthy();
    const reply = within(dialog).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply.getAttribute('href')).toMatch(
      /^mailto:riley%40example\.com\?subject=Re%3A%20Orders/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Contact form · 0 waiting' })).toBeTruthy();
    expect(screen.getByText('No message waits.')).toBeTruthy();
  });

  it('says who was first when another Admin handled it meanwhile', async () => {
    saveLogin(loginAnswer({ useraccounttype: 'Admin', userid: 'admin' }));
    stubApi([
      { path: '/api/site/contact', answer: () => jsonResponse(page([message])) },
      {
        method: 'POST',
        path: `/api/site/contact/${id}/handled`,
        answer: () =>
          jsonResponse(
            {
              error: {
                code: 'contact_message_handled',
                message: 'Bo Admin already marked this message handled on 7 Dec 2026.',
              },
            },
            409,
          ),
      },
    ]);
    renderRoutes([{ path: '/dashboard/chat', Component: Inbox }], '/dashboard/chat');
    fireEvent.click(await screen.findByRole('button', { name: /Riley Streamer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText(/Bo Admin already marked/)).toBeTruthy();
  });
});
