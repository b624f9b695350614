import {
  ACTIVITY_NOT_FOUND,
  activityList,
  type Activity,
  type activitiesQuery,
} from '@neurobridge/shared/api/activities';
import type { ActivityTier } from '@neurobridge/shared/domain/tiers';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { prepareResponse, type PreparedResponse } from '../../lib/prepared-response';
import { compileSerializer } from '../../lib/serializer';
import type { SessionUser } from '../auth/session-service';
import { toActivity, type ActivityRow } from './activity-view';

type ActivitiesQuery = z.output<typeof activitiesQuery>;

// Prepared lists kept per catalogue load. The filters give a few thousand combinations at most;
// past this many, a list is built for its request and not kept, so memory stays bounded.
const PREPARED_PER_LOAD = 200;

/** A level matches activities for that level and those for any level (null). */
const levelMatches = (level: number | null, wanted: number | undefined) =>
  wanted === undefined || level === null || level === wanted;

function matches(row: ActivityRow, query: ActivitiesQuery): boolean {
  return (
    (!query.category || row.category === query.category) &&
    (!query.for_tea || (row.forTea && levelMatches(row.teaLevel, query.tea_level))) &&
    (!query.for_tdah || (row.forTdah && levelMatches(row.tdahLevel, query.tdah_level)))
  );
}

/** Everything the list depends on: the tier and the filters (not who asks). */
function listKey(tier: ActivityTier, q: ActivitiesQuery): string {
  const t = tier.kind === 'months' ? `months:${tier.months}` : tier.kind;
  return [t, q.category, q.for_tea, q.tea_level, q.for_tdah, q.tdah_level].map((v) => v ?? '').join('|');
}

export function createActivitiesService({
  config,
  subscriptions,
  childAccess,
  catalogue,
}: Pick<AppDeps, 'config' | 'subscriptions' | 'childAccess' | 'catalogue'>) {
  const serializeList = compileSerializer(activityList, { verify: config.env === 'test', name: 'GET /api/activities' });
  // Keyed by the loaded rows: a new load starts a new set, and the old one goes with its rows.
  const prepared = new WeakMap<ActivityRow[], Map<string, PreparedResponse>>();

  /**
   * Whose plan decides: the caller's own (read with the session), or — with `child` — the parent
   * of that child, read by the child check (docs/product.md#whose-plan-counts).
   */
  async function tierFor(user: SessionUser, childId: number | undefined): Promise<ActivityTier> {
    if (!childId) return subscriptions.standingOf(user.subscription).tier;
    const { parentSubscription } = await childAccess.forUser(user, childId, 'read');
    return subscriptions.standingOf(parentSubscription).tier;
  }

  /** Active activities, filtered, locked per tier, unlocked first (docs/product.md#locking). */
  function build(rows: ActivityRow[], tier: ActivityTier, query: ActivitiesQuery): Activity[] {
    const list = rows.filter((row) => matches(row, query)).map((row) => toActivity(row, tier));
    return [...list.filter((a) => !a.is_locked), ...list.filter((a) => a.is_locked)];
  }

  return {
    /**
     * The list as prepared bytes: built once per tier and filters for each catalogue load, then
     * sent as is, compressed, with an ETag (docs/decisions/014-fast-reads.md).
     */
    async list(user: SessionUser, query: ActivitiesQuery): Promise<PreparedResponse> {
      const [tier, rows] = await Promise.all([tierFor(user, query.child), catalogue.rows()]);
      let forLoad = prepared.get(rows);
      if (!forLoad) prepared.set(rows, (forLoad = new Map()));
      const key = listKey(tier, query);
      let answer = forLoad.get(key);
      if (!answer) {
        answer = prepareResponse(serializeList(build(rows, tier, query)));
        if (forLoad.size < PREPARED_PER_LOAD) forLoad.set(key, answer);
      }
      return answer;
    },

    /** One active activity, locked like in the list; 404 when unknown or inactive (docs/product.md#activity-detail). */
    async get(user: SessionUser, id: number, childId: number | undefined): Promise<Activity> {
      const [tier, row] = await Promise.all([tierFor(user, childId), catalogue.find(id)]);
      if (!row) throw notFound(ACTIVITY_NOT_FOUND);
      return toActivity(row, tier);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
