import type { AdminUserDetail, AdminUserRow } from '@neurobridge/shared/api/admin-users';
import { formatDate } from '@neurobridge/shared/domain/format';
import { ageInYears } from '@neurobridge/shared/domain/time';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminUsersMessages as m } from './messages';

/** '0min', '45min', '1h', '1h 30min' (docs/product.md#admin-user-detail). */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return fmt(m.duration.minutes, { n: minutes });
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? fmt(m.duration.hours, { h }) : fmt(m.duration.hoursMinutes, { h, m: rest });
}

/** dd/mm/aaaa, or 'Nunca' for a date that never happened (a first sign-in). */
export function dateOrNever(value: string | null): string {
  return value ? formatDate(value) : m.detail.never;
}

export function displayName(user: Pick<AdminUserRow, 'full_name' | 'email'>): string {
  return user.full_name?.trim() || user.email;
}

export function planLabel(type: AdminUserRow['subscription_type']): string {
  return m.plans[type] ?? type;
}

/** "Anual até 12/03/2027", or the plan alone. */
export function subscriptionText(user: Pick<AdminUserDetail, 'subscription_type' | 'subscription_end_date'>): string {
  const plan = planLabel(user.subscription_type);
  if (user.subscription_type === 'free' || user.subscription_type === 'trial' || !user.subscription_end_date)
    return plan;
  return fmt(m.detail.until, { plan, date: formatDate(user.subscription_end_date) });
}

export function roleLabel(role: AdminUserRow['role']): string {
  return m.roles[role ?? 'none'];
}

/** "7 anos", "1 ano", or null without a birth date. */
export function childAge(birthDate: string | null, now: Date): string | null {
  if (!birthDate) return null;
  const age = ageInYears(birthDate, now);
  return age === 1 ? m.progress.ageOne : fmt(m.progress.age, { age });
}
