import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chatMessagesRepository } from './chat-messages.repository.js';
import { chatNotificationsRepository } from './chat-notifications.repository.js';
import { chatPeopleRepository } from './chat-people.repository.js';
import { chatReadsRepository } from './chat-reads.repository.js';
import { supportRepliesRepository } from './support-replies.repository.js';
import { supportSearchRepository } from './support-search.repository.js';
import { supportTagsRepository } from './support-tags.repository.js';
import { supportRepository } from './support.repository.js';

export type { ConversationScope } from './chat-message-rows.js';
export type { InsertOptions, NewMessage } from './chat-messages.repository.js';
export type { ChatPerson } from './chat-people.repository.js';

/** The SQL of the chat: messages, read marks and the Admin audit log. */
export function chatRepository(db: Kysely<Database>) {
  return {
    ...chatMessagesRepository(db),
    ...chatReadsRepository(db),
    ...chatPeopleRepository(db),
    ...supportRepository(db),
    ...chatNotificationsRepository(db),
    ...supportRepliesRepository(db),
    ...supportSearchRepository(db),
    ...supportTagsRepository(db),
  };
}

/** The chat repository's shape. */
export type ChatRepository = ReturnType<typeof chatRepository>;
