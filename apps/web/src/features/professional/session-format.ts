import type { ProfessionalChild } from '@neurobridge/shared/api/professional';
import { SESSION_TYPE_LABELS, type SessionType } from '@neurobridge/shared/domain/professionals';
import { ageInYears } from '@neurobridge/shared/domain/time';
import { clock } from '../../lib/clock';
import { fmt } from '../../locales/pt-BR/messages';
import { professionalMessages as m } from './messages';

/** "45 min" below an hour, "1h 30min" (or "2h") from 60 minutes on (docs/product.md#professional-screens). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return fmt(m.duration.minutes, { n: minutes });
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? fmt(m.duration.hours, { h }) : fmt(m.duration.hoursMinutes, { h, m: rest });
}

/** A stored type outside the list is shown as it is. */
export function sessionTypeLabel(type: string): string {
  return SESSION_TYPE_LABELS[type as SessionType] ?? type;
}

/** "7 anos", "1 ano", or null without a birth date (São Paulo time). */
export function childAge(child: Pick<ProfessionalChild, 'birth_date'>, now = clock.now()): string | null {
  if (!child.birth_date) return null;
  const age = ageInYears(child.birth_date, now);
  return age === 1 ? m.children.ageOne : fmt(m.children.age, { age });
}

export function diagnosisBadges(child: Pick<ProfessionalChild, 'diagnosis_tea' | 'diagnosis_tdah'>): string[] {
  return [
    ...(child.diagnosis_tea === 1 ? [m.children.tea] : []),
    ...(child.diagnosis_tdah === 1 ? [m.children.tdah] : []),
  ];
}
