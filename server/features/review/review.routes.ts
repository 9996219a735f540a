import type { FastifyInstance } from 'fastify';
import { reviewRoutes } from '../../../common/api/review.js';
import { mountContract } from '../../http/contract-route.js';
import type { Services } from '../../services.js';

/** The review notes routes (docs/review.md): parse, call, reply. */
export function register(app: FastifyInstance, services: Services): void {
  const review = services.review;
  const mount = app.contract.bind(app);
  mount(reviewRoutes.notes, ({ principal, params }) => review.notes(principal, params.requestId));
  mount(reviewRoutes.addNote, ({ principal, params, body }) =>
    review.addNote(principal, params.requestId, body),
  );
  mount(reviewRoutes.reply, ({ principal, params, body }) =>
    review.reply(principal, params.noteId, body.body),
  );
  mount(reviewRoutes.setState, ({ principal, params, body }) =>
    review.setState(principal, params.noteId, body),
  );
  mountContract(app, services.tokenCheck, reviewRoutes.guestNotes, ({ body, request }) =>
    review.guestNotes(body, request.ip),
  );
  mountContract(app, services.tokenCheck, reviewRoutes.guestAddNote, ({ body, request }) =>
    review.guestAddNote(body, request.ip),
  );
  mount(reviewRoutes.exportNotes, ({ principal, params, query }) =>
    review.exportNotes(principal, params.requestId, query),
  );
}
