/**
 * The weekly calendar's constants and rules shared by the server and the web app
 * (docs/product.md#calendar).
 */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
/** 0 Sunday … 6 Saturday, as `day_of_week`. */
export const DAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
/** The days' full names in a sentence ('na tarde de quarta-feira'), 0 Sunday … 6 Saturday. */
export const DAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

export const TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
/** An entry of the week plays an activity, or is a routine task that is not a game (docs/product.md#routine-entries). */
export const SCHEDULE_ENTRY_KINDS = ['activity', 'routine'] as const;
export type ScheduleEntryKind = (typeof SCHEDULE_ENTRY_KINDS)[number];
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = { morning: 'Manhã', afternoon: 'Tarde', evening: 'Noite' };

/** At most this many activities in one slot (one day × one time of day). */
export const MAX_ENTRIES_PER_SLOT = 3;
/** The add dialog lists this many activities first, with a search for the rest (spec §9). */
export const ADD_DIALOG_FIRST = 8;

export type WeekLevel = 'champion' | 'superstar' | 'great' | 'good' | 'keep_going';

/** The week's level from its completion percentage: 100 champion, 80 superstar, 60 great, 40 good. */
export function weekLevel(percent: number): WeekLevel {
  if (percent >= 100) return 'champion';
  if (percent >= 80) return 'superstar';
  if (percent >= 60) return 'great';
  if (percent >= 40) return 'good';
  return 'keep_going';
}

export const WEEK_LEVEL_LABELS: Record<WeekLevel, string> = {
  champion: 'Campeão da semana!',
  superstar: 'Superestrela!',
  great: 'Ótimo trabalho!',
  good: 'Bom trabalho!',
  keep_going: 'Continue assim!',
};

/** The share of this week's entries completed, rounded (0 when the week is empty). */
export function weekPercent(entries: readonly { is_completed: boolean }[]): number {
  if (entries.length === 0) return 0;
  return Math.round((entries.filter((e) => e.is_completed).length / entries.length) * 100);
}

/**
 * The milestones a child earns a reward for, each at most once (docs/product.md#streaks-and-rewards): the first
 * completion ever, a full day (every entry of one day completed in a week), a streak of 3 and of 5
 * weeks on one entry, and 80 % of a week's entries completed.
 */
export const MILESTONES = ['first_completion', 'full_day', 'streak_3', 'streak_5', 'week_80'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const STREAK_MILESTONES = { streak_3: 3, streak_5: 5 } as const;
export const WEEK_PERCENT_MILESTONE = 80;

export const MILESTONE_REWARDS: Record<Milestone, { icon: string; title: string; description: string }> = {
  first_completion: {
    icon: '⭐',
    title: 'Primeira estrela',
    description: 'Completou a primeira atividade do cronograma.',
  },
  full_day: { icon: '🌞', title: 'Dia completo', description: 'Completou todas as atividades de um dia.' },
  streak_3: {
    icon: '🔥',
    title: 'Três semanas seguidas',
    description: 'Fez a mesma atividade por 3 semanas seguidas.',
  },
  streak_5: {
    icon: '🏆',
    title: 'Cinco semanas seguidas',
    description: 'Fez a mesma atividade por 5 semanas seguidas.',
  },
  week_80: { icon: '🚀', title: 'Semana quase perfeita', description: 'Completou 80% das atividades da semana.' },
};
