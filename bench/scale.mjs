// Data-scale benchmark (`npm run bench:scale`); see bench/README.md.
//
// Creates a fresh PostgreSQL database, lets the built server migrate it and seed the catalogue,
// fills it with set-based SQL (10,000 parents, 30,000 children, 3,000,000 progress rows, 2,000
// professionals), then for one parent picked at random times each target endpoint over one
// keep-alive connection (median and p95 of 50 sequential calls) and runs EXPLAIN ANALYZE on SQL
// mirroring what the server runs for it, flagging sequential scans of the big tables. The server
// is stopped and the database dropped at the end, even on error or Ctrl-C (BENCH_KEEP_DB=1 keeps it).
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  DEFAULT_PG_URL,
  defer,
  ensureServerBuilt,
  envNumber,
  log,
  newSessionToken,
  redactUrl,
  runMain,
  seedUsersWithSessions,
  sha256,
  startServer,
  withPgClient,
} from './lib/server.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Mirrored SQL. Each statement mirrors the named service function as of this writing: when the
// function changes, change its mirror here. `params(ctx)` gets the picked parent's values (see
// `buildContext`). Drizzle sends timestamps as ISO strings, and so do these.

/**
 * Mirrors session-service.ts `findUser` (sessionUserQuery): every `user` route runs it when the
 * session is not in the server's session cache (the first call, then about once a minute).
 */
const SESSION_LOOKUP = {
  label: 'session lookup',
  mirrors: 'auth/session-service.ts findUser',
  sql: `select u.*, sub.*, pp.role, s.id as session_id, s.last_seen_at as session_last_seen_at, s.expires_at
        from user_sessions s inner join users u on u.id = s.user_id
        left join subscriptions sub on sub.parent_user_id = s.user_id
        left join professional_profiles pp on pp.user_id = s.user_id
        where s.token_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3
        limit 1`,
  params: (ctx) => [ctx.tokenHash, ctx.now, ctx.idleSince],
};

/** SESSION_LOOKUP for the workspace's professional (`ctx.pro`, see `addWorkspaceProfessional`). */
const PRO_SESSION_LOOKUP = { ...SESSION_LOOKUP, params: (ctx) => [ctx.pro.tokenHash, ctx.now, ctx.idleSince] };

/**
 * The children given to a professional (active, with active access), as children/child-access.ts
 * `childrenGivenTo` writes it: the condition of every workspace read. `$p` is the professional.
 */
const givenTo = (p, c) => `${c}.is_active = true and ${c}.id in (select pa.child_id from professional_access pa
          where pa.professional_user_id = ${p} and pa.is_active = true)`;

/** `childIdsGivenTo`: their ids, the subquery of the sessions' reads. */
const accessibleChildIds = (p) => `select ic.id from children ic where ${givenTo(p, 'ic')}`;

/** Mirrors professional/professional-queries.ts firstPageQuery (`sessions.list` without a cursor). */
const proSessionsPage = (label, params) => ({
  label,
  mirrors: 'professional/sessions-service.ts list (firstPageQuery)',
  sql: `select s.*, c.name from professional_sessions s inner join children c on c.id = s.child_id
        where s.professional_user_id = $1 and s.child_id in (${accessibleChildIds('$1')})
          and ($2::int is null or s.child_id = $2::int)
          and ($3::date is null or s.session_date >= $3::date) and ($4::date is null or s.session_date <= $4::date)
        order by s.session_date desc, coalesce(s.start_time, '') desc, s.id desc
        limit $5`,
  params,
});

/** Mirrors children/child-access.ts `find` (run by plugins/child-scope.ts and by activities `?child=`). */
const CHILD_ACCESS = {
  label: 'child access',
  mirrors: 'children/child-access.ts find',
  sql: `select c.*, pa.id as access_id, sub.*
        from children c
        left join professional_access pa
          on pa.child_id = c.id and pa.professional_user_id = $2 and pa.is_active = true
        left join subscriptions sub on sub.parent_user_id = c.parent_user_id
        where c.id = $1 and c.is_active = true
        limit 1`,
  params: (ctx) => [ctx.childId, ctx.parentId],
};

/** CHILD_ACCESS for the report child (`ctx.reportChildId`, see `addReportChild`). */
const REPORT_CHILD_ACCESS = { ...CHILD_ACCESS, params: (ctx) => [ctx.reportChildId, ctx.parentId] };

/**
 * Mirrors stars/stars-weeks.ts `ledgerWeeks` (GET /stars and the progress report): the 8 weeks'
 * ledger rows from the child's row, and the whole ledger's sum. `$1` the child, `$2`–`$3` the weeks.
 */
const STARS_WEEKS = {
  label: 'stars weeks and balance',
  mirrors: 'stars/stars-weeks.ts ledgerWeeks',
  sql: `select to_char(date_trunc('week', (l.at at time zone 'America/Sao_Paulo') + interval '1 day')
            - interval '1 day', 'YYYY-MM-DD'),
          coalesce(sum(l.delta) filter (where l.delta > 0), 0),
          coalesce(-sum(l.delta) filter (where l.delta < 0), 0),
          count(l.id) filter (where l.reason = 'reward' and l.delta < 0),
          (select coalesce(sum(b.delta), 0) from star_ledger b where b.child_id = $1)
        from children c
        left join star_ledger l on l.child_id = c.id and l.at >= $2 and l.at < $3
        where c.id = $1
        group by 1`,
};

// Issue 31: goals, the home programme and session trials (docs/product.md#goals).

/**
 * Mirrors goals/goals-queries.ts `readGoals` for a child: its goals in the list's order, each with
 * its creator's type and its linked activities as one JSON value.
 */
const goalsRead = (label, extra, params) => ({
  label,
  mirrors: 'goals/goals-queries.ts readGoals',
  sql: `select g.*, pp.professional_type,
          (select coalesce(json_agg(json_build_object('id', a.id, 'title', a.title) order by a.title, a.id), '[]'::json)
           from goal_activities ga join activities a on a.id = ga.activity_id where ga.goal_id = g.id)
        from goals g left join professional_profiles pp on pp.user_id = g.created_by
        where g.child_id = $1${extra}
        order by case g.status when 'active' then 0 when 'paused' then 1 when 'met' then 2 else 3 end,
          g.created_at desc, g.id desc`,
  params,
});
const GOALS_READ = goalsRead('goals of the child', '', (ctx) => [ctx.childId]);

/**
 * Mirrors goals/goals-queries.ts `measureSummaries` (with goal-measures.ts `chosenSessionRecords`):
 * each goal's latest value and count of its criterion's measure, in one statement.
 */
const GOALS_MEASURES = {
  label: 'goals measures',
  mirrors: 'goals/goals-queries.ts measureSummaries',
  sql: `with per as (
          select t.goal_id, t.session_id, t.recorder_user_id as recorder, count(*)::int as total,
            (count(*) filter (where t.result = 'correct'))::int as correct,
            (count(*) filter (where t.result = 'correct' and t.prompt = 'independent'))::int as independent,
            min(t.created_at) as first_at
          from session_trials t
          where t.goal_id in (select id from goals where child_id = $1 and measure = 'trials')
          group by 1, 2, 3
        ), chosen as (
          select distinct on (per.goal_id, per.session_id) per.*, s.session_date, s.start_time, s.professional_user_id
          from per join professional_sessions s on s.id = per.session_id join goals g on g.id = per.goal_id
          where s.session_date >= g.start_date
          order by per.goal_id, per.session_id, (per.recorder = s.professional_user_id) desc, per.first_at
        ), game as (
          select distinct on (g.id) g.id as goal_id, count(*) over (partition by g.id) as n, p.score::numeric as last
          from goals g join goal_activities ga on ga.goal_id = g.id
            join progress_entries p on p.child_id = g.child_id and p.activity_id = ga.activity_id
          where g.id in (select id from goals where child_id = $1 and measure = 'game_score')
            and p.status = 'completed' and p.score is not null
            and p.completion_date >= (g.start_date::timestamp at time zone 'America/Sao_Paulo')
          order by g.id, p.completion_date desc, p.id desc
        ), sessions as (
          select distinct on (goal_id) goal_id, count(*) over (partition by goal_id) as n,
            round(correct * 100.0 / total) as last
          from chosen order by goal_id, session_date desc, start_time desc nulls last, session_id desc
        ), observed as (
          select distinct on (o.goal_id) o.goal_id, count(*) over (partition by o.goal_id) as n,
            case when o.achieved then 100 else 0 end::numeric as last
          from goal_observations o join goals g on g.id = o.goal_id
          where o.goal_id in (select id from goals where child_id = $1 and measure = 'observation')
            and o.observed_on >= g.start_date
          order by o.goal_id, o.observed_on desc, o.id desc
        )
        select goal_id, n, last from game
        union all select goal_id, n, last from sessions
        union all select goal_id, n, last from observed`,
  params: (ctx) => [ctx.childId],
};

/**
 * The measured endpoints: `path(ctx)`, the target (median and p95, in ms) and the SQL the server
 * runs for one call, in order. To add a target, add an entry with the target its issue names and
 * the mirrored SQL of the services it calls (generate the rows it needs in `generate()`).
 */
const TARGETS = [
  {
    name: 'progress list',
    path: (ctx) => `/api/children/${ctx.childId}/progress?limit=10`,
    targetMs: 10,
    queries: [
      SESSION_LOOKUP,
      CHILD_ACCESS,
      {
        // Mirrors progress/progress-service.ts `list`: newest first, `limit` + 1 rows (to know
        // whether a next page exists).
        label: 'progress page 1',
        mirrors: 'progress/progress-service.ts list',
        sql: `select * from progress_entries
              where child_id = $1
              order by completion_date desc, id desc
              limit $2`,
        params: (ctx) => [ctx.childId, 11],
      },
    ],
  },
  {
    name: 'progress list, page 2',
    path: (ctx) => `/api/children/${ctx.childId}/progress?limit=10&cursor=${encodeURIComponent(ctx.nextCursor)}`,
    needsCursor: true,
    targetMs: 10,
    queries: [
      SESSION_LOOKUP,
      CHILD_ACCESS,
      {
        // Mirrors progress/progress-service.ts `list` after a cursor: the cursor is the id of the
        // last row of page 1, whose date and id are read in the same query and compared as a row.
        label: 'progress page 2',
        mirrors: 'progress/progress-service.ts list (cursor)',
        sql: `select * from progress_entries
              where child_id = $1 and (completion_date, id) < (select c.completion_date, c.id
                from progress_entries c where c.id = $2 and c.child_id = $1)
              order by completion_date desc, id desc
              limit $3`,
        params: (ctx) => [ctx.childId, ctx.page1Last.id, 11],
      },
    ],
  },
  {
    name: 'dashboard/stats',
    path: () => '/api/dashboard/stats',
    targetMs: 20,
    queries: [
      SESSION_LOOKUP,
      {
        // Mirrors dashboard/dashboard-service.ts `stats` (statsQuery): one row of four scalar
        // subqueries; the tier as months (-1 = free). Kept by the session cache until the parent's
        // data changes, so most calls run no query at all.
        label: 'dashboard counts',
        mirrors: 'dashboard/dashboard-service.ts stats',
        sql: `select
                (select count(*) from children where parent_user_id = $1 and is_active = true),
                (select count(*) from progress_entries pe inner join children c on c.id = pe.child_id
                   where c.parent_user_id = $1 and c.is_active = true
                     and pe.status = 'completed' and pe.completion_date >= $2),
                (select count(distinct pa.professional_user_id) from professional_access pa
                   inner join children c on c.id = pa.child_id
                   where c.parent_user_id = $1 and c.is_active = true and pa.is_active = true),
                (select count(*) from activities
                   where is_active = true and (not is_premium or required_subscription_months <= $3::int))
              from (select 1) as one`,
        params: (ctx) => [ctx.parentId, ctx.weekStart, ctx.tierMonths],
      },
    ],
  },
  {
    name: 'users/me',
    path: () => '/api/users/me',
    targetMs: 5,
    queries: [SESSION_LOOKUP],
  },
  {
    name: 'activities?child',
    path: (ctx) => `/api/activities?child=${ctx.childId}`,
    targetMs: 10,
    queries: [
      SESSION_LOOKUP,
      CHILD_ACCESS,
      {
        // Mirrors activities/activities-service.ts `catalogue.load`: cached by each server for 5 s.
        label: 'catalogue',
        mirrors: 'activities/activities-service.ts catalogue load',
        sql: `select * from activities where is_active = true order by id`,
        params: () => [],
      },
    ],
  },
  {
    // Issue 11: a child with 5,000 progress entries gets its report in at most 100 ms.
    name: 'progress-report (5,000)',
    path: (ctx) => `/api/children/${ctx.reportChildId}/progress-report`,
    targetMs: 100,
    queries: [
      SESSION_LOOKUP,
      REPORT_CHILD_ACCESS,
      {
        // Mirrors reports/report-queries.ts categoryQuery: per category and, in the rollup's extra
        // row, for everything (the catalogue comes from the server's 5 s cache).
        label: 'report categories',
        mirrors: 'reports/report-queries.ts categoryQuery',
        sql: `select activity_category, grouping(activity_category),
                count(*) filter (where status = 'completed'), count(*),
                round(avg(score) filter (where status = 'completed')), coalesce(sum(seconds_spent), 0)
              from progress_entries where child_id = $1
              group by rollup(activity_category)`,
        params: (ctx) => [ctx.reportChildId],
      },
      {
        // Mirrors reports/report-queries.ts weeklyQuery: the last 8 São Paulo weeks.
        label: 'report weeks',
        mirrors: 'reports/report-queries.ts weeklyQuery',
        sql: `select to_char(date_trunc('week', (completion_date at time zone 'America/Sao_Paulo') + interval '1 day')
                  - interval '1 day', 'YYYY-MM-DD'),
                count(*) filter (where status = 'completed'), round(avg(score) filter (where status = 'completed'))
              from progress_entries
              where child_id = $1 and completion_date >= $2 and completion_date < $3
              group by 1`,
        params: (ctx) => [ctx.reportChildId, ctx.reportSince, ctx.reportUntil],
      },
      {
        // Mirrors reports/report-queries.ts levelMovesQuery: the 8 weeks' results that moved a level.
        label: 'report level moves',
        mirrors: 'reports/report-queries.ts levelMovesQuery',
        sql: `select p.completion_date, p.score, p.new_level, a.content, a.category
              from progress_entries p inner join activities a on a.id = p.activity_id
              where p.child_id = $1 and p.completion_date >= $2 and p.completion_date < $3
                and p.new_level is not null
              order by p.completion_date, p.id`,
        params: (ctx) => [ctx.reportChildId, ctx.reportSince, ctx.reportUntil],
      },
      { ...STARS_WEEKS, params: (ctx) => [ctx.reportChildId, ctx.reportSince, ctx.reportUntil] },
      // Mirrors reports/report-goals.ts: the goals not ended (this child has none: their measures
      // are not read).
      goalsRead('report goals', ` and g.status <> 'ended'`, (ctx) => [ctx.reportChildId]),
    ],
  },
  {
    // Issue 13: a professional with 30 children and 3,000 sessions gets the dashboard's three
    // reads (as the page makes them) in at most 20 ms together.
    name: 'professional dashboard',
    as: 'professional',
    paths: () => ['/api/professional/stats', '/api/professional/children', '/api/professional/sessions?limit=10'],
    targetMs: 20,
    queries: [
      PRO_SESSION_LOOKUP,
      {
        // Mirrors professional/professional-queries.ts statsQuery: one aggregate over the
        // professional's sessions of children they still have access to; the week is Monday–Sunday.
        label: 'professional stats',
        mirrors: 'professional/professional-service.ts stats',
        sql: `select (select count(*) from children c where ${givenTo('$1', 'c')}),
                count(*), count(*) filter (where session_date between $2::date and $3::date),
                round(avg(duration_minutes))
              from professional_sessions
              where professional_user_id = $1 and child_id in (${accessibleChildIds('$1')})`,
        params: (ctx) => [ctx.pro.userId, ctx.pro.monday, ctx.pro.sunday],
      },
      {
        // Mirrors professional/professional-queries.ts childrenQuery.
        label: 'professional children',
        mirrors: 'professional/professional-service.ts children',
        sql: `select c.id, c.name, c.avatar_url, c.diagnosis_tea, c.diagnosis_tdah, c.birth_date,
                coalesce(u.full_name, u.given_name)
              from children c inner join users u on u.id = c.parent_user_id
              where ${givenTo('$1', 'c')}
              order by c.name, c.id`,
        params: (ctx) => [ctx.pro.userId],
      },
      proSessionsPage('recent sessions (10)', (ctx) => [ctx.pro.userId, null, null, null, 11]),
    ],
  },
  {
    // Issue 13: the sessions page (its first page of 20) in at most 20 ms.
    name: 'professional sessions',
    as: 'professional',
    path: () => '/api/professional/sessions',
    targetMs: 20,
    queries: [PRO_SESSION_LOOKUP, proSessionsPage('sessions page', (ctx) => [ctx.pro.userId, null, null, null, 21])],
  },
  {
    // The same page filtered by one child and a year, as the page's filters send it.
    name: 'professional sessions, filtered',
    as: 'professional',
    path: (ctx) => `/api/professional/sessions?child_id=${ctx.pro.childId}&from=${ctx.pro.yearAgo}&to=${ctx.pro.today}`,
    targetMs: 20,
    queries: [
      PRO_SESSION_LOOKUP,
      proSessionsPage('sessions page, by child and period', (ctx) => [
        ctx.pro.userId,
        ctx.pro.childId,
        ctx.pro.yearAgo,
        ctx.pro.today,
        21,
      ]),
    ],
  },
  {
    // Issue 11: the same child's week in at most 10 ms.
    name: 'schedule (the week)',
    path: (ctx) => `/api/children/${ctx.reportChildId}/schedule`,
    targetMs: 10,
    queries: [
      SESSION_LOOKUP,
      REPORT_CHILD_ACCESS,
      {
        // Mirrors schedule/schedule-queries.ts weekEntries: each entry with its activity, the weeks
        // it was completed and whether this week's completion earned a reward.
        label: 'schedule week',
        mirrors: 'schedule/schedule-queries.ts weekEntries',
        sql: `select e.id, e.activity_id, a.title, a.category, e.day_of_week, e.time_slot,
                coalesce((select array_agg(to_char(c.week_start, 'YYYY-MM-DD') order by c.week_start desc)
                  from schedule_completions c where c.entry_id = e.id), '{}'),
                exists (select 1 from rewards r join schedule_completions c on c.id = r.completion_id
                  where r.child_id = e.child_id and c.entry_id = e.id and c.week_start = $2::date)
              from schedule_entries e inner join activities a on a.id = e.activity_id
              where e.child_id = $1
              order by e.day_of_week, array_position(array['morning','afternoon','evening']::text[], e.time_slot), e.id`,
        params: (ctx) => [ctx.reportChildId, ctx.weekDate],
      },
    ],
  },
  {
    // Issue 30: today's suggestions for the child in at most 10 ms (median).
    name: 'suggestions',
    path: (ctx) => `/api/children/${ctx.childId}/suggestions`,
    targetMs: 10,
    check: (body) => JSON.parse(body).items.length >= 3,
    queries: [
      SESSION_LOOKUP,
      CHILD_ACCESS,
      {
        // Mirrors levels/level-rows.ts levelRowsQuery (the catalogue comes from the server's 5 s cache).
        label: 'child levels',
        mirrors: 'suggestions/suggestions-service.ts today (levelRowsQuery)',
        sql: `select * from child_game_levels where child_id = $1`,
        params: (ctx) => [ctx.childId],
      },
      {
        // Mirrors suggestions/suggestions-queries.ts playsQuery: per activity and area, when last
        // played and when it last moved a level up, over the rule's last 56 days.
        label: 'plays per activity',
        mirrors: 'suggestions/suggestions-queries.ts playsQuery',
        sql: `select activity_id, activity_category, max(completion_date),
                max(completion_date) filter (where new_level is not null and score >= 80)
              from progress_entries where child_id = $1 and completion_date >= now() - interval '56 days'
              group by activity_id, activity_category`,
        params: (ctx) => [ctx.childId],
      },
    ],
  },
  {
    // Issue 30: the child's stars (the balance and the last 8 weeks) in at most 10 ms (median).
    name: 'stars balance',
    path: (ctx) => `/api/children/${ctx.childId}/stars`,
    targetMs: 10,
    check: (body) => JSON.parse(body).weeks.length === 8,
    queries: [
      SESSION_LOOKUP,
      CHILD_ACCESS,
      { ...STARS_WEEKS, params: (ctx) => [ctx.childId, ctx.reportSince, ctx.reportUntil] },
    ],
  },
];

/**
 * Issue 31's targets: a child's goals (the picked child, given 5 goals with sessions, trials and
 * observations: `addGoalChild`) and the workspace professional's adherence view over their 30
 * children (`addWorkspaceAssignments`; `ctx.adherence` holds the 4 weeks and the ids it reads).
 */
const ADHERENCE_TARGETS = [
  {
    // Issue 31: a child's goals with their current measure in at most 20 ms (median).
    name: 'goals (with their measure)',
    path: (ctx) => `/api/children/${ctx.childId}/goals`,
    targetMs: 20,
    check: (body) => JSON.parse(body).goals.length === 5,
    queries: [SESSION_LOOKUP, CHILD_ACCESS, GOALS_READ, GOALS_MEASURES],
  },
  {
    // Issue 31: the professional's adherence view for 30 children in at most 30 ms (median).
    name: 'adherence (30 children)',
    as: 'professional',
    path: () => '/api/professional/adherence',
    targetMs: 30,
    check: (body) => JSON.parse(body).children.length === 30,
    queries: [
      PRO_SESSION_LOOKUP,
      {
        label: 'adherence children',
        mirrors: 'home-programme/home-programme-queries.ts childrenOf',
        sql: `select c.id, c.name from children c where ${givenTo('$1', 'c')} order by c.name, c.id`,
        params: (ctx) => [ctx.pro.userId],
      },
      {
        label: 'adherence assignments',
        mirrors: 'home-programme/home-programme-queries.ts assignmentsBy',
        sql: `select * from home_assignments h
              where h.professional_user_id = $1 and h.child_id in (${accessibleChildIds('$1')})
                and (h.ended_at is null or h.ended_at >= $2::timestamptz)`,
        params: (ctx) => [ctx.pro.userId, ctx.adherence.since],
      },
      {
        label: 'adherence finished per week',
        mirrors: 'home-programme/home-programme-queries.ts finishedPerWeek',
        sql: `select p.child_id, p.activity_id,
                to_char(date_trunc('week', (p.completion_date at time zone 'America/Sao_Paulo') + interval '1 day')
                  - interval '1 day', 'YYYY-MM-DD') as week, count(*)
              from progress_entries p
              where p.child_id = any($1::int[]) and p.activity_id = any($2::int[]) and p.status = 'completed'
                and p.completion_date >= $3 and p.completion_date < $4
              group by 1, 2, 3`,
        params: (ctx) => [ctx.adherence.childIds, ctx.adherence.activityIds, ctx.adherence.since, ctx.adherence.until],
      },
    ],
  },
];

TARGETS.push(...ADHERENCE_TARGETS);

/** Mirrors auth/admin-token.ts `findAdmin`: every admin route looks its cookie's token up. */
const ADMIN_TOKEN_LOOKUP = {
  label: 'admin token lookup',
  mirrors: 'auth/admin-token.ts findAdmin',
  sql: `select a.id, a.username, a.role, t.id, t.scope from admin_tokens t inner join admins a on a.id = t.admin_id
        where t.token_hash = $1 and t.expires_at > $2 and t.revoked_at is null and a.suspended_at is null limit 1`,
  params: (ctx) => [ctx.admin.tokenHash, ctx.now],
};

/** What admin-users/admin-users-queries.ts `rowColumns` reads per user (`u`). */
const ADMIN_USER_COLUMNS = `u.id, u.full_name, u.email, u.phone_number, u.picture, u.created_at, u.is_active, pp.role,
  s.id, s.plan_type, s.status, s.trial_end_date, s.subscription_end_date,
  (select count(*) from children c where c.parent_user_id = u.id and c.is_active = true),
  (select count(*) from progress_entries p inner join children c on c.id = p.child_id
     where c.parent_user_id = u.id and p.status = 'completed')`;

/** The search of admin-users-queries.ts `filterConditions` on `$1` (a LIKE pattern). */
const ADMIN_SEARCH = `(lower(u.full_name) like $1
  or (octet_length(u.full_name) <> char_length(u.full_name)
    and lower(translate(u.full_name, 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
      'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN')) like $1)
  or lower(u.email) like $1)`;

/** Mirrors admin-users/admin-users-queries.ts `listPage`: the page's ids and the count, then the page's rows. */
const adminUsersPage = (label, where, params) => ({
  label,
  mirrors: 'admin-users/admin-users-queries.ts listPage',
  sql: `select ${ADMIN_USER_COLUMNS}, page.total
        from (select u.id, count(*) over () as total from users u
              left join subscriptions s on s.parent_user_id = u.id
              left join professional_profiles pp on pp.user_id = u.id
              ${where} order by u.id desc limit 50 offset 0) page
        inner join users u on u.id = page.id
        left join subscriptions s on s.parent_user_id = u.id
        left join professional_profiles pp on pp.user_id = u.id
        order by u.id desc`,
  params,
});

/** A substring search reads every account (a LIKE '%…%' has no btree index to use); see bench/README.md. */
const SEARCH_SCANS_USERS = {
  users: 'a substring search reads every account until a trigram index exists',
};

/** Issue 14: the administration's users page and export. */
const ADMIN_TARGETS = [
  {
    name: 'admin users page (50)',
    as: 'admin',
    path: () => '/api/admin/users',
    targetMs: 50,
    check: (body) => JSON.parse(body).users.length === 50,
    queries: [ADMIN_TOKEN_LOOKUP, adminUsersPage('users page 1', '', () => [])],
  },
  {
    name: 'admin users, search by name',
    as: 'admin',
    path: (ctx) => `/api/admin/users?search=${encodeURIComponent(ctx.admin.searchName)}`,
    targetMs: 50,
    check: (body) => JSON.parse(body).users.length >= 1,
    seqScanOk: SEARCH_SCANS_USERS,
    queries: [
      ADMIN_TOKEN_LOOKUP,
      adminUsersPage('users searched by name', `where ${ADMIN_SEARCH}`, (ctx) => [
        `%${ctx.admin.searchName.toLowerCase()}%`,
      ]),
    ],
  },
  {
    name: 'admin users, search by e-mail',
    as: 'admin',
    path: (ctx) => `/api/admin/users?search=${encodeURIComponent(ctx.admin.searchEmail)}`,
    targetMs: 50,
    check: (body) => JSON.parse(body).users.length === 1,
    seqScanOk: SEARCH_SCANS_USERS,
    queries: [
      ADMIN_TOKEN_LOOKUP,
      adminUsersPage('users searched by e-mail', `where ${ADMIN_SEARCH}`, (ctx) => [`%${ctx.admin.searchEmail}%`]),
    ],
  },
  {
    // Streamed in batches of 1,000 (admin-users-service.ts exportCsv); each call is also audited.
    name: 'admin users export (10,000)',
    as: 'admin',
    path: () => '/api/admin/users/export?role=parent',
    targetMs: 2000,
    warmupCalls: 1,
    calls: 10,
    check: (body) => body.trimEnd().split('\r\n').length === PARENTS + 1,
    // Each batch hash-joins the parents' subscriptions (one per parent): cheaper than 1,000 probes.
    seqScanOk: { subscriptions: 'an export joins the subscription of every parent by hash, batch by batch' },
    queries: [
      ADMIN_TOKEN_LOOKUP,
      {
        label: 'export batch (1,000, the last)',
        mirrors: 'admin-users/admin-users-queries.ts exportBatch',
        sql: `select ${ADMIN_USER_COLUMNS} from users u
              left join subscriptions s on s.parent_user_id = u.id
              left join professional_profiles pp on pp.user_id = u.id
              where pp.role = 'parent' and u.id < $1 order by u.id desc limit 1000`,
        params: (ctx) => [ctx.admin.lastBatchBefore],
      },
    ],
  },
];

TARGETS.push(...ADMIN_TARGETS);

/**
 * A report period as admin-reports/admin-reports-queries.ts `reportRange` computes it: today and the
 * days before it in São Paulo (UTC-3 all year since 2019), `start` inclusive, `end` exclusive.
 */
function reportRange(days, bucketDays, now = new Date()) {
  const local = new Date(now.getTime() - 3 * 3600_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const first = new Date(today - (days - 1) * 86_400_000);
  return {
    from: first.toISOString().slice(0, 10),
    start: new Date(first.getTime() + 3 * 3600_000).toISOString(),
    end: new Date(today + 86_400_000 + 3 * 3600_000).toISOString(),
    bucketDays,
  };
}

/**
 * Mirrors admin-reports-queries.ts `aggregate`: the period's completions summed per bar, activity
 * and category, then grouping sets over those sums.
 */
const reportAggregate = (days, bucketDays) => {
  const r = reportRange(days, bucketDays);
  return {
    label: `report aggregates (${days} days)`,
    mirrors: 'admin-reports/admin-reports-queries.ts aggregate',
    sql: `with sums as (
            select (((completion_date at time zone 'America/Sao_Paulo')::date - '${r.from}'::date) / ${bucketDays}) as bucket,
                   activity_title as title, activity_category as category, count(*) as n, sum(score) as score_sum,
                   count(score) as scored, sum(seconds_spent) as time_sum
            from progress_entries
            where completion_date >= $1 and completion_date < $2 and status = 'completed'
            group by 1, 2, 3)
          select grouping(category), grouping(title), grouping(bucket), category, title, bucket, coalesce(sum(n), 0),
                 round(sum(score_sum)::numeric / nullif(sum(scored), 0))::int,
                 round(sum(time_sum)::numeric / nullif(sum(n), 0))::int,
                 (select count(*) from users where created_at >= $1::timestamptz and created_at < $2::timestamptz)
          from sums group by grouping sets ((), (category), (title, category), (bucket))`,
    params: () => [r.start, r.end],
  };
};

/** Issue 15: the administration's reports (docs/product.md#admin-reports). */
const REPORT_TARGETS = [
  {
    name: 'admin report, last year',
    as: 'admin',
    path: () => '/api/admin/reports?period=last_year',
    targetMs: 1000,
    warmupCalls: 1,
    calls: 5,
    check: (body) => JSON.parse(body).perDay.length === 53,
    seqScanOk: {
      progress_entries: 'a year of completions is most of the table: one (parallel) pass reads it',
      users: 'new accounts of the period: 10,000 rows counted in the same pass',
    },
    queries: [
      ADMIN_TOKEN_LOOKUP,
      reportAggregate(365, 7),
      {
        label: 'report latest 10 (last year)',
        mirrors: 'admin-reports/admin-reports-queries.ts recent',
        sql: `select split_part(c.name, ' ', 1), p.activity_title, p.score, p.completion_date
              from progress_entries p inner join children c on c.id = p.child_id
              where p.completion_date >= $1 and p.completion_date < $2 and p.status = 'completed'
              order by p.completion_date desc, p.id desc limit 10`,
        params: () => {
          const r = reportRange(365, 7);
          return [r.start, r.end];
        },
      },
    ],
  },
  {
    // Streamed in batches of 5,000 (admin-reports-service.ts exportCsv); each call is also audited.
    name: 'admin report export (last 30 days)',
    as: 'admin',
    path: () => '/api/admin/reports/export?type=csv&period=last_30_days',
    targetMs: 10_000,
    warmupCalls: 1,
    calls: 3,
    check: (body) => body.startsWith('\uFEFFdata;criança;atividade'),
    queries: [
      ADMIN_TOKEN_LOOKUP,
      {
        label: 'report export batch (5,000, the first)',
        mirrors: 'admin-reports/admin-reports-queries.ts exportBatch',
        sql: `select p.id, p.completion_date::text,
                     to_char(p.completion_date at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI'),
                     split_part(c.name, ' ', 1), p.activity_title, p.activity_category, p.score, round(p.seconds_spent / 60.0)::int, p.status
              from progress_entries p inner join children c on c.id = p.child_id
              where p.completion_date >= $1 and p.completion_date < $2
              order by p.completion_date desc, p.id desc limit 5000`,
        params: () => {
          const r = reportRange(30, 1);
          return [r.start, r.end];
        },
      },
    ],
  },
];

TARGETS.push(...REPORT_TARGETS);

/**
 * Issue 32: the revenue of a year, as admin-money/revenue-queries.ts computes it — every
 * statement the service runs for one call (they run side by side on the pool).
 */
const revenueQueries = (days, bucketDays) => {
  const r = () => reportRange(days, bucketDays);
  // The last day, and the bars' first days after the first, as a date[] literal.
  const dayAfter = (from, n) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const to = () => dayAfter(r().from, days - 1);
  const barDays = () => {
    const out = [];
    for (let d = bucketDays; d < days; d += bucketDays) out.push(dayAfter(r().from, d));
    return `{${out.join(',')}}`;
  };
  return [
    {
      label: `revenue money (${days} days)`,
      mirrors: 'admin-money/revenue-queries.ts periodMoney',
      sql: `with sums as (
              select plan_type, width_bucket(day, $3::date[]) as bucket, status, sum(count) as n, sum(cents) as cents
              from payment_days where day >= $1::date and day <= $2::date
              group by 1, 2, 3)
            select grouping(plan_type), grouping(bucket), plan_type, bucket,
                   coalesce(sum(n) filter (where status = 'approved'), 0), coalesce(sum(cents) filter (where status = 'approved'), 0),
                   coalesce(sum(n) filter (where status = 'refunded'), 0), coalesce(sum(cents) filter (where status = 'refunded'), 0),
                   coalesce(sum(n) filter (where status = 'charged_back'), 0), coalesce(sum(cents) filter (where status = 'charged_back'), 0),
                   coalesce(sum(case when status = 'approved' then cents else -cents end), 0),
                   coalesce(sum(cents) filter (where not status = 'approved'), 0)
            from sums group by grouping sets ((plan_type), (bucket), ())`,
      params: () => [r().from, to(), barDays()],
    },
    {
      label: `revenue conversion (${days} days)`,
      mirrors: 'admin-money/revenue-queries.ts conversion',
      sql: `select count(*),
                   count(*) filter (where first_paid_at >= trial_start_date and first_paid_at < trial_start_date + interval '30 days'),
                   case when count(*) = 0 then null else round(100.0 * count(*) filter (where first_paid_at >= trial_start_date
                     and first_paid_at < trial_start_date + interval '30 days') / count(*))::int end
            from subscriptions
            where trial_start_date >= $1::timestamptz and trial_start_date < $2::timestamptz`,
      params: () => [r().start, r().end],
    },
    {
      label: `revenue churn (${days} days)`,
      mirrors: 'admin-money/revenue-queries.ts churn',
      sql: `select plan_type, count(*) as ended from (
              select plan_type, period_end_date from (
                select distinct on (user_id) plan_type, period_end_date from payments
                where status = 'approved' and user_id is not null
                order by user_id, period_end_date desc nulls last) last_paid
              union all
              select plan_type, period_end_date from payments where status = 'approved' and user_id is null
            ) ends
            where period_end_date >= $1::timestamptz and period_end_date < $2::timestamptz and period_end_date <= $3::timestamptz
            group by plan_type`,
      params: (ctx) => [r().start, r().end, ctx.now],
    },
    {
      label: 'revenue plans in force and MRR',
      mirrors: 'admin-money/revenue-queries.ts inForce',
      sql: `select grouping(p.plan_type), p.plan_type, count(*),
                   coalesce(sum(round(round(p.amount * 100)::bigint::numeric
                     / nullif(coalesce(pl.months, (select c.months from checkouts c where c.id = p.checkout_id)), 0))), 0)::bigint
            from payments p left join plans pl on pl.id = p.plan_type
            where p.status = 'approved' and p.user_id is not null and p.period_end_date > $1::timestamptz
              and (p.previous_end_date is null or p.previous_end_date <= $1::timestamptz)
            group by grouping sets ((p.plan_type), ())`,
      params: (ctx) => [ctx.now],
    },
    {
      label: 'revenue plan names',
      mirrors: 'admin-money/revenue-queries.ts planNames',
      sql: `select id, name from plans order by sort_order, id`,
      params: () => [],
    },
  ];
};

/** Issue 32: the back-office's money (docs/product.md#admin-revenue, docs/product.md#admin-payments). */
const MONEY_TARGETS = [
  {
    name: 'admin revenue, last year',
    as: 'admin',
    path: () => '/api/admin/revenue?period=last_year',
    targetMs: 50,
    check: (body) => JSON.parse(body).series.length === 53,
    // The money is read from its days' sums (payment_days), the families' last paid ends from an
    // index alone; a year's trials are most of the subscriptions: one pass reads them.
    seqScanOk: {
      subscriptions: "a year's trials are most of the subscriptions",
    },
    queries: [ADMIN_TOKEN_LOOKUP, ...revenueQueries(365, 7)],
  },
  {
    name: 'admin payments page (50)',
    as: 'admin',
    path: () => '/api/admin/payments',
    targetMs: 20,
    check: (body) => JSON.parse(body).payments.length === 50,
    queries: [
      ADMIN_TOKEN_LOOKUP,
      {
        label: 'payments page 1',
        mirrors: 'admin-money/payments-queries.ts listPayments',
        sql: `select p.id, p.created_at, p.status, p.plan_type, coalesce(c.plan_name, pl.name, p.plan_type),
                     round(p.amount * 100)::bigint, p.currency, p.provider, p.provider_payment_id, p.user_id,
                     u.full_name, u.email
              from payments p left join users u on u.id = p.user_id
                left join checkouts c on c.id = p.checkout_id left join plans pl on pl.id = p.plan_type
              order by p.id desc limit 51`,
        params: () => [],
      },
    ],
  },
];

TARGETS.push(...MONEY_TARGETS);

/** A sequential scan of these is a failure; of anything else (the 111-row `activities`) it is fine. */
const BIG_TABLES = new Set([
  'users',
  'user_sessions',
  'children',
  'progress_entries',
  'subscriptions',
  'professional_access',
  'schedule_entries',
  'schedule_completions',
  'professional_sessions',
  'professional_profiles',
  'star_ledger',
  'child_game_levels',
  'goals',
  'goal_activities',
  'goal_observations',
  'session_trials',
  'home_assignments',
  'payments',
  'payment_status_events',
  'checkouts',
]);

// ---------------------------------------------------------------------------------------------
// Settings

const PG_URL = process.env.BENCH_PG_URL || DEFAULT_PG_URL;
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const SEED = envNumber('BENCH_SEED', Math.floor(Math.random() * 2 ** 31), 0) % 2 ** 31;
// Fraction of the full data set, to try the script quickly; the targets are for 1.
const SCALE = envNumber('BENCH_SCALE', 1, 0.001);

const PARENTS = Math.round(10_000 * SCALE);
const CHILDREN_SHARES = [15, 20, 30, 20, 15]; // % of parents with 1, 2, 3, 4, 5 children: 3.0 on average
const PROGRESS_ROWS = Math.round(3_000_000 * SCALE);
const PROFESSIONALS = Math.round(2_000 * SCALE);
const TRIAL_ROWS = Math.round(1_000_000 * SCALE); // issue 31: "1,000,000 trials"
const PAYMENT_ROWS = Math.round(50_000 * SCALE); // issue 32: "50,000 payments over two years"
const HEAVY_CHILD_ROWS = Math.max(20, Math.round(1_000 * SCALE)); // "a child with a lot of progress"
const REPORT_CHILD_ROWS = 5_000; // issue 11: "a child with 5,000 progress entries" (at every scale)
const CALENDAR_WEEKS = 12; // weeks of schedule completions generated
const GENERATION_TARGET_S = 180;
const WARMUP_CALLS = 5;
const MEASURED_CALLS = 50;
const PAGE_SIZE = 10;
const SESSION_IDLE_DAYS = 14; // the server's default (SESSION_IDLE_DAYS is not passed on)
const ISSUER = 'http://127.0.0.1/bench-issuer';
const COOKIE_NAME = 'nb_session'; // plugins/session-cookie.ts, over plain http

// ---------------------------------------------------------------------------------------------
// Generation

async function timed(steps, label, fn) {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  steps.push({ step: label, seconds });
  log(`  ${label}: ${seconds.toFixed(1)} s`);
  return result;
}

/**
 * Fills the database in the shape of apps/server/src/db/schema, a few INSERT … SELECT statements
 * each. Runs on one connection (`c`) whose temporary table `bench_child_rows` (progress rows per
 * child) stays for `pickParent`. Returns the parents' ids and session tokens.
 */
async function generate(c, steps) {
  await c.query(`set synchronous_commit = off`);
  // A bulk load: the change-notice triggers (docs/decisions/015-session-cache.md) would send a
  // notice per row for caches that hold nothing yet. Replica mode skips them for this session.
  await c.query(`set session_replication_role = replica`);
  await c.query(`set work_mem = '256MB'`);
  await c.query(`set maintenance_work_mem = '512MB'`);
  await c.query(`select setseed($1)`, [SEED / 2 ** 31]);
  const { rows: acts } = await c.query(`select count(*)::int as n from activities where is_active`);
  if (acts[0].n === 0) throw new Error('the server seeded no activities');

  const parents = await timed(steps, `${PARENTS} parents with one session each`, () =>
    seedUsersWithSessions((sql, params) => c.query(sql, params), {
      count: PARENTS,
      issuer: ISSUER,
      prefix: 'parent',
      userAgent: 'bench:scale',
    }),
  );

  await timed(steps, `${PARENTS} subscriptions`, () =>
    c.query(
      // A mix by bucket (0–99): live trial 20 %, ended trial 15 % (+5 % still 'trial' past its end,
      // which statusAsOf reads as expired), monthly 20 %, quarterly 8 %, biannual 7 %, annual 5 %,
      // admin_granted 2 %, cancelled 8 %, paid and expired 10 %.
      `insert into subscriptions (parent_user_id, plan_type, status, trial_start_date, trial_end_date,
         subscription_start_date, subscription_end_date, amount_paid, payment_provider, payment_reference,
         auto_renew, cancelled_at, cancellation_reason, created_at, updated_at)
       select p.id, s.plan_type, s.status, coalesce(s.trial_start, s.sub_start - interval '8 days'),
              coalesce(s.trial_start, s.sub_start - interval '8 days') + interval '7 days',
              s.sub_start, s.sub_start + make_interval(months => s.months), s.amount,
              case when s.amount is not null then 'mercadopago' end,
              case when s.amount is not null then 'bench-' || p.id end,
              s.status = 'active' and s.plan_type <> 'admin_granted',
              case when s.status = 'cancelled' then s.sub_start + interval '20 days' end,
              case when s.status = 'cancelled' then 'Não estamos usando no momento' end,
              coalesce(s.trial_start, s.sub_start - interval '8 days'), now()
       from unnest($1::int[]) with ordinality as p(id, n)
       cross join lateral (
         select b.*,
                case when b.plan_type in ('trial') then null
                     when b.status = 'active' then now() - make_interval(months => b.months) * b.r
                     else now() - make_interval(months => b.months) - interval '1 day' * (1 + floor(b.r * 300)) end
                  as sub_start,
                case when b.plan_type = 'trial' and b.status = 'trial' and b.bucket < 20
                       then now() - interval '1 day' * floor(b.r * 7)
                     when b.plan_type = 'trial' then now() - interval '8 days' - interval '1 day' * floor(b.r * 400)
                  end as trial_start,
                case when b.plan_type in ('trial', 'admin_granted') then null
                     else (array[39.90, 149, 264, 396])[b.pi] end as amount
         from (
           select (p.n * 37) % 100 as bucket, random() as r,
                  x.plan_type, x.status, x.months, x.pi
           from (values
             (0, 20, 'trial', 'trial', 0, 0), (20, 35, 'trial', 'expired', 0, 0), (35, 40, 'trial', 'trial', 0, 0),
             (40, 60, 'monthly', 'active', 1, 1), (60, 68, 'quarterly', 'active', 3, 2),
             (68, 75, 'biannual', 'active', 6, 3), (75, 80, 'annual', 'active', 12, 4),
             (80, 82, 'admin_granted', 'active', 12, 0), (82, 90, 'monthly', 'cancelled', 1, 1),
             (90, 100, 'quarterly', 'expired', 3, 2)
           ) as x(lo, hi, plan_type, status, months, pi)
           where (p.n * 37) % 100 >= x.lo and (p.n * 37) % 100 < x.hi
         ) b
       ) s`,
      [parents.userIds],
    ),
  );

  const shares = CHILDREN_SHARES.map((_, i) => CHILDREN_SHARES.slice(0, i + 1).reduce((a, b) => a + b, 0));
  await timed(steps, `children (1–5 per parent)`, () =>
    c.query(
      // (n × 7919) mod 100 spreads the parents evenly over 0–99: exactly the shares of CHILDREN_SHARES.
      `insert into children (parent_user_id, name, birth_date, diagnosis_tea, diagnosis_tdah, tea_level, tdah_level,
         learning_preferences, sensory_settings, is_active, created_at, updated_at)
       select x.parent_id,
              (array['Ana', 'Bruno', 'Clara', 'Davi', 'Elisa', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João',
                     'Laura', 'Miguel', 'Nina', 'Otávio', 'Pedro', 'Rafaela', 'Samuel', 'Sofia', 'Théo', 'Valentina'])
                [1 + floor(x.r1 * 20)::int],
              current_date - (3 * 365 + floor(x.r2 * 14 * 365))::int,
              x.r3 < 0.7 or x.r4 >= 0.45, x.r4 < 0.45,
              1 + floor(x.r5 * 3)::int, 1 + floor(x.r2 * 3)::int,
              case when x.r5 < 0.3 then 'Aprende melhor com imagens e rotinas curtas.' end,
              case when x.r1 < 0.2 then '{"sound": false, "reducedMotion": true}'::jsonb else '{}'::jsonb end,
              not (x.k > 1 and x.r3 > 0.99),
              now() - interval '700 days' * x.r2, now()
       from (
         select p.id as parent_id, k, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
         from unnest($1::int[]) with ordinality as p(id, n)
         cross join lateral generate_series(1,
           case when (p.n * 7919) % 100 < $2 then 1 when (p.n * 7919) % 100 < $3 then 2
                when (p.n * 7919) % 100 < $4 then 3 when (p.n * 7919) % 100 < $5 then 4 else 5 end) as k
         order by p.n, k
       ) x`,
      [parents.userIds, ...shares.slice(0, 4)],
    ),
  );

  await timed(steps, `${PROGRESS_ROWS.toLocaleString('en')} progress entries`, async () => {
    // Rows per child: weights u^-0.6 (a long tail: most children a few dozen rows, some thousands;
    // 5 % none), cut so that they add up to exactly PROGRESS_ROWS.
    await c.query(
      `create temp table bench_child_rows as
       with w as (
         select id, case when random() < 0.05 then 0 else power(1 - random(), -0.6) end as w from children
       ), cum as (
         select id, sum(w) over (order by id) as upto, sum(w) over () as total from w
       )
       select id as child_id,
              (floor($1::float8 * upto / total + 1e-9) - floor($1::float8 * coalesce(lag(upto) over (order by id), 0) / total + 1e-9))::int as n
       from cum`,
      [PROGRESS_ROWS],
    );
    await c.query(
      `create temp table bench_acts as
       select row_number() over (order by id)::int as idx, id, title, category from activities where is_active`,
    );
    // Inserted oldest first, as the app would have: a child's rows end up spread over the table.
    // Dates are whole milliseconds, like the app clock's; skewed towards recent weeks.
    // The level it was played at (1–3), and about 1 in 20 good results (≥ 80) moved the level up.
    await c.query(
      `insert into progress_entries (child_id, activity_id, activity_title, activity_category, status, score,
         seconds_spent, completion_date, parent_notes, created_at, level, new_level)
       select x.child_id, a.id, a.title, a.category,
              case when x.rs < 0.70 then 'completed' when x.rs < 0.85 then 'in_progress'
                   when x.rs < 0.95 then 'needs_help' else 'not_started' end,
              case when x.rs < 0.70 then 40 + floor(x.r2 * 61)::int when x.rs < 0.95 then floor(x.r2 * 60)::int end,
              60 + floor(x.r2 * 1800)::int,
              x.at,
              case when x.r2 < 0.03 then 'Precisou de ajuda no começo, depois fez sozinho.' end,
              x.at,
              1 + floor(x.rs * 1000)::int % 3,
              case when x.rs < 0.035 and x.r2 >= 0.66 and floor(x.rs * 1000)::int % 3 < 2
                then 2 + floor(x.rs * 1000)::int % 3 end
       from (
         select r.child_id, 1 + floor(random() * $1)::int as act, random() as rs, random() as r2,
                date_trunc('milliseconds', now() - interval '730 days' * power(random(), 1.3)) as at
         from bench_child_rows r cross join lateral generate_series(1, r.n)
       ) x
       join bench_acts a on a.idx = x.act
       order by x.at`,
      [acts[0].n],
    );
  });

  const pros = await timed(steps, `${PROFESSIONALS} professionals with sessions and access`, async () => {
    const made = await seedUsersWithSessions((sql, params) => c.query(sql, params), {
      count: PROFESSIONALS,
      issuer: ISSUER,
      prefix: 'pro',
      userAgent: 'bench:scale',
    });
    // 1–6 children each, anywhere; 10 % of the grants revoked since.
    await c.query(
      `insert into professional_access (professional_user_id, child_id, parent_user_id, created_at,
         access_revoked_at, is_active)
       select x.pro, ch.id, ch.parent_user_id, x.granted,
              case when x.r < 0.1 then x.granted + interval '30 days' end, x.r >= 0.1
       from (
         select distinct on (p.id, pick) p.id as pro, floor(random() * $2)::int as pick, random() as r,
                now() - interval '600 days' * random() as granted
         from unnest($1::int[]) with ordinality as p(id, n)
         cross join lateral generate_series(1, 1 + (p.n * 31)::int % 6) as k
       ) x
       join (select id, parent_user_id, row_number() over (order by id) - 1 as idx from children) ch on ch.idx = x.pick`,
      [made.userIds, await childCount(c)],
    );
    // Every account has its role (as after migration 0009 and onboarding), and each professional
    // about 14 sessions per child they were given, over the last 2 years.
    await c.query(
      `insert into professional_profiles (user_id, role)
       select id, 'parent' from unnest($1::int[]) as p(id)
       union all select id, 'professional' from unnest($2::int[]) as p(id)`,
      [parents.userIds, made.userIds],
    );
    await insertSessions(c, `select professional_user_id as pro, child_id, 14 as n from professional_access`);
    return made;
  });

  await timed(steps, 'calendars for a third of the children', async () => {
    // In the shape of schedule/schedule-service.ts add and complete: 4–10 entries per child (one
    // per day and slot), each completed in about 60 % of the last CALENDAR_WEEKS São Paulo weeks,
    // and the first completion's reward.
    await c.query(
      `insert into schedule_entries (child_id, activity_id, day_of_week, time_slot, created_at)
       select ch.id, a.id, k % 7, (array['morning', 'afternoon', 'evening'])[1 + (k / 7) % 3],
              now() - interval '120 days'
       from children ch
       cross join lateral generate_series(0, 3 + ch.id % 7) as k
       join bench_acts a on a.idx = 1 + (ch.id * 7 + k) % $1
       where ch.id % 3 = 0`,
      [acts[0].n],
    );
    await insertCompletions(c, 'true');
    await c.query(
      `insert into rewards (child_id, milestone, reward_icon, reward_title, reward_description, completion_id, created_at)
       select distinct on (e.child_id) e.child_id, 'first_completion', '⭐', 'Primeira estrela',
              'Completou a primeira atividade do cronograma.', c.id, c.created_at
       from schedule_completions c join schedule_entries e on e.id = c.entry_id
       order by e.child_id, c.week_start, c.id`,
    );
  });

  await timed(steps, 'stars and levels', () => addStarsAndLevels(c));

  await timed(
    steps,
    `goals, practice and ${TRIAL_ROWS.toLocaleString('en')} trials for a third of the children`,
    async () => {
      const where = 'ch.id % 3 = 1';
      await addGoals(c, where);
      const pairs = await trialPairs(c, where);
      await addTrials(c, {
        perPair: Math.min(100, Math.ceil(TRIAL_ROWS / Math.max(1, pairs))),
        limit: TRIAL_ROWS,
        where,
      });
    },
  );

  await timed(steps, `${PAYMENT_ROWS.toLocaleString('en')} payments with their history`, () =>
    addPayments(c, parents.userIds),
  );

  await timed(steps, 'vacuum analyze', async () => {
    // The load's commits were not waited for (synchronous_commit off): until they are flushed,
    // VACUUM may not mark the pages all-visible, and the counts that read an index alone (the
    // admin's users list and export) would read the table instead. A commit waited for now
    // flushes the WAL before it.
    await c.query(`set synchronous_commit = on`);
    await c.query(`select txid_current()`);
    for (const table of [
      'users',
      'user_sessions',
      'subscriptions',
      'children',
      'progress_entries',
      'professional_access',
      'activities',
      'schedule_entries',
      'schedule_completions',
      'rewards',
      'professional_profiles',
      'professional_sessions',
      'star_ledger',
      'child_game_levels',
      'goals',
      'goal_activities',
      'goal_observations',
      'session_trials',
      'home_assignments',
      'checkouts',
      'payments',
      'payment_status_events',
      'payment_days',
    ]) {
      await c.query(`vacuum (analyze) ${table}`);
    }
  });
  return { parents, pros };
}

/**
 * Issue 30, in the shape of progress/progress-service.ts `record` and stars/stars-service.ts: each
 * completed entry's stars in the ledger (`progress:<id>`: 3 from 80, 2 from 50, else 1, dated when
 * played), a reward received by about a third of the children (half their stars, approved a day
 * after their last result), and a level row for each kind a child played — here one per category
 * played, 1–3, with the runs of its last results.
 */
async function addStarsAndLevels(c, where = 'true', params = []) {
  await c.query(
    `insert into star_ledger (child_id, delta, reason, source, label, at, created_at)
     select p.child_id, case when p.score >= 80 then 3 when p.score >= 50 then 2 else 1 end, 'activity',
            'progress:' || p.id, p.activity_title, p.completion_date, p.completion_date
     from progress_entries p
     where p.status = 'completed' and ${where}
     order by p.completion_date`,
    params,
  );
  await c.query(
    `insert into star_ledger (child_id, delta, reason, source, label, at, created_at)
     select l.child_id, -greatest(1, sum(l.delta) / 2), 'reward', 'request:bench-' || l.child_id, 'Passeio no parque',
            max(l.at) + interval '1 day', max(l.at) + interval '1 day'
     from star_ledger l
     where l.child_id % 3 = 0 and ${where.replace(/\bp\./g, 'l.')}
     group by l.child_id`,
    params,
  );
  const kinds = ['emotions', 'routine', 'colors', 'symbols', 'counting', 'letters', 'social', 'memory', 'focus'];
  await c.query(
    `insert into child_game_levels (child_id, kind, level, pinned, high_run, low_run, changed_at)
     select p.child_id, k.kind, 1 + (p.child_id + length(k.kind)) % 3, (p.child_id % 17) = 0,
            (p.child_id + length(k.kind)) % 2, 0, max(p.completion_date)
     from progress_entries p
     join unnest($${params.length + 1}::text[]) with ordinality as k(kind, n)
       on k.n = 1 + (abs(hashtext(p.activity_category)) % $${params.length + 2})
     where ${where}
     group by p.child_id, k.kind`,
    [...params, kinds, kinds.length],
  );
}

/**
 * Issue 32, in the shape of payments/activation.ts and refund.ts: PAYMENT_ROWS payments of the
 * last 2 years by families that pay in chains — 85 % of the parents chose a plan (monthly 45 %,
 * quarterly 25 %, biannual 18 %, annual 12 %: R$ 49,90, 149, 264, 396) and renewed it 1 to 24,
 * 8, 4 or 2 times (fewer more often), each renewal paid 2 days before the period it extends
 * (`previous_end_date`); 40 % of the chains stopped during the last year (churn), the others run
 * on. The last payment of a quarter of the chains was refunded within 7 days (the family's
 * cancel), 1 % of the payments charged back 10 to 60 days later; besides them, about 6 % more
 * checkouts rejected, pending or cancelled. Each payment has its checkout and its history: a
 * pending step for a quarter of them, the approval, then the refund or chargeback. The newest
 * PAYMENT_ROWS are kept.
 */
async function addPayments(c, parentIds) {
  await c.query(
    `create temp table bench_payments as
     with fam as (
       select u.id as user_id, x.plan, x.months, x.price,
              1 + floor(power(u.r2, 1.5) * x.max_renewals)::int as chain,
              case when u.r3 < 0.4 then now() - interval '1 day' * floor(u.r4 * 365)
                   else now() + interval '1 day' * floor(u.r4 * 30 * x.months) end as chain_end
       -- Each parent's own draws (a lateral random() without a reference to the row is drawn once).
       from (select id, random() as r, random() as r2, random() as r3, random() as r4, random() as payer
             from unnest($1::int[]) as p(id)) u
       join (values ('monthly', 1, 49.90, 24, 0.00, 0.45), ('quarterly', 3, 149.00, 8, 0.45, 0.70),
                    ('biannual', 6, 264.00, 4, 0.70, 0.88), ('annual', 12, 396.00, 2, 0.88, 1.01))
         as x(plan, months, price, max_renewals, lo, hi) on u.r >= x.lo and u.r < x.hi
       where u.payer < 0.85
     ), chain as (
       select f.user_id, f.plan, f.months, f.price, j, j = f.chain - 1 as last,
              f.chain_end - make_interval(months => f.months * (f.chain - j)) as period_start
       from fam f cross join lateral generate_series(0, f.chain - 1) as j
     ), paid as (
       select user_id, plan, months, price,
              case when j = 0 then period_start else period_start - interval '2 days' end as at,
              case when j = 0 then null else period_start end as previous_end,
              period_start + make_interval(months => months) as period_end,
              case when last and random() < 0.25 then 'refunded' when random() < 0.01 then 'charged_back'
                   else 'approved' end as status
       from chain
     ), failed as (
       select f.user_id, f.plan, f.months, f.price, now() - interval '730 days' * random() as at,
              null::timestamptz as previous_end, null::timestamptz as period_end,
              (array['rejected', 'rejected', 'rejected', 'rejected', 'pending', 'cancelled'])[1 + floor(random() * 6)::int] as status
       from fam f cross join generate_series(1, 3) k where random() < 0.12
     )
     select row_number() over (order by at) as k, user_id, plan, months, price, previous_end, period_end, status,
            date_trunc('milliseconds', at) as at,
            case when status = 'refunded' then at + interval '1 hour' + interval '6 days' * random()
                 when status = 'charged_back' then at + interval '10 days' + interval '50 days' * random() end as given_back_at,
            random() < 0.25 as was_pending
     from (select * from paid union all select * from failed) all_payments
     where at <= now() and at > now() - interval '730 days'`,
    [parentIds],
  );
  // The newest PAYMENT_ROWS; a chargeback not yet made is still an approval.
  await c.query(`delete from bench_payments where k <= (select count(*) from bench_payments) - $1`, [PAYMENT_ROWS]);
  await c.query(`update bench_payments set status = 'approved', given_back_at = null where given_back_at > now()`);
  await c.query(
    `insert into checkouts (id, user_id, plan_type, plan_name, months, amount, currency, external_reference, provider, created_at)
     select 'bench-co-' || k, user_id, plan,
            (array['Plano Mensal', 'Plano Trimestral', 'Plano Semestral', 'Plano Anual'])
              [array_position(array['monthly', 'quarterly', 'biannual', 'annual'], plan)],
            months, price, 'BRL', 'nb:' || user_id || ':' || plan || ':bench-co-' || k, 'mercado_pago', at - interval '2 minutes'
     from bench_payments order by k`,
  );
  await c.query(
    `insert into payments (user_id, provider, provider_payment_id, plan_type, amount, currency, status,
       external_reference, checkout_id, previous_end_date, period_end_date, refund_id, refunded_at, created_at, processed_at)
     select user_id, 'mercado_pago', (1000000000 + k)::text, plan, price, 'BRL', status,
            'nb:' || user_id || ':' || plan || ':bench-co-' || k, 'bench-co-' || k,
            case when status in ('approved', 'refunded', 'charged_back') then previous_end end,
            case when status in ('approved', 'refunded', 'charged_back') then period_end end,
            case when status = 'refunded' then (9000000 + k)::text end,
            given_back_at,
            case when was_pending then at - interval '10 minutes' else at end,
            coalesce(given_back_at, at)
     from bench_payments order by k`,
  );
  await c.query(
    `insert into payment_status_events (payment_id, status, at, source, note)
     select p.id, e.status, e.at, e.source, e.note
     from bench_payments b join payments p on p.provider = 'mercado_pago' and p.provider_payment_id = (1000000000 + b.k)::text
     cross join lateral (values
       (1, case when b.was_pending then 'pending' end, b.at - interval '10 minutes', 'provider', null),
       (2, case when b.status in ('approved', 'refunded', 'charged_back') then 'approved' else b.status end, b.at, 'provider', null),
       (3, case when b.status in ('refunded', 'charged_back') then b.status end, b.given_back_at,
           case when b.status = 'refunded' then 'family' else 'provider' end,
           case when b.status = 'refunded' then 'Não era o que esperávamos.' end)
     ) as e(n, status, at, source, note)
     where e.status is not null
     order by e.at`,
  );
  // What payments/payment-events.ts and the activation keep beside the history (the same statements
  // as migration 0026's backfill): each São Paulo day's money, and each family's first approval.
  await c.query(
    `insert into payment_days (day, plan_type, status, count, cents)
     select (e.at at time zone 'America/Sao_Paulo')::date, p.plan_type, e.status, count(*), sum(round(p.amount * 100))::bigint
     from payment_status_events e inner join payments p on p.id = e.payment_id
     where e.status in ('approved', 'refunded', 'charged_back')
     group by 1, 2, 3`,
  );
  await c.query(
    `update subscriptions s set first_paid_at = f.at
     from (select p.user_id, min(e.at) as at
           from payment_status_events e inner join payments p on p.id = e.payment_id
           where e.status = 'approved' and p.user_id is not null
           group by p.user_id) f
     where s.parent_user_id = f.user_id`,
  );
}

/** The five goals every goal child gets: 2 by trials, 2 by game score, 1 by observation. */
const GOAL_TEMPLATES = `(values
  (1, 'Pedir ajuda com palavras', 'communication', 80, 3, 'sessions', 'trials'),
  (2, 'Terminar o jogo da memória', 'focus', 70, 3, 'sessions', 'game_score'),
  (3, 'Seguir instruções de dois passos', 'routine', 80, 2, 'sessions', 'trials'),
  (4, 'Esperar a vez', 'social_skills', 100, 3, 'days', 'observation'),
  (5, 'Contar até 10', 'math', 80, 5, 'sessions', 'game_score')
) as t(k, title, area, percent, count, unit, measure)`;

/**
 * Issue 31, in the shape of goals/goals-service.ts create and its observations and of
 * home-programme/home-programme-service.ts create, for the children `where` picks (SQL on `ch`):
 * 5 goals each, started 30 to 430 days ago (70 % active, 10 % paused, 13 % met, 7 % ended); the game
 * goals linked to 2 of the activities the child played last (the first trials goal to 1); 8
 * observations per observation goal; and, for a child a professional has access to, 1 assignment
 * by that professional: its first game goal's activities, 3 times a week, made in the last 4
 * months, a fifth of them ended 30 days later.
 */
async function addGoals(c, where, params = []) {
  await c.query(
    `insert into goals (child_id, created_by, created_by_role, created_by_name, title, area, criterion_percent,
       criterion_count, criterion_unit, measure, start_date, review_date, status, met_at, created_at, updated_at)
     select x.id, x.parent_user_id, 'parent', 'Responsável', x.title, x.area, x.percent, x.count, x.unit, x.measure,
            x.start, x.start + 90,
            case when x.r < 0.7 then 'active' when x.r < 0.8 then 'paused' when x.r < 0.93 then 'met' else 'ended' end,
            case when x.r >= 0.8 and x.r < 0.93 then x.start + interval '40 days' end,
            x.start + interval '9 hours', now()
     from (select ch.id, ch.parent_user_id, t.*, random() as r, current_date - (30 + floor(random() * 400))::int as start
           from children ch cross join ${GOAL_TEMPLATES}
           where ch.is_active and ${where}) x`,
    params,
  );
  // The activities each child played, the latest first (ranked once per child).
  await c.query(
    `with ranked as (
       select p.child_id, p.activity_id, row_number() over (partition by p.child_id order by max(p.completion_date) desc) as rn
       from progress_entries p join children ch on ch.id = p.child_id
       where p.activity_id is not null and ${where}
       group by p.child_id, p.activity_id
     )
     insert into goal_activities (goal_id, activity_id)
     select g.id, r.activity_id
     from goals g join ranked r on r.child_id = g.child_id
     where (g.measure = 'game_score' and r.rn > case when g.title = 'Contar até 10' then 2 else 0 end
              and r.rn <= case when g.title = 'Contar até 10' then 4 else 2 end)
        or (g.title = 'Pedir ajuda com palavras' and r.rn = 1)`,
    params,
  );
  await c.query(
    `insert into goal_observations (goal_id, recorder_user_id, recorder_name, observed_on, achieved, note, created_at)
     select g.id, ch.parent_user_id, 'Responsável', g.start_date + k * 3, random() < 0.6,
            case when random() < 0.2 then 'Esperou com a ajuda do cronômetro.' end, g.start_date + k * 3 + interval '20 hours'
     from goals g join children ch on ch.id = g.child_id cross join generate_series(1, 8) k
     where g.measure = 'observation' and g.start_date + k * 3 <= current_date and ${where}`,
    params,
  );
  await c.query(
    `insert into home_assignments (child_id, professional_user_id, goal_id, activity_ids, times_per_week, time_slot,
       note, created_at, ended_at)
     select x.child_id, x.pro, x.goal_id, x.ids, 3, 'afternoon', 'Jogar depois do lanche.', x.created,
            case when x.r < 0.2 then x.created + interval '30 days' end
     from (
       select ch.id as child_id, pa.pro, g.id as goal_id, acts.ids, random() as r,
              now() - interval '1 day' * floor(random() * 120) as created
       from children ch
       join lateral (select a.professional_user_id as pro from professional_access a
                     where a.child_id = ch.id and a.is_active order by a.id limit 1) pa on true
       join lateral (select id from goals where child_id = ch.id and measure = 'game_score' order by id limit 1) g on true
       join lateral (select array_agg(activity_id order by activity_id) as ids from goal_activities
                     where goal_id = g.id) acts on acts.ids is not null
       where ch.is_active and ${where}
     ) x`,
    params,
  );
}

/**
 * In the shape of goals/trials-service.ts put: `perPair` trials (in order, by the session's
 * professional, a little over half correct and fewer of them independent) for each session of the
 * children `where` picks (SQL on `ch`) and each of the child's trials goals started by then; at
 * most `limit` rows in all.
 */
async function addTrials(c, { perPair, limit, where, params = [] }) {
  const n = params.length;
  await c.query(
    `insert into session_trials (session_id, goal_id, recorder_user_id, position, result, prompt, created_at)
     select x.session_id, x.goal_id, x.pro, x.k - 1,
            case when x.r < 0.55 then 'correct' when x.r < 0.75 then 'prompted' when x.r < 0.92 then 'incorrect'
                 else 'no_response' end,
            case when x.r < 0.4 then 'independent' when x.r < 0.55 then 'gestural' when x.r < 0.7 then 'verbal'
                 when x.r < 0.8 then 'model' when x.r < 0.92 then 'partial_physical' else 'full_physical' end,
            x.at + x.k * interval '20 seconds'
     from (
       select s.id as session_id, g.id as goal_id, s.professional_user_id as pro, k, random() as r,
              s.session_date + coalesce(s.start_time, '09:00')::time as at
       from professional_sessions s
       join children ch on ch.id = s.child_id
       join goals g on g.child_id = s.child_id and g.measure = 'trials' and s.session_date >= g.start_date
       cross join generate_series(1, $${n + 1}::int) k
       where ${where}
       limit $${n + 2}
     ) x`,
    [...params, perPair, limit],
  );
}

/** How many session and trials-goal pairs the children `where` picks have (for `addTrials`). */
async function trialPairs(c, where) {
  const { rows } = await c.query(
    `select count(*)::int as n from professional_sessions s join children ch on ch.id = s.child_id
     join goals g on g.child_id = s.child_id and g.measure = 'trials' and s.session_date >= g.start_date
     where ${where}`,
  );
  return rows[0].n;
}

/**
 * Issue 31's goals target: the picked child gets the 5 goals if it has none, all started 2 years
 * ago, and 30 sessions of a professional given access to it (over those 2 years), each with 20
 * trials for each of its trials goals: a child in therapy, its game goals measured from its whole
 * history.
 */
async function addGoalChild(c, childId) {
  const { rows } = await c.query(`select count(*)::int as n from goals where child_id = $1`, [childId]);
  if (rows[0].n === 0) await addGoals(c, 'ch.id = $1', [childId]);
  // Started 2 years ago, so that every session and game result of the child counts: the most a
  // measure can read.
  await c.query(`update goals set start_date = current_date - 730 where child_id = $1`, [childId]);
  const { rows: pro } = await c.query(
    `insert into professional_access (professional_user_id, child_id, parent_user_id)
     select pp.user_id, ch.id, ch.parent_user_id from children ch
     cross join lateral (select user_id from professional_profiles where role = 'professional'
       and user_id not in (select professional_user_id from professional_access where child_id = ch.id)
       order by user_id limit 1) pp
     where ch.id = $1
     returning professional_user_id`,
    [childId],
  );
  await insertSessions(c, `select $1::int as pro, $2::int as child_id, 30 as n`, [
    pro[0].professional_user_id,
    childId,
  ]);
  await addTrials(c, {
    perPair: 20,
    limit: 10_000,
    where: 's.child_id = $1 and s.professional_user_id = $2',
    params: [childId, pro[0].professional_user_id],
  });
  const { rows: counts } = await c.query(
    `select (select count(*)::int from goals where child_id = $1) as goals,
            (select count(*)::int from session_trials t join goals g on g.id = t.goal_id where g.child_id = $1) as trials`,
    [childId],
  );
  return counts[0];
}

/**
 * Issue 31's adherence target: the workspace professional's practice for each of their children (the
 * 30 given and the 2 taken back): 2 assignments each, of 2 of the activities the child played last,
 * one on Monday, Wednesday and Friday and one twice a week, made 1 to 8 weeks ago, a quarter of the
 * second ones ended 10 days ago. Returns what the service reads: the 4 weeks' instants and the ids.
 */
async function addWorkspaceAssignments(c, pro) {
  await c.query(
    `with ranked as (
       select p.child_id, p.activity_id, row_number() over (partition by p.child_id order by max(p.completion_date) desc) as rn
       from progress_entries p
       where p.activity_id is not null
         and p.child_id in (select child_id from professional_access where professional_user_id = $1)
       group by p.child_id, p.activity_id
     )
     insert into home_assignments (child_id, professional_user_id, activity_ids, days_of_week, times_per_week,
       time_slot, created_at, ended_at)
     select pa.child_id, $1, acts.ids, case when k = 1 then '{1,3,5}'::smallint[] end, 4 - k, 'afternoon',
            now() - interval '1 week' * (1 + (pa.child_id + k) % 8),
            case when k = 2 and pa.child_id % 4 = 0 then now() - interval '10 days' end
     from professional_access pa cross join generate_series(1, 2) k
     cross join lateral (select array_agg(r.activity_id order by r.rn) as ids from ranked r
                         where r.child_id = pa.child_id and r.rn in (2 * k - 1, 2 * k)) acts
     where pa.professional_user_id = $1 and acts.ids is not null`,
    [pro.userId],
  );
  const { rows } = await c.query(
    `with w as (select (date_trunc('week', (now() at time zone 'America/Sao_Paulo') + interval '1 day') - interval '1 day') as sunday)
     select ((select sunday from w) - interval '21 days') at time zone 'America/Sao_Paulo' as since,
            ((select sunday from w) + interval '7 days') at time zone 'America/Sao_Paulo' as until`,
  );
  const since = rows[0].since.toISOString();
  const { rows: read } = await c.query(
    `select coalesce(array_agg(distinct h.child_id), '{}') as child_ids,
            coalesce((select array_agg(distinct a) from home_assignments h2 cross join unnest(h2.activity_ids) a
              where h2.professional_user_id = $1 and h2.child_id in (${accessibleChildIds('$1')})
                and (h2.ended_at is null or h2.ended_at >= $2)), '{}') as activity_ids,
            count(*)::int as assignments
     from home_assignments h
     where h.professional_user_id = $1 and h.child_id in (${accessibleChildIds('$1')})
       and (h.ended_at is null or h.ended_at >= $2)`,
    [pro.userId, since],
  );
  await c.query(`vacuum (analyze) home_assignments`);
  return {
    since,
    until: rows[0].until.toISOString(),
    childIds: read[0].child_ids,
    activityIds: read[0].activity_ids,
    assignments: read[0].assignments,
  };
}

/** Completions of the entries matching `where` (SQL on `e`) in about 60 % of the last CALENDAR_WEEKS weeks. */
async function insertCompletions(c, where, params = []) {
  await c.query(
    `insert into schedule_completions (entry_id, week_start, created_at)
     select e.id, w.week_start, w.week_start + interval '1 day' * e.day_of_week + interval '13 hours'
     from schedule_entries e
     cross join lateral (
       select (date_trunc('week', (now() at time zone 'America/Sao_Paulo') + interval '1 day') - interval '1 day')::date - 7 * g as week_start from generate_series(0, ${CALENDAR_WEEKS - 1}) g
     ) w
     where ${where} and random() < 0.6`,
    params,
  );
}

/**
 * Issue 11's report and week targets: a new child of the picked parent with exactly
 * REPORT_CHILD_ROWS progress entries (shaped like the others) and a week of 14 entries (morning
 * and afternoon, every day) completed in about 60 % of the last weeks.
 */
async function addReportChild(c, pick) {
  const { rows } = await c.query(
    `insert into children (parent_user_id, name, birth_date, diagnosis_tea, diagnosis_tdah)
     values ($1, 'Lúcia', current_date - 8 * 365, true, true) returning id`,
    [pick.parent_id],
  );
  const childId = rows[0].id;
  const { rows: acts } = await c.query(`select count(*)::int as n from bench_acts`);
  await c.query(
    `insert into progress_entries (child_id, activity_id, activity_title, activity_category, status, score,
       seconds_spent, completion_date, created_at)
     select $1, a.id, a.title, a.category,
            case when x.rs < 0.70 then 'completed' when x.rs < 0.85 then 'in_progress'
                 when x.rs < 0.95 then 'needs_help' else 'not_started' end,
            case when x.rs < 0.70 then 40 + floor(x.r2 * 61)::int when x.rs < 0.95 then floor(x.r2 * 60)::int end,
            60 + floor(x.r2 * 1800)::int, x.at, x.at
     from (
       select 1 + floor(random() * $3)::int as act, random() as rs, random() as r2,
              date_trunc('milliseconds', now() - interval '730 days' * power(random(), 1.3)) as at
       from generate_series(1, $2)
     ) x
     join bench_acts a on a.idx = x.act
     order by x.at`,
    [childId, REPORT_CHILD_ROWS, acts[0].n],
  );
  await c.query(
    `insert into schedule_entries (child_id, activity_id, day_of_week, time_slot, created_at)
     select $1, a.id, d, s, now() - interval '120 days'
     from generate_series(0, 6) d cross join unnest(array['morning', 'afternoon']) s
     join bench_acts a on a.idx = 1 + (d * 2 + length(s)) % $2`,
    [childId, acts[0].n],
  );
  await insertCompletions(c, 'e.child_id = $1', [childId]);
  await addStarsAndLevels(c, 'p.child_id = $1', [childId]);
  return childId;
}

/**
 * Sessions in the shape of professional/sessions-service.ts create: for each row of `source`
 * (pro, child_id, n), n sessions dated over the last 2 years (more of them recent, some this
 * week), starting on the hour from 08:00 to 17:00, 30 to 90 minutes long. Inserted oldest first.
 */
async function insertSessions(c, source, params = []) {
  await c.query(
    `insert into professional_sessions (professional_user_id, child_id, session_date, session_type, start_time,
       end_time, duration_minutes, activities_completed, session_notes, progress_summary, created_at, updated_at)
     select x.pro, x.child_id, x.day,
            (array['individual', 'group', 'assessment', 'follow_up', 'other'])[1 + floor(x.r * 5)::int],
            to_char(make_time(x.hour, 0, 0), 'HH24:MI'), to_char(make_time(x.hour, 0, 0) + make_interval(mins => x.minutes), 'HH24:MI'),
            x.minutes, floor(x.r * 8)::int,
            case when x.r < 0.6 then 'Sessão tranquila; trabalhamos rotina e comunicação.' end,
            case when x.r < 0.3 then 'Mais autonomia nas transições.' end,
            x.day + make_time(x.hour, 0, 0), x.day + make_time(x.hour, 0, 0)
     from (
       select s.pro, s.child_id, random() as r, 8 + floor(random() * 10)::int as hour,
              30 + 15 * floor(random() * 5)::int as minutes,
              (now() at time zone 'America/Sao_Paulo')::date - floor(730 * power(random(), 1.5))::int as day
       from (${source}) s cross join lateral generate_series(1, s.n)
     ) x
     order by x.day`,
    params,
  );
}

/**
 * Issue 13's workspace targets: a new professional with a session, 30 active children of as many
 * families (and 2 revoked, whose sessions must not count), 3,000 sessions over the 30 and 100 over
 * the revoked ones. Returns what the targets and their mirrors need.
 */
async function addWorkspaceProfessional(c) {
  const made = await seedUsersWithSessions((sql, params) => c.query(sql, params), {
    count: 1,
    issuer: ISSUER,
    prefix: 'workspace-pro',
    userAgent: 'bench:scale',
  });
  const userId = made.userIds[0];
  await c.query(
    `insert into professional_profiles (user_id, role, professional_type) values ($1, 'professional', 'AT')`,
    [userId],
  );
  // A professional also accepted the professional's terms (terms/terms-texts.ts
  // PROFESSIONAL_TERMS_VERSION), or the consent gate answers 403 (docs/product.md#consent-gate).
  await c.query(
    `insert into terms_acceptances (user_id, terms_version, text_hash, ip_address, user_agent)
     values ($1, 'profissional-1.0', 'bench', '127.0.0.1', 'bench:scale')`,
    [userId],
  );
  const { rows: kids } = await c.query(
    `insert into professional_access (professional_user_id, child_id, parent_user_id, is_active, access_revoked_at)
     select $1, id, parent_user_id, k <= 30, case when k > 30 then now() end
     from (select id, parent_user_id, row_number() over (order by random()) as k
           from (select distinct on (parent_user_id) id, parent_user_id from children
                 where is_active order by parent_user_id, random()) one_per_family) picked
     where k <= 32
     returning child_id, is_active`,
    [userId],
  );
  const active = kids.filter((k) => k.is_active).map((k) => k.child_id);
  const revoked = kids.filter((k) => !k.is_active).map((k) => k.child_id);
  await insertSessions(c, `select $1::int as pro, child_id, 100 as n from unnest($2::int[]) as k(child_id)`, [
    userId,
    [...active, ...revoked],
  ]);
  for (const table of ['professional_access', 'professional_profiles', 'professional_sessions']) {
    await c.query(`vacuum (analyze) ${table}`);
  }
  const { rows } = await c.query(
    `select to_char(date_trunc('week', now() at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as monday,
            to_char(date_trunc('week', now() at time zone 'America/Sao_Paulo') + interval '6 days', 'YYYY-MM-DD') as sunday,
            to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as today,
            to_char(now() at time zone 'America/Sao_Paulo' - interval '1 year', 'YYYY-MM-DD') as year_ago,
            (select count(*)::int from professional_sessions where professional_user_id = $1) as sessions`,
    [userId],
  );
  const { monday, sunday, today, year_ago: yearAgo, sessions } = rows[0];
  return {
    userId,
    token: made.tokens[0],
    tokenHash: sha256(made.tokens[0]),
    children: active.length,
    sessions,
    childId: active[0],
    monday,
    sunday,
    today,
    yearAgo,
  };
}

/**
 * Issue 14's targets: an administrator with a live bearer token (stored as its SHA-256, as
 * admin-token.ts reads it), and what the searches and the export's last batch look for.
 */
async function addAdmin(c, parents) {
  const token = newSessionToken();
  const { rows } = await c.query(
    `insert into admins (username, password_hash) values ('bench-admin', 'x') returning id`,
  );
  await c.query(
    `insert into admin_tokens (admin_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [rows[0].id, sha256(token)],
  );
  const n = Math.max(1, Math.floor(parents.userIds.length * 0.4321));
  const { rows: parentRows } = await c.query(
    `select u.id from users u join professional_profiles pp on pp.user_id = u.id and pp.role = 'parent'
     order by u.id desc offset 9000 limit 1`,
  );
  return {
    token,
    tokenHash: sha256(token),
    // "Bench User 4321" and "parent4321@example.test" (bench/lib/server.mjs seedUsersWithSessions).
    searchName: `User ${n}`,
    searchEmail: `parent${n}@`,
    lastBatchBefore: parentRows[0]?.id ?? 1,
  };
}

async function childCount(c) {
  const { rows } = await c.query(`select count(*)::int as n from children`);
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
// The picked parent

/** mulberry32: a small seeded PRNG, so BENCH_SEED picks the same parent again. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A parent with at least 2 active children, one of them with at least HEAVY_CHILD_ROWS progress rows. */
async function pickParent(c, parents) {
  const { rows } = await c.query(
    `select ch.parent_user_id as parent_id, count(*)::int as children,
            (array_agg(ch.id order by r.n desc, ch.id))[1] as child_id, max(r.n)::int as child_rows
     from children ch join bench_child_rows r on r.child_id = ch.id
     where ch.is_active
     group by ch.parent_user_id
     having count(*) >= 2 and max(r.n) >= $1
     order by ch.parent_user_id`,
    [HEAVY_CHILD_ROWS],
  );
  if (rows.length === 0) throw new Error(`no parent with 2 children and a child with ${HEAVY_CHILD_ROWS} rows`);
  const pick = rows[Math.floor(seededRandom(SEED)() * rows.length)];
  const token = parents.tokens[parents.userIds.indexOf(pick.parent_id)];
  const { rows: sub } = await c.query(
    `select plan_type, status, trial_end_date, subscription_start_date, subscription_end_date
     from subscriptions where parent_user_id = $1`,
    [pick.parent_id],
  );
  return { ...pick, candidates: rows.length, token, subscription: sub[0] ?? null };
}

/**
 * The values the mirrored SQL needs, as the server would compute them now: the session times,
 * the start of this week (Sunday 00:00 in São Paulo) and the parent's tier as months.
 */
async function buildContext(c, pick) {
  const { rows } = await c.query(
    `select (date_trunc('day', now() at time zone 'America/Sao_Paulo')
              - extract(dow from now() at time zone 'America/Sao_Paulo') * interval '1 day')
              at time zone 'America/Sao_Paulo' as week_start,
            to_char(now() at time zone 'America/Sao_Paulo'
              - extract(dow from now() at time zone 'America/Sao_Paulo') * interval '1 day', 'YYYY-MM-DD') as week_date`,
  );
  const now = new Date();
  return {
    parentId: pick.parent_id,
    childId: pick.child_id,
    token: pick.token,
    tokenHash: sha256(pick.token),
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000).toISOString(),
    weekStart: rows[0].week_start.toISOString(),
    // The report's 8 weeks (São Paulo has no daylight-saving time: whole weeks of milliseconds).
    reportSince: new Date(rows[0].week_start.getTime() - 7 * 7 * 86_400_000).toISOString(),
    reportUntil: new Date(rows[0].week_start.getTime() + 7 * 86_400_000).toISOString(),
    weekDate: rows[0].week_date,
    reportChildId: null,
    tierMonths: tierMonths(pick.subscription, now),
    nextCursor: null,
    page1Last: null,
  };
}

/** packages/shared/src/domain/tiers.ts activityTierFor, as months: -1 free, 1000 all. */
function tierMonths(sub, now) {
  if (!sub) return -1;
  let status = sub.status;
  if (status === 'trial' && (!sub.trial_end_date || sub.trial_end_date <= now)) status = 'expired';
  if (status === 'active' && sub.subscription_end_date && sub.subscription_end_date <= now) status = 'expired';
  if (status !== 'active') return -1;
  if (sub.plan_type === 'admin_granted') return 1000;
  if (sub.plan_type === 'trial' || !sub.subscription_start_date) return -1;
  return Math.max(0, Math.floor((now - sub.subscription_start_date) / (30 * 86_400_000)));
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** GET over the one keep-alive connection; resolves with the status, the body and the time to its last byte. */
function get(agent, baseUrl, path, cookie) {
  // `cookie` is the Cookie header (the admin's is `nb_admin=…`), or an object of headers.
  const auth = typeof cookie === 'string' ? { cookie } : cookie;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(new URL(path, baseUrl), { agent, headers: { ...auth, accept: 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms });
      });
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
  });
}

async function getOk(agent, baseUrl, path, cookie) {
  const res = await get(agent, baseUrl, path, cookie);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.body.slice(0, 500)}`);
  return res;
}

/** Linear interpolation between closest ranks. */
function percentile(sorted, p) {
  const i = (sorted.length - 1) * p;
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (i - lo);
}

/**
 * Reads page 1 once: sets `ctx.nextCursor` and `ctx.page1Last`, and checks pages 1 and 2 against
 * the newest-first order in the database. Handles a list that is not paginated yet (a bare array).
 */
async function probeProgress(agent, baseUrl, cookie, ctx, db) {
  const first = JSON.parse((await getOk(agent, baseUrl, TARGETS[0].path(ctx), cookie)).body);
  const notes = [];
  const paginated = !Array.isArray(first) && Array.isArray(first?.items);
  const items = paginated ? first.items : first;
  if (!paginated) notes.push(`the progress list is not paginated yet (a bare array of ${items.length} entries)`);
  else if (items.length !== PAGE_SIZE) notes.push(`page 1 has ${items.length} entries, not ${PAGE_SIZE}`);
  const last = items[Math.min(PAGE_SIZE, items.length) - 1];
  ctx.page1Last = { completionDate: last.completion_date, id: last.id };
  ctx.nextCursor = paginated ? first.next_cursor : null;
  const { rows } = await db.query(
    `select id from progress_entries where child_id = $1 order by completion_date desc, id desc limit $2`,
    [ctx.childId, 2 * PAGE_SIZE],
  );
  const expected = rows.map((r) => r.id);
  const same = (got, want) => got.length === want.length && got.every((id, i) => id === want[i]);
  if (
    !same(
      items.slice(0, PAGE_SIZE).map((e) => e.id),
      expected.slice(0, PAGE_SIZE),
    )
  ) {
    notes.push('page 1 is not the 10 newest entries (completion_date desc, id desc)');
  }
  if (paginated && ctx.nextCursor) {
    const second = JSON.parse((await getOk(agent, baseUrl, TARGETS[1].path(ctx), cookie)).body);
    if (
      !same(
        second.items.map((e) => e.id),
        expected.slice(PAGE_SIZE),
      )
    ) {
      notes.push('page 2 is not entries 11–20 of the newest-first order');
    }
  } else if (paginated) {
    notes.push('page 1 answered no next_cursor although the child has more entries');
  }
  return notes;
}

async function measureTargets(baseUrl, ctx, db) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookie = `${COOKIE_NAME}=${ctx.token}`;
  const cookieOf = (target) =>
    target.as === 'admin'
      ? `nb_admin=${ctx.admin.token}`
      : target.as === 'professional'
        ? `${COOKIE_NAME}=${ctx.pro.token}`
        : cookie;
  const rows = [];
  try {
    const notes = await probeProgress(agent, baseUrl, cookie, ctx, db);
    for (const note of notes) log(`progress list: ${note}`);
    for (const target of TARGETS) {
      if (target.needsCursor && !ctx.nextCursor) {
        rows.push({ name: target.name, targetMs: target.targetMs, skipped: 'no next_cursor', ok: false });
        continue;
      }
      // A target of several calls (a page's reads) is timed as their sum, one after the other.
      const paths = target.paths ? target.paths(ctx) : [target.path(ctx)];
      const path = paths.join(' + ');
      const callAll = async () => {
        let ms = 0;
        let size = 0;
        for (const p of paths) {
          const res = await getOk(agent, baseUrl, p, cookieOf(target));
          if (target.check && !target.check(res.body)) throw new Error(`GET ${p}: unexpected answer`);
          ms += res.ms;
          size += res.body.length;
        }
        return { ms, size };
      };
      for (let i = 0; i < (target.warmupCalls ?? WARMUP_CALLS); i++) await callAll();
      const samples = [];
      let bytes = 0;
      for (let i = 0; i < (target.calls ?? MEASURED_CALLS); i++) {
        const res = await callAll();
        samples.push(res.ms);
        bytes = res.size;
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const medianMs = percentile(sorted, 0.5);
      const p95Ms = percentile(sorted, 0.95);
      const ok = medianMs <= target.targetMs && p95Ms <= target.targetMs;
      rows.push({
        name: target.name,
        path,
        targetMs: target.targetMs,
        medianMs,
        p95Ms,
        ok,
        responseBytes: bytes,
        samples,
      });
      log(`${target.name}: median ${medianMs.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms (${bytes} bytes)`);
    }
    return { rows, notes };
  } finally {
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN

/** The scan nodes of a plan, depth first: `{ node, relation, index }`. */
function scanNodes(plan, out = []) {
  if (/Scan$/.test(plan['Node Type']) && (plan['Relation Name'] || plan['Index Name'])) {
    out.push({ node: plan['Node Type'], relation: plan['Relation Name'] ?? null, index: plan['Index Name'] ?? null });
  }
  for (const child of plan.Plans ?? []) scanNodes(child, out);
  return out;
}

function describeScan(s) {
  if (s.node === 'Bitmap Index Scan') return `Bitmap Index Scan on ${s.index}`;
  if (s.index) return `${s.node} using ${s.index} on ${s.relation}`;
  return `${s.node} on ${s.relation}`;
}

async function explainTargets(db, ctx) {
  const results = [];
  for (const target of TARGETS) {
    if (target.needsCursor && !ctx.page1Last) continue;
    for (const q of target.queries) {
      const sql = `explain (analyze, buffers, format json) ${q.sql}`;
      await db.query(sql, q.params(ctx)); // once to warm the cache, as the HTTP calls had
      const { rows } = await db.query(sql, q.params(ctx));
      const [explained] = rows[0]['QUERY PLAN'];
      const scans = scanNodes(explained.Plan);
      const seqScans = scans.filter(
        (s) => s.node === 'Seq Scan' && BIG_TABLES.has(s.relation) && !target.seqScanOk?.[s.relation],
      );
      results.push({
        target: target.name,
        query: q.label,
        mirrors: q.mirrors,
        executionMs: explained['Execution Time'],
        planningMs: explained['Planning Time'],
        scans: scans.map(describeScan),
        flagged: seqScans.map(describeScan),
        plan: explained,
      });
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function printTable(header, body, leftColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of body) console.log(format(line));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(
    `node ${process.version}, ${os.cpus().length} × ${cpu}, load average ${loadAtStart.join(' ')}; ` +
      `BENCH_SEED=${SEED}${SCALE === 1 ? '' : `, BENCH_SCALE=${SCALE} (the targets are for the full scale)`}`,
  );
  await ensureServerBuilt();

  const steps = [];
  const genStarted = performance.now();
  const name = `nb_scale_${Date.now()}`;
  const database = await timed(steps, `create database ${name}`, () => createDatabase(PG_URL, name, { keep: KEEP_DB }));
  if (KEEP_DB)
    defer('report the kept database', () => console.log(`[bench] database kept: ${redactUrl(database.url)}`));
  const server = await timed(steps, 'server start (migrations + catalogue)', () =>
    startServer('server (PostgreSQL)', { DATABASE_URL: database.url }),
  );

  const { pick, ctx, measured, explains, generationS, counts } = await withPgClient(database.url, async (c) => {
    const { parents } = await generate(c, steps);
    const generationS = (performance.now() - genStarted) / 1000;
    log(`generated in ${generationS.toFixed(1)} s (target ≤ ${GENERATION_TARGET_S} s)`);
    const { rows: counts } = await c.query(
      `select (select count(*) from users)::int as users, (select count(*) from user_sessions)::int as sessions,
              (select count(*) from children)::int as children, (select count(*) from progress_entries)::int as progress,
              (select count(*) from subscriptions)::int as subscriptions,
              (select count(*) from professional_access)::int as professional_access,
              (select count(*) from activities)::int as activities,
              (select count(*) from goals)::int as goals,
              (select count(*) from home_assignments)::int as home_assignments,
              (select count(*) from session_trials)::int as session_trials,
              (select count(*) from payments)::int as payments,
              (select count(*) from payment_status_events)::int as payment_events`,
    );
    log(`rows: ${JSON.stringify(counts[0])}`);

    const pick = await pickParent(c, parents);
    const ctx = await buildContext(c, pick);
    ctx.reportChildId = await timed(steps, `report child (${REPORT_CHILD_ROWS} entries, a week of 14)`, () =>
      addReportChild(c, pick),
    );
    ctx.pro = await timed(steps, 'workspace professional (30 children, 3,000 sessions)', () =>
      addWorkspaceProfessional(c),
    );
    log(`workspace professional ${ctx.pro.userId}: ${ctx.pro.children} children, ${ctx.pro.sessions} sessions in all`);
    const goalChild = await timed(steps, 'the picked child’s goals (30 sessions with trials)', async () => {
      const made = await addGoalChild(c, ctx.childId);
      for (const table of [
        'goals',
        'goal_activities',
        'goal_observations',
        'session_trials',
        'professional_sessions',
      ]) {
        await c.query(`vacuum (analyze) ${table}`);
      }
      return made;
    });
    log(`child ${ctx.childId}: ${goalChild.goals} goals, ${goalChild.trials} trials`);
    ctx.adherence = await timed(steps, 'the workspace professional’s practice (2 per child)', () =>
      addWorkspaceAssignments(c, ctx.pro),
    );
    log(
      `workspace professional's adherence reads ${ctx.adherence.assignments} assignments of ` +
        `${ctx.adherence.childIds.length} children over ${ctx.adherence.activityIds.length} activities`,
    );
    ctx.admin = await timed(steps, 'an administrator with a bearer token', () => addAdmin(c, parents));
    log(
      `picked parent ${pick.parent_id} (one of ${pick.candidates}; ${pick.children} children; ` +
        `subscription ${pick.subscription ? `${pick.subscription.plan_type}/${pick.subscription.status}` : 'none'}), ` +
        `child ${pick.child_id} with ${pick.child_rows} progress entries`,
    );
    const measured = await measureTargets(server.baseUrl, ctx, c);
    const explains = await explainTargets(c, ctx);
    return { pick, ctx, measured, explains, generationS, counts: counts[0] };
  });
  await server.stop();
  await database.drop();

  // Report
  const generationOk = generationS <= GENERATION_TARGET_S;
  console.log('');
  printTable(
    ['step', 'seconds'],
    [...steps.map((s) => [s.step, s.seconds.toFixed(1)]), ['total', generationS.toFixed(1)]],
  );
  console.log(
    `generation: ${generationS.toFixed(1)} s, target ${GENERATION_TARGET_S} s: ${generationOk ? 'ok' : 'MISSED'}`,
  );

  console.log('');
  printTable(
    ['target', 'median ms', 'p95 ms', 'target ms', 'ok'],
    measured.rows.map((r) => [
      r.name,
      r.skipped ? '—' : r.medianMs.toFixed(2),
      r.skipped ? '—' : r.p95Ms.toFixed(2),
      String(r.targetMs),
      r.skipped ? `no (${r.skipped})` : r.ok ? 'ok' : 'NO',
    ]),
  );
  for (const note of measured.notes) console.log(`(!) progress list: ${note}`);

  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the mirrored SQL, second run:');
  let lastTarget = null;
  for (const e of explains) {
    if (e.target !== lastTarget) console.log(`  ${e.target}`);
    lastTarget = e.target;
    const mark = e.flagged.length ? 'SEQ SCAN' : 'ok';
    console.log(`    ${mark.padEnd(8)} ${e.executionMs.toFixed(3).padStart(8)} ms  ${e.query} (${e.mirrors})`);
    for (const s of e.scans) console.log(`${' '.repeat(24)}${s}`);
  }
  const flagged = explains.filter((e) => e.flagged.length);
  for (const e of flagged) console.log(`(!) ${e.target} / ${e.query}: ${e.flagged.join(', ')}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = join(RESULTS_DIR, `scale-${stamp}.json`);
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: cpu,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    settings: {
      seed: SEED,
      scale: SCALE,
      postgresUrl: redactUrl(PG_URL),
      database: name,
      keptDatabase: KEEP_DB,
      warmupCalls: WARMUP_CALLS,
      measuredCalls: MEASURED_CALLS,
    },
    generation: { steps, totalS: generationS, targetS: GENERATION_TARGET_S, ok: generationOk, rows: counts },
    picked: {
      parentId: pick.parent_id,
      children: pick.children,
      childId: pick.child_id,
      childProgressRows: pick.child_rows,
      candidates: pick.candidates,
      subscription: pick.subscription,
      weekStart: ctx.weekStart,
      tierMonths: ctx.tierMonths,
    },
    latency: measured.rows,
    notes: measured.notes,
    explain: explains,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);

  const failed = !generationOk || measured.notes.length > 0 || measured.rows.some((r) => !r.ok) || flagged.length > 0;
  return failed ? 1 : 0;
}

runMain(main, { budgetMs: 30 * 60_000 });
