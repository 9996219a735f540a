import { useState, type PointerEvent } from 'react';
import {
  drawingColors,
  reviewLimits,
  type Drawing,
  type DrawingColor,
  type DrawingShape,
} from '../../../common/api/review';
import type { Tool } from './use-drawing';
import styles from './Review.module.css';

export type { Tool } from './use-drawing';

type Point = [number, number];
const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;

const colors: Record<DrawingColor, string> = {
  yellow: '#ffd400',
  red: '#ff3b30',
  green: '#34c759',
  blue: '#0a84ff',
  white: '#ffffff',
};
/** The colour a shape is drawn in; shapes from before colours are yellow. */
export const colorValue = (c: DrawingColor | undefined) => colors[c ?? 'yellow'];

/** One shape in the 0-1 box of the frame; the SVG stretches that box over the picture. */
function ShapeView({ shape }: { shape: DrawingShape }) {
  const stroke = colorValue(shape.color);
  if (shape.kind === 'text') return null;
  if (shape.kind === 'rect') {
    const [x1, y1] = shape.from;
    const [x2, y2] = shape.to;
    return (
      <rect
        stroke={stroke}
        x={Math.min(x1, x2)}
        y={Math.min(y1, y2)}
        width={Math.abs(x2 - x1)}
        height={Math.abs(y2 - y1)}
      />
    );
  }
  if (shape.kind === 'arrow')
    return (
      <line
        stroke={stroke}
        x1={shape.from[0]}
        y1={shape.from[1]}
        x2={shape.to[0]}
        y2={shape.to[1]}
        markerEnd={`url(#review-arrowhead-${shape.color ?? 'yellow'})`}
      />
    );
  return <polyline stroke={stroke} points={shape.points.map((p) => p.join(',')).join(' ')} />;
}

/**
 * The drawing layer over the video: shows a note's drawing, and with a tool chosen, draws a new
 * shape with the pointer in the chosen colour (a freehand stroke keeps at most
 * reviewLimits.pointsMax points; the text tool places its label where the frame is clicked).
 * Labels are laid over the picture as text, since the SVG's box is stretched to the frame.
 */
export function DrawingOverlay({
  shapes,
  tool,
  onShape,
  color = 'yellow',
  label = '',
}: {
  shapes: Drawing | readonly DrawingShape[];
  tool: Tool;
  onShape: (shape: DrawingShape) => void;
  color?: DrawingColor;
  label?: string;
}) {
  const [draft, setDraft] = useState<DrawingShape | null>(null);
  const at = (e: PointerEvent<SVGSVGElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return [clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height)];
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (tool === 'none') return;
    const p = at(e);
    if (tool === 'text') {
      const text = label.trim();
      if (text !== '') onShape({ kind: 'text', at: p, text, color });
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    setDraft(
      tool === 'freehand'
        ? { kind: 'freehand', points: [p, p], color }
        : { kind: tool, from: p, to: p, color },
    );
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (!draft || draft.kind === 'text') return;
    const p = at(e);
    if (draft.kind === 'freehand') {
      if (draft.points.length < reviewLimits.pointsMax)
        setDraft({ ...draft, points: [...draft.points, p] });
    } else setDraft({ ...draft, to: p });
  };
  const up = () => {
    if (draft) onShape(draft);
    setDraft(null);
  };
  const all = [...shapes, ...(draft ? [draft] : [])];
  return (
    <>
      <svg
        className={styles.overlay}
        data-tool={tool}
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid="drawing-overlay"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
      >
        <defs>
          {drawingColors.map((c) => (
            <marker
              key={c}
              id={`review-arrowhead-${c}`}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={colors[c]} stroke="none" />
            </marker>
          ))}
        </defs>
        {all.map((shape, i) => (
          <ShapeView key={i} shape={shape} />
        ))}
      </svg>
      {all.map((shape, i) =>
        shape.kind === 'text' ? (
          <span
            key={i}
            className={styles.drawnLabel}
            data-testid="drawing-label"
            style={{
              left: `${shape.at[0] * 100}%`,
              top: `${shape.at[1] * 100}%`,
              color: colorValue(shape.color),
            }}
          >
            {shape.text}
          </span>
        ) : null,
      )}
    </>
  );
}
