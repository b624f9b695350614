import type { Child } from '@neurobridge/shared/api/children';
import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { ageInYears } from '@neurobridge/shared/domain/time';
import { clock } from '../../lib/clock';
import { fmt } from '../../locales/pt-BR/messages';
import { childrenMessages } from './messages';

/** "7 anos", "1 ano", or null without a birth date (São Paulo time, birthday counted). */
export function ageLabel(child: Pick<Child, 'birth_date'>, now = clock.now()): string | null {
  if (!child.birth_date) return null;
  const age = ageInYears(child.birth_date, now);
  return age === 1 ? childrenMessages.ageOne : fmt(childrenMessages.age, { age });
}

export function diagnosisBadges(child: Child): string[] {
  const t = childrenMessages;
  const out: string[] = [];
  if (child.diagnosis_tea === 1)
    out.push(fmt(t.levelBadge, { diagnosis: t.tea, level: TEA_LEVEL_LABELS[child.tea_level]! }));
  if (child.diagnosis_tdah === 1)
    out.push(fmt(t.levelBadge, { diagnosis: t.tdah, level: TDAH_LEVEL_LABELS[child.tdah_level]! }));
  return out;
}
