import { inflateSync } from 'node:zlib';

// Windows-1252's characters 0x80-0x9f (Node's TextDecoder may read them as Latin-1 controls).
const windowsHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (bytes: Buffer) =>
  [...bytes]
    .map((b) => (b >= 0x80 && b < 0xa0 ? windowsHigh[b - 0x80] : String.fromCharCode(b)))
    .join('');

// What a test reads of a PDF the server made (pdfkit, standard fonts): its text and its pictures.

/** The content of every stream of the file, inflated where it was compressed. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /(?<!end)stream\r?\n/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const from = m.index + m[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    const raw = pdf.subarray(from, to);
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(raw.toString('latin1'));
    }
    pattern.lastIndex = to + 'endstream'.length;
  }
  return found;
}

/**
 * The text a PDF shows, one line per text-showing operator: pdfkit writes each run as hex
 * character codes (Windows-1252) in a TJ array, split where it kerns.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf))
    for (const [, array] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(windows1252(Buffer.from(hex, 'hex')));
    }
  return lines.join('\n');
}

/** How many pictures (image XObjects) the PDF holds. */
export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;
}
