import { and, eq, ne, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goalEvents, goalObservations, goals } from '../../db/schema/goals';
import { children } from '../../db/schema/children';
import { emailOutbox } from '../../db/schema/mail';
import { professionalAccess } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import type { MailOutbox } from '../mail/outbox';
import { accountDeletedEmail } from '../mail/templates';

/**
 * What another family's plan says instead of the name of a person whose account is gone: the goals
 * they set, the history they wrote and their observations stay the child's, without them
 * (docs/product.md#account-deletion).
 */
export const DELETED_ACCOUNT_NAME = 'Conta removida';

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
 * progress, calendar entries, completions and rewards, game levels, the star ledger, the reward
 * shop and its requests, professional access, sessions logged by professionals and chats about
 * the child; their sessions, terms acceptances, role and
 * professional profile, invitations sent, professional access as parent and as professional,
 * sessions they logged as a professional, chat sessions and messages, checkouts, the
 * subscription and idempotency keys. Payments stay with `user_id` null (kept as the law
 * requires); an invitation the user accepted stays with the parent (its `accepted_by_user_id`
 * becomes null); the audit trail keeps its entries (append-only). In other families' plans, the goals
 * they set, the history they wrote and their observations stay without them: the link becomes null
 * by ON DELETE SET NULL, and the name kept beside it is replaced here (`DELETED_ACCOUNT_NAME`).
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
  // Only rows in other families' plans: the person's own children's plans go with them (a row
  // changed here and removed by the cascade below would fail the cascade's own checks).
  const ownGoals = db
    .select({ id: goals.id })
    .from(goals)
    .innerJoin(children, eq(children.id, goals.childId))
    .where(eq(children.parentUserId, userId));
  await db
    .update(goals)
    .set({ createdByName: DELETED_ACCOUNT_NAME })
    .where(and(eq(goals.createdBy, userId), notInArray(goals.id, ownGoals)));
  await db
    .update(goalEvents)
    .set({ actorName: DELETED_ACCOUNT_NAME })
    .where(and(eq(goalEvents.actorUserId, userId), notInArray(goalEvents.goalId, ownGoals)));
  await db
    .update(goalObservations)
    .set({ recorderName: DELETED_ACCOUNT_NAME })
    .where(and(eq(goalObservations.recorderUserId, userId), notInArray(goalObservations.goalId, ownGoals)));
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
