import type { FastifyInstance } from 'fastify';
import { reviewRoutes } from '../../../common/api/review.js';
import type { Services } from '../../services.js';
import { contentDisposition } from '../drive/drive.public.js';

/** The review notes routes (docs/review.md): parse, call, reply. */
export function register(app: FastifyInstance, services: Services): void {
  const review = services.review;
  app.contract(reviewRoutes.notes, ({ principal, params }) =>
    review.notes(principal, params.requestId),
  );
  app.contract(reviewRoutes.addNote, ({ principal, params, body }) =>
    review.addNote(principal, params.requestId, body),
  );
  app.contract(reviewRoutes.reply, ({ principal, params, body }) =>
    review.reply(principal, params.noteId, body.body),
  );
  app.contract(reviewRoutes.setState, ({ principal, params, body }) =>
    review.setState(principal, params.noteId, body),
  );
  app.contract(reviewRoutes.editNote, ({ principal, params, body }) =>
    review.editNote(principal, params.noteId, body),
  );
  app.contract(reviewRoutes.deleteNote, ({ principal, params }) =>
    review.deleteNote(principal, params.noteId),
  );
  app.contract(reviewRoutes.guestNotes, ({ body, request }) => review.guestNotes(body, request.ip));
  app.contract(reviewRoutes.guestAddNote, ({ body, request }) =>
    review.guestAddNote(body, request.ip),
  );
  app.contract(reviewRoutes.noteHistory, ({ principal, params }) =>
    review.noteHistory(principal, params.noteId),
  );
  app.contract(reviewRoutes.exportNotes, ({ principal, params, query }) =>
    review.exportNotes(principal, params.requestId, query),
  );
  app.contract(reviewRoutes.exportPdf, async ({ principal, params, query, reply }) => {
    const printout = await review.exportPdf(principal, params.requestId, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', printout.filename))
      .header('cache-control', 'private, no-store')
      .send(printout.bytes);
  });
}
