import type { SuggestionReason } from '../api/suggestions';
import type { GameKind } from './game-levels';
import { DAY_MS } from './time';

/**
 * 'Sugeridas para {nome} hoje' (docs/product.md#suggestions): which of the activities the child may
 * play are suggested today, and why. The server gives it the child, the unlocked active catalogue
 * and what the child played; the same answer all day, another the next.
 */

/** At most this many suggestions, and at most `SUGGESTIONS_PER_AREA` of one area… */
export const SUGGESTIONS_MAX = 5;
export const SUGGESTIONS_PER_AREA = 2;
/** …unless that leaves fewer than this many while more activities fit the child. */
export const SUGGESTIONS_MIN = 3;

/**
 * Points an activity gets: an area not played this week, a kind the child is progressing in, not played
 * in the last `RECENT_DAYS` days, played today.
 */
export const POINTS = { newArea: 3, progressing: 2, notPlayedRecently: 1, playedToday: -3 } as const;
/** How far back the rule looks at what the child played: an activity last played longer ago counts as new again. */
export const RECENT_DAYS = 56;

/** A kind counts as progressing when its level went up this many days back or fewer. */
export const PROGRESSING_DAYS = 14;

export interface SuggestionChild {
  id: number;
  /** Whole years in São Paulo; null without a birth date (any age fits). */
  age: number | null;
  tea: boolean;
  tdah: boolean;
  teaLevel: number;
  tdahLevel: number;
}

export interface SuggestionCandidate {
  id: number;
  category: string;
  kind: GameKind;
  minAge: number;
  maxAge: number;
  forTea: boolean;
  forTdah: boolean;
  /** The support level the activity is for; null: any. */
  teaLevel: number | null;
  tdahLevel: number | null;
}

/** What the child played, as the rule reads it. */
export interface SuggestionHistory {
  /** Areas (categories) with a result this São Paulo week. */
  areasThisWeek: ReadonlySet<string>;
  /** Activities with a result today (São Paulo). */
  playedToday: ReadonlySet<number>;
  /** Activities with a result in the last `RECENT_DAYS` days. */
  playedRecently: ReadonlySet<number>;
  /** Kinds where the child is progressing (`progressingKinds`). */
  progressing: ReadonlySet<GameKind>;
}

export interface Suggested {
  id: number;
  reason: SuggestionReason;
}

/**
 * The kinds where the child is progressing: one good result toward the next level (`high_run` ≥ 1)
 * or a level gone up in the last 14 days (`ups`: when the kind last went up, by a result at 80 % or
 * more, docs/product.md#game-levels; a null kind is an activity no longer known).
 */
export function progressingKinds(
  levels: readonly { kind: string; highRun: number }[],
  ups: readonly { kind: GameKind | null; at: Date }[],
  now: Date,
): Set<GameKind> {
  const since = now.getTime() - PROGRESSING_DAYS * DAY_MS;
  const kinds = new Set<GameKind>();
  for (const row of levels) if (row.highRun >= 1) kinds.add(row.kind as GameKind);
  for (const up of ups) if (up.kind && up.at.getTime() >= since) kinds.add(up.kind);
  return kinds;
}

/**
 * Whether an activity is for this child: within its ages (no birth date: any), and, for a child
 * with TEA or TDAH, for one of its diagnoses at a support level not above the child's (an activity
 * for any level fits). A child with neither diagnosis may play any.
 */
export function fitsChild(child: SuggestionChild, a: SuggestionCandidate): boolean {
  if (child.age !== null && (child.age < a.minAge || child.age > a.maxAge)) return false;
  if (!child.tea && !child.tdah) return true;
  const tea = child.tea && a.forTea && (a.teaLevel === null || a.teaLevel <= child.teaLevel);
  const tdah = child.tdah && a.forTdah && (a.tdahLevel === null || a.tdahLevel <= child.tdahLevel);
  return tea || tdah;
}

/** The activity's points today (`POINTS`). */
export function suggestionPoints(a: SuggestionCandidate, history: SuggestionHistory): number {
  let points = 0;
  if (!history.areasThisWeek.has(a.category)) points += POINTS.newArea;
  if (history.progressing.has(a.kind)) points += POINTS.progressing;
  if (!history.playedRecently.has(a.id)) points += POINTS.notPlayedRecently;
  if (history.playedToday.has(a.id)) points += POINTS.playedToday;
  return points;
}

/** Why it is suggested, the first that holds: a new area this week, progressing, played before, else it fits the child. */
export function suggestionReason(a: SuggestionCandidate, history: SuggestionHistory): SuggestionReason {
  if (!history.areasThisWeek.has(a.category)) return 'new_area';
  if (history.progressing.has(a.kind)) return 'progressing';
  if (history.playedRecently.has(a.id)) return 'favourite_area';
  return 'for_the_child';
}

/**
 * A number from the child, the São Paulo date and the activity (32-bit FNV-1a): the same all day,
 * another the next, so ties fall the same way within a day and change from one day to the next.
 */
export function dailyTieBreak(childId: number, date: string, activityId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${childId}|${date}|${activityId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Today's suggestions, best first: the activities that fit the child, by points, ties by
 * `dailyTieBreak` (then id); the best 5 with at most 2 of an area, filled up to 3 from the next
 * best when the areas run out. `today` is the São Paulo date (YYYY-MM-DD).
 */
export function suggest(
  child: SuggestionChild,
  candidates: readonly SuggestionCandidate[],
  history: SuggestionHistory,
  today: string,
): Suggested[] {
  const ranked = candidates
    .filter((a) => fitsChild(child, a))
    .map((a) => ({ a, points: suggestionPoints(a, history), tie: dailyTieBreak(child.id, today, a.id) }))
    .sort((x, y) => y.points - x.points || x.tie - y.tie || x.a.id - y.a.id);
  const picked = new Set<number>();
  const perArea = new Map<string, number>();
  for (const { a } of ranked) {
    if (picked.size === SUGGESTIONS_MAX) break;
    const inArea = perArea.get(a.category) ?? 0;
    if (inArea >= SUGGESTIONS_PER_AREA) continue;
    picked.add(a.id);
    perArea.set(a.category, inArea + 1);
  }
  for (const { a } of ranked) {
    if (picked.size >= SUGGESTIONS_MIN) break;
    picked.add(a.id);
  }
  return ranked
    .filter(({ a }) => picked.has(a.id))
    .map(({ a }) => ({ id: a.id, reason: suggestionReason(a, history) }));
}
