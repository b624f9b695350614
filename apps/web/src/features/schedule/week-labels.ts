import { DAY_LABELS, TIME_SLOT_LABELS, type TimeSlot } from '@neurobridge/shared/domain/calendar';
import { fmt } from '../../locales/pt-BR/messages';
import { scheduleMessages } from './messages';

/** 'Segunda, Manhã' — how a slot is named in labels, titles and messages. */
export function slotNames(day: number, slot: TimeSlot) {
  return { day: DAY_LABELS[day] ?? String(day), slot: TIME_SLOT_LABELS[slot] };
}

/** '1 semana seguida', '3 semanas seguidas'; nothing before a first completed week (docs/product.md#calendar). */
export function streakLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? scheduleMessages.entry.streakOne : fmt(scheduleMessages.entry.streak, { count });
}
