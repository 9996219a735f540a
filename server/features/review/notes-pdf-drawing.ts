import type { DrawingColor, DrawingShape } from '../../../common/api/review.js';

/** The studio's palette, as printed (yellow for shapes drawn before colours). */
const inks: Record<DrawingColor, string> = {
  yellow: '#ffd60a',
  red: '#ff3b30',
  green: '#34c759',
  blue: '#0a84ff',
  white: '#ffffff',
};

/** Where a frame's picture sits on the page. */
export type Box = { x: number; y: number; width: number; height: number };

/**
 * A note's drawing over its frame's picture, in the picture's box: the shapes are in 0-1
 * coordinates of the frame, so they land where the reviewer drew them in the studio.
 */
export function drawShapes(doc: PDFKit.PDFDocument, shapes: readonly DrawingShape[], box: Box) {
  const at = ([u, v]: readonly [number, number]): [number, number] => [
    box.x + u * box.width,
    box.y + v * box.height,
  ];
  doc.save();
  doc.lineWidth(2).lineCap('round').lineJoin('round');
  for (const shape of shapes) {
    const ink = inks[shape.color ?? 'yellow'];
    doc.strokeColor(ink).fillColor(ink);
    if (shape.kind === 'rect') {
      const [x1, y1] = at(shape.from);
      const [x2, y2] = at(shape.to);
      doc.rect(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)).stroke();
    } else if (shape.kind === 'arrow') {
      const [x1, y1] = at(shape.from);
      const [x2, y2] = at(shape.to);
      doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
      const angle = Math.atan2(y2 - y1, x2 - x1);
      const head = (turn: number): [number, number] => [
        x2 - 8 * Math.cos(angle + turn),
        y2 - 8 * Math.sin(angle + turn),
      ];
      doc.polygon([x2, y2], head(0.5), head(-0.5)).fill();
    } else if (shape.kind === 'freehand') {
      const [first, ...rest] = shape.points.map(at);
      if (!first) continue;
      doc.moveTo(...first);
      for (const point of rest) doc.lineTo(...point);
      doc.stroke();
    } else {
      const [x, y] = at(shape.at);
      doc.font('Helvetica-Bold').fontSize(9);
      doc.text(printable(shape.text), x, y, { lineBreak: false, width: box.width * 0.6 });
    }
  }
  doc.restore();
}

// The PDF's standard fonts know the Windows-1252 characters; others would print as garbage.
const windowsExtras = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Text the standard fonts can print: characters outside Windows-1252 become "?". */
export function printable(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (c === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return c;
      return windowsExtras.has(c) ? c : '?';
    })
    .join('');
}
