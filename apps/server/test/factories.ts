import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { createSession } from '../src/modules/auth/session-service';
import type { TestApp } from './test-app';

let seq = 0;

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://issuer.test',
      subject: `subject-${seq}-${Math.random().toString(36).slice(2)}`,
      email: `parent${seq}@example.com`,
      fullName: `Pessoa ${seq}`,
      givenName: 'Pessoa',
      familyName: String(seq),
      ...overrides,
    })
    .returning();
  return user!;
}

/** A user with a live session; returns the Cookie header to send. */
export async function createSignedInUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, overrides);
  const token = await createSession(
    t.db,
    user.id,
    { idleMs: t.config.sessionIdleMs, absoluteMs: t.config.sessionAbsoluteMs },
    {},
  );
  return { user, cookie: `nb_session=${token}` };
}
