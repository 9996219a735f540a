import { useId } from 'react';
import { drawingColors, reviewLimits } from '../../../common/api/review';
import { Button } from '../../components/Button';
import { colorValue } from './DrawingOverlay';
import type { Drawing, Tool } from './use-drawing';
import styles from './Review.module.css';
import own from './DrawingTools.module.css';

const tools: Array<{ id: Tool; label: string }> = [
  { id: 'none', label: 'No drawing' },
  { id: 'arrow', label: 'Arrow' },
  { id: 'rect', label: 'Rectangle' },
  { id: 'freehand', label: 'Freehand' },
  { id: 'text', label: 'Text' },
];

const colorNames: Record<(typeof drawingColors)[number], string> = {
  yellow: 'Yellow',
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
  white: 'White',
};

/**
 * The drawing tools of the composer: a tool, a colour, the words of a text label (placed where
 * the frame is clicked), undo of the last shape and clearing them all.
 */
export function DrawingTools({
  name,
  drawing,
  onPick,
}: {
  name: string;
  drawing: Drawing;
  /** Called when a tool is picked: drawing happens on a still frame. */
  onPick: () => void;
}) {
  const labelId = useId();
  const full = drawing.shapes.length >= reviewLimits.shapesMax;
  return (
    <fieldset className={styles.tools}>
      <legend>Draw on the frame</legend>
      {tools.map((t) => (
        <label key={t.id} className={styles.tool}>
          <input
            type="radio"
            name={name}
            checked={drawing.tool === t.id}
            onChange={() => {
              onPick();
              drawing.setTool(t.id);
            }}
          />
          {t.label}
        </label>
      ))}
      <div role="group" aria-label="Colour" className={own.colors}>
        {drawingColors.map((c) => (
          <button
            key={c}
            type="button"
            className={own.swatch}
            style={{ background: colorValue(c) }}
            aria-pressed={drawing.color === c}
            aria-label={colorNames[c]}
            title={colorNames[c]}
            onClick={() => drawing.setColor(c)}
          />
        ))}
      </div>
      {drawing.tool === 'text' && (
        <span className={own.labelField}>
          <label htmlFor={labelId}>Label, then click the frame</label>
          <input
            id={labelId}
            className={own.labelInput}
            value={drawing.label}
            maxLength={reviewLimits.drawingTextMax}
            onChange={(e) => drawing.setLabel(e.target.value)}
          />
        </span>
      )}
      {drawing.shapes.length > 0 && (
        <>
          <Button size="small" variant="ghost" onClick={drawing.undo}>
            Undo
          </Button>
          <Button size="small" variant="ghost" onClick={drawing.clear}>
            Clear drawing
          </Button>
        </>
      )}
      {full && (
        <span className={styles.muted}>At most {reviewLimits.shapesMax} shapes per note.</span>
      )}
    </fieldset>
  );
}
