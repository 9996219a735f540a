import { queryOptions } from '@tanstack/react-query';
import {
  reviewVersionRoutes as routes,
  type CreateReviewLink,
  type OpenGuestLink,
} from '../../../common/api/review-versions';
import {
  reviewRoutes,
  type GuestAddNoteRequest,
  type GuestNotesRequest,
} from '../../../common/api/review';
import { callApi } from '../../lib/api-client';

/** Every key of this feature starts here. */
export const reviewVersionsKey = ['review-versions'] as const;

/** The delivered versions of an order's chain. */
export const versionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...reviewVersionsKey, 'versions', orderId],
    queryFn: ({ signal }) => callApi(routes.versions, { params: { requestId: orderId }, signal }),
  });

/** The guest links of an order's chain, with their views. */
export const linksQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...reviewVersionsKey, 'links', orderId],
    queryFn: ({ signal }) => callApi(routes.links, { params: { requestId: orderId }, signal }),
  });

/** The notes on one version, as the compare page lists them (under the versions key, refreshed live). */
export const versionNotesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...reviewVersionsKey, 'notes', orderId],
    queryFn: ({ signal }) =>
      callApi(reviewRoutes.notes, { params: { requestId: orderId }, signal }),
  });

export const createLink = (body: CreateReviewLink) => callApi(routes.createLink, { body });
export const revokeLink = (id: string) => callApi(routes.revokeLink, { params: { id } });
export const guestInfo = (token: string) => callApi(routes.guestInfo, { body: { token } });
export const guestOpen = (body: OpenGuestLink) => callApi(routes.guestOpen, { body });
export const guestVideo = (body: { token: string; guestToken: string }) =>
  callApi(routes.guestVideo, { body });

/** A guest's notes on their link's one file, and adding one; both prove the link in the body. */
export const guestNotes = (body: GuestNotesRequest) => callApi(reviewRoutes.guestNotes, { body });
export const guestAddNote = (body: GuestAddNoteRequest) =>
  callApi(reviewRoutes.guestAddNote, { body });
