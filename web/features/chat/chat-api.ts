import type { z } from 'zod';
import { chatRoutes } from '../../../common/api/chat';
import { callApi } from '../../lib/api-client';

type Answer<R extends { response: z.core.$ZodType }> = z.output<R['response']>;
type Query<R extends { query: z.core.$ZodType }> = z.input<R['query']>;
type Body<R extends { body: z.core.$ZodType }> = z.input<R['body']>;

/** The calls the store makes, typed by the chat contracts; replaced in tests. */
export type ChatApi = {
  state: (uid?: string) => Promise<Answer<typeof chatRoutes.state>>;
  missed: (after: number, uid?: string) => Promise<Answer<typeof chatRoutes.missed>>;
  history: (query: Query<typeof chatRoutes.history>) => Promise<Answer<typeof chatRoutes.history>>;
  read: (mark: Body<typeof chatRoutes.read>) => Promise<Answer<typeof chatRoutes.read>>;
};

/** The real calls, over the chat contracts. */
export const httpChatApi: ChatApi = {
  state: (uid) => callApi(chatRoutes.state, { query: uid ? { uid } : {} }),
  missed: (after, uid) => callApi(chatRoutes.missed, { query: uid ? { after, uid } : { after } }),
  history: (query) => callApi(chatRoutes.history, { query }),
  read: (mark) => callApi(chatRoutes.read, { body: mark }),
};
