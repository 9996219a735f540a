import { AppError } from '../../errors.js';
import type { AuditCursor } from './audit.repository.js';

/** A page's end as the opaque text the client passes back. */
export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back; a made-up one is refused (400) rather than guessed at. */
export function decodeCursor(text: string): AuditCursor {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at)))
    throw new AppError('invalid_input', {}, { cursor: 'Start again from the first page.' });
  return { at, id };
}
