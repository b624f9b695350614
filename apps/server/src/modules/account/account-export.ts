import type { AccountExport } from '@neurobridge/shared/api/account';
import { readSensorySettings } from '@neurobridge/shared/domain/sensory';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { checkouts, payments, paymentStatusEvents, subscriptions } from '../../db/schema/billing';
import { boardCells, boardMedia, childBoards } from '../../db/schema/boards';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { children } from '../../db/schema/children';
import {
  invitations,
  professionalAccess,
  professionalProfiles,
  professionalSessions,
} from '../../db/schema/professionals';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { childGameLevels, rewardRequests, shopRewards, starLedger } from '../../db/schema/stars';
import { termsAcceptances, userSessions, users } from '../../db/schema/users';
import type { SessionUser } from '../auth/session-service';
import { readBoardUsesExport } from './account-export-board-uses';
import { readPlanExport } from './account-export-plan';
import { exportRow, groupBy } from './account-view';

/**
 * The token's hash is a credential of the invited person and the link is sealed: neither is data
 * about the family or the professional.
 */
const SECRETS_OF_AN_INVITATION = ['tokenHash', 'linkEnc'] as const;

/**
 * Runs queries one after the other: in a transaction they share one connection, which runs one
 * query at a time anyway (and node-postgres refuses overlapping queries on a client).
 */
async function inOrder<const T extends readonly (() => PromiseLike<unknown>)[]>(
  steps: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/** The ids of the caller's children, as a subquery: one query per table, never one per child. */
const myChildIds = (db: Db, userId: number) =>
  db.select({ id: children.id }).from(children).where(eq(children.parentUserId, userId));

/**
 * Everything about a person and their children (docs/product.md#data-download), one query per
 * table, inside the caller's read-only, repeatable-read transaction. Every table that refers to a
 * person is here, or account-export.test.ts says why not.
 */
export async function readAccountExport(tx: Db, user: SessionUser, now: Date): Promise<AccountExport> {
  const userId = user.id;
  const mine = myChildIds(tx, userId);
  const [
    [profile],
    [proProfile],
    consents,
    [subscription],
    myPayments,
    paymentSteps,
    myCheckouts,
    kids,
    progress,
    schedule,
    completions,
    kidRewards,
    levels,
    ledger,
    shop,
    requests,
    boards,
    cells,
    media,
    access,
    sessions,
    sent,
    chats,
    messages,
    asProAccess,
    asProSessions,
    asProInvitations,
    signIns,
  ] = await inOrder([
    () => tx.select().from(users).where(eq(users.id, userId)),
    () => tx.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)),
    () =>
      tx.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)).orderBy(asc(termsAcceptances.id)),
    () => tx.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId)),
    () => tx.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id)),
    // Each payment's history (docs/product.md#admin-payments), shown under its payment.
    () =>
      tx
        .select({ event: paymentStatusEvents })
        .from(paymentStatusEvents)
        .innerJoin(payments, eq(payments.id, paymentStatusEvents.paymentId))
        .where(eq(payments.userId, userId))
        .orderBy(asc(paymentStatusEvents.at), asc(paymentStatusEvents.id)),
    () => tx.select().from(checkouts).where(eq(checkouts.userId, userId)).orderBy(asc(checkouts.createdAt)),
    () => tx.select().from(children).where(eq(children.parentUserId, userId)).orderBy(asc(children.id)),
    // Every row as stored, copied: the export reads the table itself, not the progress rules
    // (modules/progress/progress-rules.ts), which are for counting and dating.
    () =>
      tx
        .select()
        .from(progressEntries)
        .where(inArray(progressEntries.childId, mine))
        .orderBy(asc(progressEntries.completionDate), asc(progressEntries.id)),
    () =>
      tx.select().from(scheduleEntries).where(inArray(scheduleEntries.childId, mine)).orderBy(asc(scheduleEntries.id)),
    () =>
      tx
        .select({ completion: scheduleCompletions })
        .from(scheduleCompletions)
        .innerJoin(scheduleEntries, eq(scheduleEntries.id, scheduleCompletions.entryId))
        .where(inArray(scheduleEntries.childId, mine))
        .orderBy(asc(scheduleCompletions.id)),
    () => tx.select().from(rewards).where(inArray(rewards.childId, mine)).orderBy(asc(rewards.id)),
    () =>
      tx
        .select()
        .from(childGameLevels)
        .where(inArray(childGameLevels.childId, mine))
        .orderBy(asc(childGameLevels.childId), asc(childGameLevels.kind)),
    () => tx.select().from(starLedger).where(inArray(starLedger.childId, mine)).orderBy(asc(starLedger.id)),
    () => tx.select().from(shopRewards).where(inArray(shopRewards.childId, mine)).orderBy(asc(shopRewards.id)),
    () => tx.select().from(rewardRequests).where(inArray(rewardRequests.childId, mine)).orderBy(asc(rewardRequests.id)),
    () => tx.select().from(childBoards).where(inArray(childBoards.childId, mine)).orderBy(asc(childBoards.id)),
    () =>
      tx
        .select({ cell: boardCells })
        .from(boardCells)
        .innerJoin(childBoards, eq(childBoards.id, boardCells.boardId))
        .where(inArray(childBoards.childId, mine))
        .orderBy(asc(boardCells.boardId), asc(boardCells.row), asc(boardCells.col)),
    () => tx.select().from(boardMedia).where(inArray(boardMedia.childId, mine)).orderBy(asc(boardMedia.id)),
    () =>
      tx
        .select({ access: professionalAccess, name: users.fullName, email: users.email })
        .from(professionalAccess)
        .innerJoin(users, eq(users.id, professionalAccess.professionalUserId))
        .where(eq(professionalAccess.parentUserId, userId))
        .orderBy(asc(professionalAccess.id)),
    () =>
      tx
        .select({ session: professionalSessions, name: users.fullName, email: users.email })
        .from(professionalSessions)
        .innerJoin(users, eq(users.id, professionalSessions.professionalUserId))
        .where(inArray(professionalSessions.childId, mine))
        .orderBy(asc(professionalSessions.sessionDate), asc(professionalSessions.id)),
    () => tx.select().from(invitations).where(eq(invitations.parentUserId, userId)).orderBy(asc(invitations.id)),
    () => tx.select().from(chatSessions).where(eq(chatSessions.userId, userId)).orderBy(asc(chatSessions.createdAt)),
    () =>
      tx
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
        .where(eq(chatSessions.userId, userId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    () =>
      tx
        .select({ access: professionalAccess, childName: children.name })
        .from(professionalAccess)
        .innerJoin(children, eq(children.id, professionalAccess.childId))
        .where(eq(professionalAccess.professionalUserId, userId))
        .orderBy(asc(professionalAccess.id)),
    () =>
      tx
        .select({ session: professionalSessions, childName: children.name })
        .from(professionalSessions)
        .innerJoin(children, eq(children.id, professionalSessions.childId))
        .where(eq(professionalSessions.professionalUserId, userId))
        .orderBy(asc(professionalSessions.sessionDate), asc(professionalSessions.id)),
    () =>
      tx
        .select()
        .from(invitations)
        .where(or(eq(invitations.acceptedByUserId, userId), eq(invitations.requestedByUserId, userId)))
        .orderBy(asc(invitations.id)),
    () => tx.select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(asc(userSessions.id)),
  ]);
  const plan = await readPlanExport(tx, userId, mine, new Set(kids.map((kid) => kid.id)));
  const boardTells = await readBoardUsesExport(tx, mine);
  const byChild = <T>(rows: T[], childOf: (row: T) => number) => groupBy(rows, childOf);
  const progressOf = byChild(progress, (r) => r.childId);
  const scheduleOf = byChild(schedule, (r) => r.childId);
  const rewardsOf = byChild(kidRewards, (r) => r.childId);
  const levelsOf = byChild(levels, (r) => r.childId);
  const ledgerOf = byChild(ledger, (r) => r.childId);
  const shopOf = byChild(shop, (r) => r.childId);
  const requestsOf = byChild(requests, (r) => r.childId);
  const boardsOf = byChild(boards, (r) => r.childId);
  const cellsOf = groupBy(cells, (r) => r.cell.boardId);
  const mediaOf = byChild(media, (r) => r.childId);
  const accessOf = byChild(access, (r) => r.access.childId);
  const sessionsOf = byChild(sessions, (r) => r.session.childId);
  const completionsOf = groupBy(completions, (r) => r.completion.entryId);
  const messagesOf = groupBy(messages, (r) => r.message.sessionId);
  const stepsOf = groupBy(paymentSteps, (r) => r.event.paymentId);
  return {
    format: 'neurobridge-meus-dados' as const,
    version: 1 as const,
    exported_at: now.toISOString(),
    profile: exportRow(profile ?? user, ['subscription', 'role']),
    professional_profile: proProfile ? exportRow(proProfile) : null,
    consents: consents.map((r) => exportRow(r)),
    subscription: subscription ? exportRow(subscription) : null,
    payments: myPayments.map((r) => ({
      ...exportRow(r),
      status_history: (stepsOf.get(r.id) ?? []).map((step) => exportRow(step.event)),
    })),
    checkouts: myCheckouts.map((r) => exportRow(r)),
    children: kids.map((kid) => ({
      ...exportRow(kid),
      // As the games apply them: the stored choices over the defaults (docs/product.md#sensory-settings).
      sensory_settings: readSensorySettings(kid.sensorySettings),
      progress: (progressOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      schedule: (scheduleOf.get(kid.id) ?? []).map((entry) => ({
        ...exportRow(entry),
        completions: (completionsOf.get(entry.id) ?? []).map((r) => exportRow(r.completion)),
      })),
      rewards: (rewardsOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      game_levels: (levelsOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      star_ledger: (ledgerOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      shop_rewards: (shopOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      reward_requests: (requestsOf.get(kid.id) ?? []).map((r) => exportRow(r)),
      communication_boards: (boardsOf.get(kid.id) ?? []).map((board) => ({
        ...exportRow(board),
        cells: (cellsOf.get(board.id) ?? []).map((r) => exportRow(r.cell)),
      })),
      // The family's photos and voices the cells name (photo_id, voice_id), their bytes in base64.
      board_media: (mediaOf.get(kid.id) ?? []).map(({ bytes, ...row }) => ({
        ...exportRow(row),
        data: Buffer.from(bytes).toString('base64'),
      })),
      professionals: (accessOf.get(kid.id) ?? []).map((r) =>
        exportRow({ ...r.access, professionalName: r.name, professionalEmail: r.email }),
      ),
      professional_sessions: (sessionsOf.get(kid.id) ?? []).map((r) =>
        exportRow({ ...r.session, professionalName: r.name, professionalEmail: r.email }),
      ),
      ...plan.ofChild(kid.id),
      ...boardTells.ofChild(kid.id),
    })),
    invitations_sent: sent.map((r) => exportRow(r, SECRETS_OF_AN_INVITATION)),
    chats: chats.map((chat) => ({
      ...exportRow(chat),
      messages: (messagesOf.get(chat.id) ?? []).map((r) => exportRow(r.message)),
    })),
    as_professional: {
      access: asProAccess.map((r) => exportRow({ ...r.access, childName: r.childName })),
      sessions: asProSessions.map((r) => exportRow({ ...r.session, childName: r.childName })),
      // Invitations they accepted or asked to accept: what the family wrote to them, and what they sent.
      invitations: asProInvitations.map((r) => exportRow(r, SECRETS_OF_AN_INVITATION)),
      ...plan.asProfessional,
    },
    // Where and when they signed in; the token's hash is the session's key, not data about them.
    sessions: signIns.map((r) => exportRow(r, ['tokenHash'])),
  };
}
