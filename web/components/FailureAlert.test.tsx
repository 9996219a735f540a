import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { FailureAlert } from './FailureAlert';

afterEach(cleanup);

describe('FailureAlert', () => {
  it("says nothing without an error, and the error's message and link with one", () => {
    const { rerender } = render(
      <MemoryRouter>
        <FailureAlert error={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const error = new ApiError(409, 'channel_taken', 'Taken.', {
      text: 'Contact Us',
      href: '/contact',
    });
    rerender(
      <MemoryRouter>
        <FailureAlert error={error}> Try another.</FailureAlert>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Taken. Try another.');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('shows nothing without a failure', () => {
    const { container } = render(<FailureAlert failure={null} />);
    expect(container.textContent).toBe('');
  });

  it('says the failure with its link and takes focus', () => {
    render(
      <MemoryRouter>
        <FailureAlert
          failure={{ message: 'No credits left.', link: { text: 'Shop', href: '/s' } }}
        />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No credits left.');
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/s');
    expect(document.activeElement).toBe(alert);
  });
});
