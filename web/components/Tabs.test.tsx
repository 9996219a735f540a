import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

function Example() {
  const [value, setValue] = useState<'inspect' | 'track' | 'files'>('inspect');
  return (
    <Tabs
      label="Inbox"
      value={value}
      onChange={setValue}
      items={[
        { id: 'inspect', label: 'Inspect', content: <p>Inspect panel</p> },
        { id: 'track', label: 'Track', content: <p>Track panel</p> },
        { id: 'files', label: 'Files', content: <p>Files panel</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('moves focus and selection with the arrow keys, keeping one tab in the Tab order', () => {
    render(<Example />);
    tab('Inspect').focus();

    fireEvent.keyDown(tab('Inspect'), { key: 'ArrowRight' });
    expect(tab('Track').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Track'));
    expect(tab('Track').tabIndex).toBe(0);
    expect(tab('Inspect').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Track panel');

    fireEvent.keyDown(tab('Track'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Inspect'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Files'));
    expect(tab('Files').getAttribute('aria-selected')).toBe('true');
  });

  it('jumps to the first and last tab with Home and End', () => {
    render(<Example />);
    fireEvent.keyDown(tab('Inspect'), { key: 'End' });
    expect(tab('Files').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Files'), { key: 'Home' });
    expect(tab('Inspect').getAttribute('aria-selected')).toBe('true');
  });

  it('labels the panel with its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'Inspect' })).toBeTruthy();
  });
});
