import { sql } from 'drizzle-orm';
import { randomToken } from '../../lib/crypto';
import { createActivity, createChild, createProgress, grantAccess } from '../../../test/child-factories';
import type { Db } from '../../db/client';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { checkouts, payments, paymentStatusEvents, subscriptions } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';
import { invitations, professionalProfiles, professionalSessions } from '../../db/schema/professionals';
import { idempotencyKeys } from '../../db/schema/requests';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { childGameLevels, rewardRequests, shopRewards, starLedger } from '../../db/schema/stars';
import { termsAcceptances, userSessions, users } from '../../db/schema/users';
import { fillPlan } from './account-testing-plan';
import { fillBoards } from '../boards/boards-testing';
import { fillBoardUses } from '../boards/uses-testing';

/** A row written for a person, with the table it went to (the deletion test checks each one is gone). */
export interface Written {
  table: string;
  row: Record<string, unknown>;
  /** The row as it stays when the person's account is deleted (their link to it set to null); absent, it goes. */
  kept?: Record<string, unknown>;
}

/**
 * Everything a family can have, written for `user`: a child with progress, a calendar entry with
 * its completion and reward, a game level, stars earned and spent, the shop (a reward removed) and
 * a request the parent approved, a chat about the child and one without, a professional (`pro`) with
 * access who logged a session, an invitation sent, the subscription, a checkout and its payment (with its history),
 * a terms acceptance, a session, an idempotency key, the role, e-mails to the person; and, as a
 * professional, access to `otherChild` and a session logged for it; and the plan (`fillPlan`).
 */
export async function fillAccount(
  db: Db,
  user: { id: number; email: string },
  pro: { id: number },
  otherChild: { id: number; parentUserId: number },
  clockNow: Date,
): Promise<{ written: Written[]; childId: number }> {
  const written: Written[] = [];
  const keep = <T extends Record<string, unknown>>(table: string, rows: T[]): T => {
    for (const row of rows) written.push({ table, row });
    return rows[0]!;
  };
  /** A row about the person that stays, without them, when their account goes. */
  const keepChanged = <T extends Record<string, unknown>>(table: string, rows: T[], kept: Partial<T>): T => {
    for (const row of rows) written.push({ table, row, kept: { ...row, ...kept } });
    return rows[0]!;
  };
  const activity = await createActivity(db);
  const child = keep('children', [
    await createChild(db, user.id, { name: 'Lia', sensorySettings: { sound_effects: false } }),
  ]);
  keep('progress_entries', [await createProgress(db, child.id, { activityId: activity.id })]);
  keep('progress_entries', [await createProgress(db, child.id, { activityId: activity.id, score: 40 })]);
  const entry = keep(
    'schedule_entries',
    await db
      .insert(scheduleEntries)
      .values({ childId: child.id, activityId: activity.id, dayOfWeek: 1, timeSlot: 'morning' })
      .returning(),
  );
  const completion = keep(
    'schedule_completions',
    await db.insert(scheduleCompletions).values({ entryId: entry.id, weekStart: '2026-06-14' }).returning(),
  );
  keep(
    'rewards',
    await db
      .insert(rewards)
      .values({
        childId: child.id,
        milestone: 'first',
        completionId: completion.id,
        rewardIcon: 'star',
        rewardTitle: 'Primeira',
        rewardDescription: 'Primeira atividade',
      })
      .returning(),
  );
  // The child's communication boards, with the family's photo and voice on a word.
  for (const [table, rows] of await fillBoards(db, child.id)) keep(table, rows);
  // The child's level in a game, stars earned and spent, the shop and a request answered by the parent.
  keep(
    'child_game_levels',
    await db.insert(childGameLevels).values({ childId: child.id, kind: 'memory', level: 3, pinned: true }).returning(),
  );
  const [treat, gone] = await db
    .insert(shopRewards)
    .values([
      { childId: child.id, name: 'Sorvete', picture: 'sorvete', price: 2, size: 'pequena' },
      { childId: child.id, name: 'Parque', picture: 'parquinho', price: 9, size: 'grande', removedAt: clockNow },
    ])
    .returning();
  keep('shop_rewards', [treat!, gone!]);
  const request = keep(
    'reward_requests',
    await db
      .insert(rewardRequests)
      .values({
        childId: child.id,
        rewardId: treat!.id,
        rewardName: treat!.name,
        rewardPicture: treat!.picture,
        price: treat!.price,
        size: treat!.size,
        status: 'approved',
        decidedAt: clockNow,
        decidedBy: user.id,
      })
      .returning(),
  );
  keep(
    'star_ledger',
    await db
      .insert(starLedger)
      .values([
        { childId: child.id, delta: 3, reason: 'activity', source: 'progress:1', label: 'Memória', at: clockNow },
        {
          childId: child.id,
          delta: -2,
          reason: 'reward',
          source: `request:${request.id}`,
          label: 'Sorvete',
          at: clockNow,
        },
      ])
      .returning(),
  );
  // What the board tells: words counted, 'Guardar frases' on and a sentence kept.
  for (const [table, rows] of await fillBoardUses(db, child.id, clockNow)) keep(table, rows);
  keep('professional_access', [await grantAccess(db, child, pro.id)]);
  const proSession = keep(
    'professional_sessions',
    await db
      .insert(professionalSessions)
      .values({
        professionalUserId: pro.id,
        childId: child.id,
        sessionDate: '2026-06-15',
        sessionType: 'individual',
        durationMinutes: 45,
      })
      .returning(),
  );
  // As a professional of another family.
  keep('professional_access', [await grantAccess(db, otherChild, user.id)]);
  const mySession = keep(
    'professional_sessions',
    await db
      .insert(professionalSessions)
      .values({
        professionalUserId: user.id,
        childId: otherChild.id,
        sessionDate: '2026-06-16',
        sessionType: 'group',
        durationMinutes: 30,
      })
      .returning(),
  );
  await fillPlan(db, {
    user,
    pro,
    child,
    otherChild,
    activityId: activity.id,
    sessions: { ofChild: proSession.id, asProfessional: mySession.id },
    keep,
    keepChanged,
  });
  for (const childId of [child.id, null]) {
    const chat = keep(
      'chat_sessions',
      await db
        .insert(chatSessions)
        .values({ id: `chat-${randomToken(6)}`, userId: user.id, childId })
        .returning(),
    );
    keep(
      'chat_messages',
      await db.insert(chatMessages).values({ sessionId: chat.id, role: 'user', content: 'Olá' }).returning(),
    );
  }
  keep(
    'invitations',
    await db
      .insert(invitations)
      .values({
        parentUserId: user.id,
        professionalEmail: 'convidada@example.com',
        tokenHash: randomToken(8),
        childIds: [child.id],
        expiresAt: new Date(clockNow.getTime() + 86_400_000),
      })
      .returning(),
  );
  keep(
    'subscriptions',
    await db.insert(subscriptions).values({ parentUserId: user.id, planType: 'annual', status: 'active' }).returning(),
  );
  const checkout = keep(
    'checkouts',
    await db
      .insert(checkouts)
      .values({
        id: randomToken(8),
        userId: user.id,
        planType: 'annual',
        planName: 'Plano Anual',
        months: 12,
        amount: '396.00',
        externalReference: randomToken(8),
        provider: 'test',
      })
      .returning(),
  );
  const payment = keep(
    'payments',
    await db
      .insert(payments)
      .values({
        userId: user.id,
        provider: 'test',
        providerPaymentId: randomToken(8),
        planType: 'annual',
        amount: '396.00',
        status: 'approved',
        checkoutId: checkout.id,
      })
      .returning(),
  );
  // The payment's history stays with the payment (docs/product.md#admin-payments).
  keepChanged(
    'payment_status_events',
    await db
      .insert(paymentStatusEvents)
      .values({ paymentId: payment.id, status: 'approved', at: clockNow, source: 'provider' })
      .returning(),
    {},
  );
  keep(
    'terms_acceptances',
    await db
      .insert(termsAcceptances)
      .values({ userId: user.id, termsVersion: '1.0', textHash: 'abc', ipAddress: '10.0.0.9', userAgent: 'Teste' })
      .returning(),
  );
  keep(
    'user_sessions',
    await db
      .insert(userSessions)
      .values({ userId: user.id, tokenHash: randomToken(8), expiresAt: new Date(clockNow.getTime() + 3_600_000) })
      .returning(),
  );
  keep(
    'idempotency_keys',
    await db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key: randomToken(6), fingerprint: 'x' })
      .returning(),
  );
  // The role, unless the account already chose it.
  keep(
    'professional_profiles',
    await db
      .insert(professionalProfiles)
      .values({ userId: user.id, role: 'parent' })
      .onConflictDoUpdate({ target: professionalProfiles.userId, set: { role: sql`${professionalProfiles.role}` } })
      .returning(),
  );
  for (const status of ['pending', 'sent']) {
    keep(
      'email_outbox',
      await db
        .insert(emailOutbox)
        .values({ toEmail: user.email.toUpperCase(), templateType: 'welcome', subject: 'Olá', bodyText: 'Olá', status })
        .returning(),
    );
  }
  return { written, childId: child.id };
}

/** The user row itself, as written, for the deletion test's list. */
export const userRow = (row: typeof users.$inferSelect): Written => ({ table: 'users', row });
