import { boolean, date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';
import { users } from './users';

export const children = pgTable(
  'children',
  {
    id: id(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthDate: date('birth_date'),
    avatarUrl: text('avatar_url'),
    diagnosisTea: boolean('diagnosis_tea').notNull().default(false),
    diagnosisTdah: boolean('diagnosis_tdah').notNull().default(false),
    teaLevel: smallint('tea_level').notNull().default(1),
    tdahLevel: smallint('tdah_level').notNull().default(1),
    learningPreferences: text('learning_preferences'),
    /** Sound, speech, voice, rate, reduced motion, calm palette, larger text (docs/product.md#sensory-settings). */
    sensorySettings: jsonb('sensory_settings').notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('children_parent_idx').on(t.parentUserId)],
);
