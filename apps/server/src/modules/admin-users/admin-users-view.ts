import type { AdminUserDetail, AdminUserRow } from '@neurobridge/shared/api/admin-users';
import { planTypeLabel, roleLabel } from '@neurobridge/shared/domain/account-labels';
import { minutesOf } from '@neurobridge/shared/domain/duration';
import { formatDate } from '@neurobridge/shared/domain/format';
import type { PLAN_TYPES } from '@neurobridge/shared/api/subscription';
import { statusAsOf, type SubscriptionRow } from '../subscription/subscription-view';
import type { UserDetailRow, UserListRow } from './admin-users-queries';

type PlanType = (typeof PLAN_TYPES)[number];
type Sub = UserListRow['subscription'];

/**
 * The subscription as the administration sees it (docs/product.md#admin-users): its status as of
 * now, and the plan while it gives access (a trial, a paid plan, admin_granted), else 'free'.
 */
export function subscriptionOf(
  sub: Sub | null,
  now: Date,
): Pick<AdminUserRow, 'subscription_type' | 'subscription_status'> {
  if (!sub || sub.id === null || sub.planType === null || sub.status === null) {
    return { subscription_type: 'free', subscription_status: null };
  }
  const status = statusAsOf(
    {
      status: sub.status,
      trialEndDate: sub.trialEndDate,
      subscriptionEndDate: sub.subscriptionEndDate,
    } as SubscriptionRow,
    now,
  );
  return {
    subscription_type: status === 'expired' ? 'free' : (sub.planType as PlanType),
    subscription_status: status,
  };
}

export function toAdminUserRow(row: UserListRow, now: Date): AdminUserRow {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    picture: row.picture,
    registration_date: row.createdAt.toISOString(),
    children_count: row.childrenCount,
    activities_count: row.activitiesCount,
    is_active: row.isActive,
    ...subscriptionOf(row.subscription, now),
    role: row.role === 'parent' || row.role === 'professional' ? row.role : null,
  };
}

/** The detail view with its defaults (docs/product.md#admin-user-detail). */
export function toAdminUserDetail(row: UserDetailRow, now: Date): AdminUserDetail {
  const completed = row.activitiesCount;
  return {
    ...toAdminUserRow(row, now),
    first_name: row.givenName,
    last_name: row.familyName,
    birth_date: row.birthDate,
    location: row.location,
    google_user_data: { picture: row.picture, given_name: row.givenName, family_name: row.familyName },
    google_id: row.subject,
    created_at: row.createdAt.toISOString(),
    last_login_date: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    activities_completed: completed,
    total_time_spent: minutesOf(row.totalTime),
    average_time_per_activity: completed > 0 ? minutesOf(row.totalTime / completed) : 0,
    subscription_end_date: row.subscription?.subscriptionEndDate
      ? row.subscription.subscriptionEndDate.toISOString()
      : null,
    language_preference: row.languagePreference || 'pt-BR',
    timezone: row.timezone || 'America/Sao_Paulo',
  };
}

/** The export's columns (docs/product.md#admin-users); plan and role in pt-BR, as on the screen. */
export const USERS_CSV_HEADER = [
  'id',
  'nome',
  'e-mail',
  'telefone',
  'data de cadastro',
  'crianças',
  'atividades concluídas',
  'situação',
  'assinatura',
  'papel',
];

export function csvCells(row: AdminUserRow): (string | number | null)[] {
  return [
    row.id,
    row.full_name,
    row.email,
    row.phone_number,
    formatDate(row.registration_date),
    row.children_count,
    row.activities_count,
    row.is_active ? 'Ativo' : 'Suspenso',
    planTypeLabel(row.subscription_type),
    roleLabel(row.role),
  ];
}
