import type { SuggestionList } from '@neurobridge/shared/api/suggestions';
import {
  progressingKinds,
  RECENT_DAYS,
  suggest,
  type SuggestionCandidate,
  type SuggestionChild,
  type SuggestionHistory,
} from '@neurobridge/shared/domain/suggestions';
import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import { ageInYears, DAY_MS, localDateString, localMidnight, weekOf } from '@neurobridge/shared/domain/time';
import type { AppDeps } from '../../app-deps';
import { toActivity, type ActivityRow } from '../activities/activity-view';
import type { ChildAccess, ChildRow } from '../children/child-access';
import { kindOfActivity } from '../levels/activity-kind';
import { levelRowsQuery, type LevelRow } from '../levels/level-rows';
import { playsQuery } from './suggestions-queries';

type Play = Awaited<ReturnType<ReturnType<typeof playsQuery>['execute']>>[number];

/** A catalogue row the rule may suggest: it has something to play. */
function candidate(row: ActivityRow): SuggestionCandidate | null {
  const kind = kindOfActivity(row);
  if (!kind) return null;
  const { id, category, minAge, maxAge, forTea, forTdah, teaLevel, tdahLevel } = row;
  return { id, category, kind, minAge, maxAge, forTea, forTdah, teaLevel, tdahLevel };
}

function suggestionChild(child: ChildRow, now: Date): SuggestionChild {
  return {
    id: child.id,
    age: child.birthDate ? ageInYears(child.birthDate, now) : null,
    tea: child.diagnosisTea,
    tdah: child.diagnosisTdah,
    teaLevel: child.teaLevel,
    tdahLevel: child.tdahLevel,
  };
}

/** What the child played this São Paulo week and day, in the last `RECENT_DAYS` days, and where it is progressing. */
function history(plays: Play[], levels: LevelRow[], byId: Map<number, ActivityRow>, now: Date): SuggestionHistory {
  const weekStart = localMidnight(weekOf(now)).getTime();
  const dayStart = localMidnight(localDateString(now)).getTime();
  const known = plays.filter((play): play is Play & { activityId: number } => play.activityId !== null);
  const ups = known.flatMap(({ activityId, lastUp }) => {
    const row = byId.get(activityId);
    return lastUp && row ? [{ kind: kindOfActivity(row), at: lastUp }] : [];
  });
  return {
    areasThisWeek: new Set(plays.filter((play) => play.lastPlayed.getTime() >= weekStart).map((play) => play.category)),
    playedToday: new Set(known.filter((play) => play.lastPlayed.getTime() >= dayStart).map((play) => play.activityId)),
    playedRecently: new Set(known.map((play) => play.activityId)),
    progressing: progressingKinds(levels, ups, now),
  };
}

/**
 * 'Sugeridas para {nome} hoje' (docs/product.md#suggestions): the rule of
 * packages/shared/src/domain/suggestions.ts over the active catalogue (in memory) unlocked by the
 * child's parent's plan (docs/product.md#whose-plan-counts), what the child played and the child's
 * levels: two reads by the child's key.
 */
export function createSuggestionsService({
  db,
  clock,
  catalogue,
  subscriptions,
}: Pick<AppDeps, 'db' | 'clock' | 'catalogue' | 'subscriptions'>) {
  return {
    async today({ child, parentSubscription }: ChildAccess): Promise<SuggestionList> {
      const now = clock.now();
      const [rows, levels, plays] = await Promise.all([
        catalogue.rows(),
        levelRowsQuery(db).execute({ childId: child.id }),
        playsQuery(db).execute({ childId: child.id, since: new Date(now.getTime() - RECENT_DAYS * DAY_MS) }),
      ]);
      const { tier } = subscriptions.standingOf(parentSubscription);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const unlocked = rows.filter((row) =>
        isActivityUnlocked(
          { is_premium: row.isPremium, required_subscription_months: row.requiredSubscriptionMonths },
          tier,
        ),
      );
      const picked = suggest(
        suggestionChild(child, now),
        unlocked.map(candidate).filter((c) => c !== null),
        history(plays, levels, byId, now),
        localDateString(now),
      );
      return { items: picked.map(({ id, reason }) => ({ activity: toActivity(byId.get(id)!, tier), reason })) };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
