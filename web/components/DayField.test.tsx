import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayField } from './DayField';

afterEach(cleanup);

function Harness({ onDay }: { onDay: (day: string) => void }) {
  const [day, setDay] = useState('');
  return (
    <DayField
      label="First day"
      value={day}
      onChange={(next) => {
        setDay(next);
        onDay(next);
      }}
    />
  );
}

describe('DayField', () => {
  it('reads a typed day on leaving the field and writes it as the app writes days', () => {
    const onDay = vi.fn();
    render(<Harness onDay={onDay} />);
    const input = screen.getByLabelText('First day', { exact: true }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-12-07' } });
    fireEvent.blur(input);
    expect(onDay).toHaveBeenLastCalledWith('2026-12-07');
    expect(input.value).toBe('7 Dec 2026');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('says what it expects when the text names no day, and gives the form no day', () => {
    const onDay = vi.fn();
    render(<Harness onDay={onDay} />);
    const input = screen.getByLabelText('First day', { exact: true });
    fireEvent.change(input, { target: { value: '12/31/2026' } });
    fireEvent.blur(input);
    expect(onDay).toHaveBeenLastCalledWith('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Write a day such as 7 Dec 2026/)).toBeTruthy();
  });

  it('shows a day set from outside in the same words', () => {
    render(<DayField label="Last day" value="2027-01-31" onChange={() => undefined} />);
    expect((screen.getByLabelText('Last day', { exact: true }) as HTMLInputElement).value).toBe(
      '31 Jan 2027',
    );
    expect(screen.getByRole('button', { name: 'Pick the last day on a calendar' })).toBeTruthy();
  });
});
