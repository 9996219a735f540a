import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FailureAlert } from './FailureAlert';

afterEach(cleanup);

describe('FailureAlert', () => {
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
