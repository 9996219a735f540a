import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetchAnswer } from '../../test/render';
import { ContactPage } from './ContactPage';
import { topicFromQuery } from './contact-topic';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (path = '/contact') =>
  renderRoutes([{ path: '/contact', Component: ContactPage }], path);

function fill() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Riley Streamer' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'riley@example.com' } });
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'My verification e-mail never arrived.' },
  });
}

describe('topicFromQuery', () => {
  it('matches a topic by its label or slug, ignoring case', () => {
    expect(topicFromQuery('Account Issue')).toBe('Account Issue');
    expect(topicFromQuery('account-issue')).toBe('Account Issue');
    expect(topicFromQuery('ACCOUNT_ISSUE')).toBe('Account Issue');
    expect(topicFromQuery('orders-billing')).toBe('Orders & Billing');
  });

  it('falls back to a general question', () => {
    expect(topicFromQuery(null)).toBe('General Question');
    expect(topicFromQuery('free money')).toBe('General Question');
  });
});

describe('ContactPage', () => {
  it('presets the topic from ?topic= and says replies come in 1-3 working days', () => {
    at('/contact?topic=Account%20Issue');
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('Account Issue');
    expect(screen.getAllByText(/1-3 working days/).length).toBeGreaterThan(0);
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubFetchAnswer({ ok: true });
    at();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the writer', async () => {
    const fetchMock = stubFetchAnswer({ ok: true });
    at('/contact?topic=bug-report');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeTruthy();
    expect(screen.getByText('riley@example.com')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/site/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Riley Streamer',
      email: 'riley@example.com',
      topic: 'Bug Report',
      message: 'My verification e-mail never arrived.',
      website: '',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('shows what the server refused, such as the rate limit', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'rate_limited',
          message: 'Too many attempts. Please wait 42 minutes and try again.',
        },
      },
      429,
    );
    at();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/wait 42 minutes/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull());
  });

  it('hides the honeypot from people and assistive technology', () => {
    at();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
