import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tsz = (name: string) => timestamp(name, { withTimezone: true });
