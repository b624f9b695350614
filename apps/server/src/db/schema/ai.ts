import { integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';

export const aiSettings = pgTable('ai_settings', {
  id: smallint('id').primaryKey().default(1),
  apiKeyEnc: text('api_key_enc'),
  model: text('model').notNull().default('o4-mini'),
  temperature: numeric('temperature', { precision: 2, scale: 1 }).notNull().default('1.0'),
  maxTokens: integer('max_tokens').notNull().default(500),
  systemPrompt: text('system_prompt'),
  updatedAt: updatedAt(),
});

export const aiTrainingItems = pgTable('ai_training_items', {
  id: id(),
  prompt: text('prompt').notNull(),
  response: text('response').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
});
