import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import { professionalAccess } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import type { MailOutbox } from '../mail/outbox';
import { accountDeletedEmail } from '../mail/templates';

export interface AccountDeletion {
  /** The app's outbox: the `account_deleted` e-mail is queued in the deletion's transaction. */
  outbox: MailOutbox;
  /** Who deletes: the person themselves or the administration. */
  by: 'self' | 'admin';
}

/**
 * Deletes a user and everything about them (docs/product.md#account-deletion), for the person
 * themselves and for the admin's delete. Pass the caller's transaction so the deletion commits
 * with its audit entry. True when a user was deleted.
 *
 * Deleting the `users` row removes, by ON DELETE CASCADE: their children and, under each child,
 * progress, calendar entries, completions and rewards, professional access, sessions logged by
 * professionals and chats about the child; their sessions, terms acceptances, role and
 * professional profile, invitations sent, professional access as parent and as professional,
 * sessions they logged as a professional, chat sessions and messages, checkouts, the
 * subscription and idempotency keys. Payments stay with `user_id` null (kept as the law
 * requires); an invitation the user accepted stays with the parent (its `accepted_by_user_id`
 * becomes null); the audit trail keeps its entries (append-only).
 *
 * Keyed by e-mail and not by the user: the outbox's e-mails to the person, removed here unless
 * another account signs in with the same address. Then the `account_deleted` e-mail is queued to
 * the address the account had, holding nothing else about it (docs/product.md#account-deleted-e-mail),
 * unless the admin switched that template off.
 *
 * Answers null when there was no such user, else the parents whose children this user saw as a
 * professional. After the commit, callers drop the user from the session cache
 * (`sessionCache.forgetUser`) and those parents' kept reads (`forgetReadsOf`), which listed the
 * access that is gone; other servers learn it from the change notices.
 */
export async function deleteUserAccount(
  db: Db,
  userId: number,
  { outbox, by }: AccountDeletion,
): Promise<number[] | null> {
  const families = await db
    .selectDistinct({ id: professionalAccess.parentUserId })
    .from(professionalAccess)
    .where(eq(professionalAccess.professionalUserId, userId));
  const [deleted] = await db.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
  if (!deleted) return null;
  const sameAddress = (column: typeof users.email | typeof emailOutbox.toEmail) =>
    sql`lower(${column}) = lower(${deleted.email})`;
  await db.delete(emailOutbox).where(
    and(
      sameAddress(emailOutbox.toEmail),
      notExists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(and(sameAddress(users.email), ne(users.id, userId))),
      ),
    ),
  );
  await outbox.enqueue(db, { to: deleted.email, templateType: 'account_deleted', ...accountDeletedEmail({ by }) });
  return families.map((f) => f.id);
}
