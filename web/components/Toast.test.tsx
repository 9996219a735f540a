import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ToastProvider, useToast } from './Toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger() {
  const toast = useToast();
  return <Button onClick={() => toast.show('Settings saved.', { tone: 'success' })}>Save</Button>;
}

describe('Toast', () => {
  it('shows a message in a live region that existed before it, and hides it after a while', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(region.textContent).toContain('Settings saved.');
    act(() => vi.advanceTimersByTime(5000));
    expect(region.textContent).not.toContain('Settings saved.');
  });

  it('can be dismissed with its button', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it('updates one toast per slot instead of stacking, and restarts its time', () => {
    vi.useFakeTimers();
    let n = 0;
    function Adder() {
      const toast = useToast();
      return (
        <Button onClick={() => toast.show(`Cart: ${++n} items.`, { slot: 'cart' })}>Add</Button>
      );
    }
    render(
      <ToastProvider>
        <Adder />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      act(() => vi.advanceTimersByTime(3000));
    }
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    expect(region.textContent).toContain('Cart: 3 items.');
    act(() => vi.advanceTimersByTime(2000));
    expect(region.textContent).not.toContain('Cart:');
    // After it closed, the slot opens a new toast.
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(region.textContent).toContain('Cart: 4 items.');
  });
});
