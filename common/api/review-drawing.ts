import { z } from 'zod/mini';
import { text } from './fields.js';

// A note's drawing: shapes in 0-1 coordinates of the frame, each in one of a few colours, and
// the numbers that bound a note.

/** The numbers of a note: text lengths and how much drawing one note may carry. */
export const reviewLimits = {
  bodyMax: 1000,
  replyMax: 1000,
  answerMax: 400,
  shapesMax: 20,
  pointsMax: 400,
  /** A text label on the frame: a few words, not a second note. */
  drawingTextMax: 80,
  /** Notes within this many minutes make one System message and one e-mail. */
  digestMinutes: 5,
} as const;

const unit = z.number('Expected a number from 0 to 1.').check(z.gte(0)).check(z.lte(1));
const Point = z.tuple([unit, unit]);

/** The colours a shape may be drawn in (the studio's palette; yellow when none is said). */
export const drawingColors = ['yellow', 'red', 'green', 'blue', 'white'] as const;
export type DrawingColor = (typeof drawingColors)[number];
const color = z.optional(z.enum(drawingColors, 'Expected one of the drawing colours.'));

/** One stroke of a drawing, in 0-1 coordinates of the frame so it scales with the player. */
export const DrawingShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrow'), from: Point, to: Point, color }),
  z.object({ kind: z.literal('rect'), from: Point, to: Point, color }),
  z.object({
    kind: z.literal('freehand'),
    points: z
      .array(Point)
      .check(z.minLength(2, 'A stroke needs two points.'))
      .check(
        z.maxLength(reviewLimits.pointsMax, `At most ${reviewLimits.pointsMax} points per stroke.`),
      ),
    color,
  }),
  /** A label whose top-left corner is `at`. */
  z.object({
    kind: z.literal('text'),
    at: Point,
    text: text(reviewLimits.drawingTextMax),
    color,
  }),
]);
export type DrawingShape = z.infer<typeof DrawingShape>;

/** A note's drawing: a few shapes. */
export const Drawing = z
  .array(DrawingShape)
  .check(z.minLength(1))
  .check(z.maxLength(reviewLimits.shapesMax, `At most ${reviewLimits.shapesMax} shapes per note.`));
export type Drawing = z.infer<typeof Drawing>;
