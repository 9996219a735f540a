import PDFDocument from 'pdfkit';
import type { ReviewNote } from '../../../common/api/review.js';
import {
  frameRateLabel,
  frameToTimecode,
  type FrameRate,
} from '../../../common/review/timecode.js';
import { drawShapes, printable } from './notes-pdf-drawing.js';

/** What the printout says above the notes, and each note's picture (null: none could be made). */
export type NotesPdfInput = {
  title: string;
  rate: FrameRate;
  /** The frame the timecodes count from (the chosen start timecode). */
  start: number;
  notes: readonly ReviewNote[];
  stills: ReadonlyArray<Buffer | null>;
  /** When it was printed, shown in the heading (ISO). */
  at: string;
};

// pdfkit documents openImage (an image read once, to measure and place), its types leave it out.
type WithOpenImage = { openImage(src: Buffer): { width: number; height: number } };

const margin = 40;
const pictureWidth = 220;
const gap = 14;

/** `#2 · 00:00:04:00 – 00:00:05:10 · frames 100–135` (a range's last frame included). */
function whereText(note: ReviewNote, index: number, tc: (f: number) => string): string {
  if (note.frameOut === null) return `#${index + 1} · ${tc(note.frame)} · frame ${note.frame}`;
  return `#${index + 1} · ${tc(note.frame)} – ${tc(note.frameOut)} · frames ${note.frame}–${note.frameOut}`;
}

/** The note's own words: author and state, its text, the answer, the replies. */
function noteText(note: ReviewNote): Array<{ text: string; bold?: boolean; grey?: boolean }> {
  const who = note.author.guest ? `${note.author.name} (guest)` : note.author.name;
  const state = note.state === 'done' ? `Done${note.doneBy ? ` by ${note.doneBy}` : ''}` : 'Open';
  return [
    { text: `${who} · ${state}`, grey: true },
    { text: note.body },
    ...(note.answer ? [{ text: `Answer: ${note.answer}`, grey: true }] : []),
    ...note.replies.map((r) => ({ text: `${r.author.name}: ${r.body}`, grey: true })),
  ];
}

/** Places one note: its picture (with the drawing) on the left, what it says on the right. */
function placeNote(
  doc: PDFKit.PDFDocument,
  note: ReviewNote,
  index: number,
  still: Buffer | null,
  tc: (f: number) => string,
) {
  const textX = margin + pictureWidth + gap;
  const textWidth = doc.page.width - margin - textX;
  const image = still ? (doc as unknown as WithOpenImage).openImage(still) : null;
  const pictureHeight = image ? (pictureWidth * image.height) / image.width : 40;
  const lines = noteText(note);
  doc.fontSize(10);
  const textHeight =
    18 +
    lines.reduce((h, l) => h + doc.heightOfString(printable(l.text), { width: textWidth }) + 4, 0);
  const height = Math.max(pictureHeight, textHeight);
  if (doc.y + height > doc.page.height - margin) doc.addPage();
  const top = doc.y;
  if (still && image) {
    doc.image(still, margin, top, { width: pictureWidth });
    if (note.drawing)
      drawShapes(doc, note.drawing, {
        x: margin,
        y: top,
        width: pictureWidth,
        height: pictureHeight,
      });
  } else {
    doc.rect(margin, top, pictureWidth, pictureHeight).strokeColor('#999999').stroke();
    doc.fillColor('#555555').fontSize(9);
    doc.text('No picture of this frame', margin + 8, top + 14, { width: pictureWidth - 16 });
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
  doc.text(printable(whereText(note, index, tc)), textX, top, { width: textWidth });
  doc.moveDown(0.3);
  for (const line of lines) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(line.grey ? '#444444' : '#000000');
    doc.text(printable(line.text), textX, doc.y, { width: textWidth });
    doc.moveDown(0.3);
  }
  doc.x = margin;
  doc.y = top + height + gap;
  doc.moveTo(margin, doc.y - gap / 2).lineTo(doc.page.width - margin, doc.y - gap / 2);
  doc.strokeColor('#cccccc').lineWidth(0.5).stroke();
}

/**
 * The notes as a printable A4 PDF: a heading, then per note its timecode (and range), author,
 * state and text beside a picture of its frame with its drawing. Standard fonts only, so the
 * file needs nothing installed; characters outside Windows-1252 print as "?".
 */
export function notesPdf(input: NotesPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: printable(input.title), Creator: 'Crewcast' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const tc = (f: number) => frameToTimecode(input.start + f, input.rate);
  doc.font('Helvetica-Bold').fontSize(16).text(printable(input.title));
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  const count = input.notes.length === 1 ? '1 note' : `${input.notes.length} notes`;
  doc.text(
    `${count} · ${frameRateLabel(input.rate)} fps · timecodes from ${tc(0)} · a range includes its last frame · printed ${input.at.slice(0, 16).replace('T', ' ')} UTC`,
  );
  doc.moveDown(1);
  input.notes.forEach((note, i) => placeNote(doc, note, i, input.stills[i] ?? null, tc));
  if (input.notes.length === 0) doc.fillColor('#000000').text('No notes yet.');
  doc.end();
  return done;
}
