import { useState, type PointerEvent } from 'react';
import { reviewLimits, type Drawing, type DrawingShape } from '../../../common/api/review';
import styles from './Review.module.css';

export type Tool = 'none' | 'arrow' | 'rect' | 'freehand';

type Point = [number, number];
const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;

/** One shape in the 0-1 box of the frame; the SVG stretches that box over the picture. */
function ShapeView({ shape }: { shape: DrawingShape }) {
  if (shape.kind === 'rect') {
    const [x1, y1] = shape.from;
    const [x2, y2] = shape.to;
    return (
      <rect
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
        x1={shape.from[0]}
        y1={shape.from[1]}
        x2={shape.to[0]}
        y2={shape.to[1]}
        markerEnd="url(#review-arrowhead)"
      />
    );
  return <polyline points={shape.points.map((p) => p.join(',')).join(' ')} />;
}

/**
 * The drawing layer over the video: shows a note's drawing, and with a tool chosen, draws a new
 * shape with the pointer (a freehand stroke keeps at most reviewLimits.pointsMax points).
 */
export function DrawingOverlay({
  shapes,
  tool,
  onShape,
}: {
  shapes: Drawing | readonly DrawingShape[];
  tool: Tool;
  onShape: (shape: DrawingShape) => void;
}) {
  const [draft, setDraft] = useState<DrawingShape | null>(null);
  const at = (e: PointerEvent<SVGSVGElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return [clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height)];
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (tool === 'none') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = at(e);
    setDraft(
      tool === 'freehand' ? { kind: 'freehand', points: [p, p] } : { kind: tool, from: p, to: p },
    );
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (!draft) return;
    const p = at(e);
    if (draft.kind === 'freehand') {
      if (draft.points.length < reviewLimits.pointsMax)
        setDraft({ kind: 'freehand', points: [...draft.points, p] });
    } else setDraft({ ...draft, to: p });
  };
  const up = () => {
    if (draft) onShape(draft);
    setDraft(null);
  };
  return (
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
        <marker
          id="review-arrowhead"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      {[...shapes, ...(draft ? [draft] : [])].map((shape, i) => (
        <ShapeView key={i} shape={shape} />
      ))}
    </svg>
  );
}
