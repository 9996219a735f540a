import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

afterEach(cleanup);

function Goal({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <Stepper label="Goal" min={2} max={14} value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>('Goal');

describe('Stepper', () => {
  it('clamps a typed value to its maximum when it loses focus', () => {
    render(<Goal />);
    fireEvent.change(input(), { target: { value: '99' } });
    expect(input().value).toBe('99');
    fireEvent.blur(input());
    expect(input().value).toBe('14');
  });

  it('clamps a typed value to its minimum when it loses focus', () => {
    render(<Goal />);
    fireEvent.change(input(), { target: { value: '0' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2');
  });

  it('starts at the minimum and never steps outside the range', () => {
    render(<Goal />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(input().value).toBe('2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease' }).disabled).toBe(true);
  });

  it('disables the plus button at the maximum', () => {
    render(<Goal initial={13} />);
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase' });
    fireEvent.click(plus);
    expect(input().value).toBe('14');
    expect(plus.disabled).toBe(true);
  });

  it('steps through a list of values, naming what its buttons change', () => {
    function Duration() {
      const [value, setValue] = useState(10);
      return (
        <Stepper
          label="Duration"
          values={[5, 10, 60]}
          value={value}
          unit="min"
          onChange={setValue}
        />
      );
    }
    render(<Duration />);
    const group = screen.getByRole('group', { name: 'Duration' });
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase Duration' });
    fireEvent.click(plus);
    expect(group.textContent).toContain('60 min');
    expect(plus.disabled).toBe(true);
  });
});
