import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureVia } from '../../app/session';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const routes = [
  { path: '/join', Component: SignupPage },
  { path: '/login', Component: LoginPage },
];

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillClientForm({ target }: { target?: string } = {}) {
  fill('Name', 'Pat Partner');
  fill('Email', 'pat@example.com');
  fill('Username', 'pat');
  fill('Password', 'long-enough-to-pass');
  fill('Roblox username', 'PatBuilds');
  if (target) fill('Weekly Video Production Goal', target);
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: /sign-up/ }));

describe('SignupPage', () => {
  it('selects the account type from ?type= and hides the weekly goal for an Affiliate', async () => {
    renderRoutes(routes, '/join?type=Affiliate');
    expect(
      (await screen.findByRole('tab', { name: 'Affiliate' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.queryByLabelText('Weekly Video Production Goal')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Partner' }));
    expect(await screen.findByLabelText('Weekly Video Production Goal')).toBeTruthy();
  });

  it('shows the password rule, a strength hint, and refuses a password holding the username', async () => {
    renderRoutes(routes, '/join');
    const password = await screen.findByLabelText('Password');
    const hint = () => document.getElementById(`${password.id}-hint`)?.textContent ?? '';
    expect(hint()).toContain('12 to 128 characters');
    fill('Username', 'patbuilds');
    fill('Password', 'password1234');
    // The estimator and its word lists load on first use.
    await waitFor(() => expect(hint()).toMatch(/Strength: Very weak|Strength: Weak/), {
      timeout: 15_000,
    });
    fill('Password', 'my-PATBUILDS-password');
    submit();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${password.id}-error`)?.textContent).toBe(
      'Choose a password that does not contain your username or e-mail address.',
    );
    fill('Password', 'violet-harbour-lantern');
    await waitFor(() => expect(hint()).toContain('Strength: Very strong'));
  }, 30_000);

  it('keeps a weekly goal of 15 as typed and refuses it with the limit', async () => {
    renderRoutes(routes, '/join');
    await screen.findByLabelText('Name');
    fillClientForm({ target: '15' });
    const goal = screen.getByLabelText<HTMLInputElement>('Weekly Video Production Goal');
    fireEvent.blur(goal);
    expect(goal.value).toBe('15');
    submit();
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${goal.id}-error`)?.textContent).toBe(
      'At most 14 videos a week.',
    );
    expect(goal.value).toBe('15');
  });

  it("shows the common schema's messages under each field", async () => {
    renderRoutes(routes, '/join');
    await screen.findByLabelText('Name');
    fill('Email', 'not-an-email');
    fill('Weekly Video Production Goal', '20');
    submit();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedText = (label: string) =>
      document.getElementById(
        screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
      )?.textContent;
    expect(describedText('Name')).toBe('This field is required.');
    expect(describedText('Email')).toBe('Invalid email given!');
    expect(describedText('Weekly Video Production Goal')).toBe('At most 14 videos a week.');
  });

  it("shows 'Form send in progress..' on a second submit while sending", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderRoutes(routes, '/join?type=Affiliate');
    await screen.findByLabelText('Name');
    fillClientForm();
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    submit();
    expect(await screen.findByText('Form send in progress..')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows a Partner the 'Signing up' screen while sending", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderRoutes(routes, '/join');
    await screen.findByLabelText('Name');
    fillClientForm({ target: '4' });
    submit();
    expect(await screen.findByText('Signing up')).toBeTruthy();
  });

  it('puts server field errors on their fields and keeps the values', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'username_taken',
          message: 'Username is taken!',
          fieldErrors: { username: 'Pick another one.' },
        },
      },
      409,
    );
    renderRoutes(routes, '/join?type=Affiliate');
    await screen.findByLabelText('Name');
    fillClientForm();
    submit();
    expect(await screen.findByText('Username is taken!')).toBeTruthy();
    expect(screen.getByText('Pick another one.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('pat');
  });

  it('sends the package and the stored referral code, then opens /login with the notice', async () => {
    captureVia('?via=creator_1');
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ hash: 'ref-1', email: 'pat@example.com' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/join?type=Partner&package=premium');
    await screen.findByLabelText('Name');
    fillClientForm({ target: '4' });
    submit();
    expect(
      await screen.findByText('Account created. Check your e-mail for the verification link.'),
    ).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      accountType: 'Partner',
      target: 4,
      package: 'premium',
      via: 'creator_1',
      rblxHandle: 'PatBuilds',
    });
  });

  it('reports a Partner answer without an e-mail as the spec says', async () => {
    stubFetchAnswer({ hash: 'ref-1' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, '/join');
    await screen.findByLabelText('Name');
    fillClientForm({ target: '4' });
    submit();
    expect(await screen.findByText('An unknown error occurred')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Hash or Email missing from signup response on parsing!');
  });
});
