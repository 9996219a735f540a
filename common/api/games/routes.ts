import { defineRoute } from '../contract.js';
import { BoostForm, GameParams } from './booster.js';
import { BoostResponse, MyGamesResponse, PartnershipResponse } from './partnerships.js';
import {
  CloseResponse,
  MonthParams,
  MonthReview,
  ReviewQuery,
  ReviewVideo,
  VideoDecision,
  VideoParams,
} from './review.js';

/** The routes of the Game Manager, the Ownership Booster and the monthly review. */
export const gameRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/games/mine',
    auth: true,
    response: MyGamesResponse,
  }),
  partner: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/partnership',
    auth: true,
    params: GameParams,
    response: PartnershipResponse,
  }),
  boost: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/boosts',
    auth: true,
    params: GameParams,
    body: BoostForm,
    response: BoostResponse,
  }),
  review: defineRoute({
    method: 'GET',
    path: '/api/games/review',
    auth: true,
    query: ReviewQuery,
    response: MonthReview,
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/api/games/videos/:videoId',
    auth: true,
    params: VideoParams,
    body: VideoDecision,
    response: ReviewVideo,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/api/games/months/:month/close',
    auth: true,
    params: MonthParams,
    response: CloseResponse,
  }),
} as const;
