import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAt, id } from './common';
import { users } from './users';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_sessions_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);
