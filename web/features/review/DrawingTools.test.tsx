import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawingOverlay } from './DrawingOverlay';
import { DrawingTools } from './DrawingTools';
import { useDrawing } from './use-drawing';

/** The composer's tools over the drawing layer, as the studio wires them. */
function Harness() {
  const drawing = useDrawing();
  return (
    <div
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key === 'z') drawing.undo();
      }}
    >
      <DrawingTools name="tool" drawing={drawing} onPick={() => undefined} />
      <div data-testid="stage">
        <DrawingOverlay
          shapes={drawing.shapes}
          tool={drawing.tool}
          color={drawing.color}
          label={drawing.label}
          onShape={drawing.add}
        />
      </div>
    </div>
  );
}

function overlay() {
  const svg = screen.getByTestId('drawing-overlay');
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
  svg.setPointerCapture = () => undefined;
  return svg;
}
/** Down, move and up, each its own event as a pointer gives them (React renders in between). */
async function drag(svg: Element, from: [number, number], to: [number, number]) {
  const at = (p: [number, number]) => ({ clientX: p[0], clientY: p[1], pointerId: 1 });
  await act(() => fireEvent.pointerDown(svg, at(from)));
  await act(() => fireEvent.pointerMove(svg, at(to)));
  await act(() => fireEvent.pointerUp(svg, at(to)));
}

afterEach(cleanup);

describe('drawing on the frame', () => {
  it('draws in the chosen colour and undoes the last shape', async () => {
    render(<Harness />);
    const svg = overlay();
    fireEvent.click(screen.getByRole('radio', { name: 'Rectangle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('true');
    await drag(svg, [20, 10], [100, 50]);
    const rect = svg.querySelector('rect');
    expect(rect?.getAttribute('stroke')).toBe('#ff3b30');
    expect(rect?.getAttribute('width')).toBe('0.4');

    fireEvent.click(screen.getByRole('radio', { name: 'Arrow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    await drag(svg, [0, 0], [50, 50]);
    expect(svg.querySelector('line')?.getAttribute('stroke')).toBe('#0a84ff');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(svg.querySelector('line')).toBeNull();
    expect(svg.querySelector('rect')).not.toBeNull();
    fireEvent.keyDown(svg, { key: 'z', ctrlKey: true });
    expect(svg.querySelector('rect')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('places a text label where the frame is clicked, and nothing without words', async () => {
    render(<Harness />);
    const svg = overlay();
    fireEvent.click(screen.getByRole('radio', { name: 'Text' }));
    await act(() => {
      fireEvent.pointerDown(svg, { clientX: 100, clientY: 50, pointerId: 1 });
    });
    expect(screen.queryByTestId('drawing-label')).toBeNull();
    const field = screen.getByLabelText<HTMLInputElement>('Label, then click the frame');
    expect(field.maxLength).toBe(80);
    fireEvent.change(field, { target: { value: 'Logo too small' } });
    fireEvent.click(screen.getByRole('button', { name: 'White' }));
    await act(() => {
      fireEvent.pointerDown(svg, { clientX: 100, clientY: 50, pointerId: 1 });
    });
    const label = screen.getByTestId('drawing-label');
    expect(label.textContent).toBe('Logo too small');
    expect(label.style.left).toBe('50%');
    expect(label.style.top).toBe('50%');
  });
});
