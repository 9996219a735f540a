import { useCallback, useState } from 'react';
import { reviewLimits, type DrawingColor, type DrawingShape } from '../../../common/api/review';

export type Tool = 'none' | 'arrow' | 'rect' | 'freehand' | 'text';

/**
 * The drawing being made on a note: the chosen tool, colour and label text, and the shapes so far
 * (at most reviewLimits.shapesMax, as the server accepts), with undo of the last one.
 */
export function useDrawing() {
  const [tool, setTool] = useState<Tool>('none');
  const [color, setColor] = useState<DrawingColor>('yellow');
  const [label, setLabel] = useState('');
  const [shapes, setShapes] = useState<DrawingShape[]>([]);
  const add = useCallback(
    (shape: DrawingShape) =>
      setShapes((list) => (list.length >= reviewLimits.shapesMax ? list : [...list, shape])),
    [],
  );
  const undo = useCallback(() => setShapes((list) => list.slice(0, -1)), []);
  const clear = useCallback(() => setShapes([]), []);
  return { tool, setTool, color, setColor, label, setLabel, shapes, setShapes, add, undo, clear };
}

export type Drawing = ReturnType<typeof useDrawing>;
