import { z } from 'zod';
import {
  CRITERION_COUNT_MAX,
  CRITERION_UNITS,
  GOAL_ACTIVITIES_MAX,
  GOAL_AREAS,
  GOAL_MEASURES,
  GOAL_STATUSES,
  GOAL_TITLE_MAX,
  OBSERVATION_NOTE_MAX,
  PROMPT_LEVELS,
  SESSION_TRIALS_MAX,
  SETTABLE_GOAL_STATUSES,
  TRIAL_RESULTS,
} from '../domain/goals';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbId, dbIdParam } from './fields';

/**
 * A child's goals (PEI), their yes/no observations, session trial data and the plan's export
 * (docs/product.md#goals). The parent and every professional with access read every goal of the
 * child; a professional changes only the goals they created; the parent may change any.
 */

export const GOAL_NOT_FOUND = 'Meta não encontrada.';
export const GOAL_NOT_YOURS =
  'Só quem criou a meta pode alterá-la. O responsável pode pausar ou encerrar qualquer meta.';
export const TOO_MANY_ACTIVE_GOALS = 'Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.';
export const GOAL_ENDED = 'Esta meta foi encerrada: reative-a para registrar.';
export const NOT_AN_OBSERVATION_GOAL = 'Esta meta não é medida por observação.';
export const OBSERVATION_NOT_FOUND = 'Observação não encontrada.';
export const OBSERVATION_NOT_YOURS = 'Só quem registrou a observação pode removê-la.';
export const GOAL_ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';
/** A met goal stays met: it may be ended, not paused nor made active again (409). */
export const GOAL_MET_ONLY_ENDS = 'Esta meta já foi alcançada: ela pode ser encerrada, mas não pausada nem reativada.';

export const GOAL_TITLE_REQUIRED = userMessage('Dê um título à meta.');
export const GOAL_TITLE_TOO_LONG = userMessage(`O título pode ter no máximo ${GOAL_TITLE_MAX} caracteres.`);
export const GOAL_AREA_INVALID = userMessage('Escolha a área da meta.');
export const CRITERION_PERCENT_INVALID = userMessage('O critério deve ser de 1 a 100 %.');
export const CRITERION_COUNT_INVALID = userMessage(
  `O número de sessões ou dias seguidos deve ser de 1 a ${CRITERION_COUNT_MAX}.`,
);
export const CRITERION_UNIT_INVALID = userMessage('Escolha se o critério conta sessões ou dias.');
export const GOAL_MEASURE_INVALID = userMessage('Escolha como a meta é medida.');
export const START_DATE_INVALID = userMessage('Data de início inválida.');
export const REVIEW_DATE_INVALID = userMessage('Data de revisão inválida.');
export const REVIEW_BEFORE_START = userMessage('A data de revisão não pode ser antes do início.');
export const GOAL_STATUS_INVALID = userMessage('A situação deve ser ativa, pausada ou encerrada.');
export const GOAL_ACTIVITIES_INVALID = userMessage(`Escolha no máximo ${GOAL_ACTIVITIES_MAX} atividades, sem repetir.`);
export const GOAL_ACTIVITY_INVALID = userMessage('Atividade inválida.');
export const GAME_GOAL_NEEDS_ACTIVITY = userMessage(
  'Escolha ao menos uma atividade: a meta é medida pela pontuação nos jogos.',
);
export const GOAL_NOTHING_TO_CHANGE = userMessage('Nada para alterar.');
export const OBSERVED_ON_INVALID = userMessage('Data da observação inválida.');
/** Needs the server's clock. */
export const OBSERVED_ON_IN_FUTURE = 'A data da observação não pode ser depois de hoje.';
/** Needs the goal's stored start. */
export const OBSERVED_ON_BEFORE_START = userMessage('A data da observação não pode ser antes do início da meta.');
export const OBSERVATION_ACHIEVED_INVALID = userMessage('Diga se foi observado (sim ou não).');
export const OBSERVATION_NOTE_TOO_LONG = userMessage(
  `A anotação pode ter no máximo ${OBSERVATION_NOTE_MAX} caracteres.`,
);
export const TRIAL_RESULT_INVALID = userMessage('Resposta da tentativa inválida.');
export const TRIAL_PROMPT_INVALID = userMessage('Nível de ajuda inválido.');
export const TOO_MANY_TRIALS = userMessage(`Uma sessão pode ter no máximo ${SESSION_TRIALS_MAX} tentativas.`);
export const SESSION_NOT_FOUND = 'Sessão não encontrada.';
export const EXPORT_DATE_INVALID = userMessage('Data do período inválida.');
export const EXPORT_PERIOD_INVALID = userMessage('Período inválido: a data inicial é depois da final.');
export const EXPORT_PERIOD_TOO_LONG = userMessage('O período pode ter no máximo 2 anos.');

function isCalendarDay(s: string): boolean {
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
/** A real calendar day, YYYY-MM-DD, from 2000 on. */
const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDay, message)
    .refine((s) => s >= '2000-01-01', message);

export const goalCriterion = z.object({
  percent: z.number().int(),
  count: z.number().int(),
  unit: z.enum(CRITERION_UNITS),
  measure: z.enum(GOAL_MEASURES),
});

export const goal = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  title: z.string(),
  area: z.enum(GOAL_AREAS),
  criterion: goalCriterion,
  /** `criterionText`: '80 % de acerto em 3 sessões seguidas'. */
  criterion_text: z.string(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  review_date: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  /** When the criterion first held (ISO), written once; 'Meta alcançada em …'. */
  met_at: z.string().nullable(),
  /** The linked catalogue activities whose results count toward it. */
  activities: z.array(z.object({ id: z.number().int(), title: z.string() })),
  created_by: z.object({
    name: z.string(),
    role: z.enum(['parent', 'professional']),
    /** The professional's type label (`professionalTypeLabel`); null for the parent. */
    professional_type: z.string().nullable(),
  }),
  /** The caller may change it (its creator, or the parent). */
  can_edit: z.boolean(),
  /** The latest value of its criterion's measure (0–100), null before the first. */
  last_value: z.number().int().nullable(),
  /** How many measures of its criterion's measure it has. */
  measures_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Goal = z.infer<typeof goal>;

export const childGoals = z.object({
  /** Active first, then paused, met and ended; newest first within each. */
  goals: z.array(goal),
  active_count: z.number().int(),
});
export type ChildGoals = z.infer<typeof childGoals>;

/** A game result of a linked activity (value: its score). */
export const gameMeasure = z.object({ at: z.string(), value: z.number().int(), activity_title: z.string() });
/** A session with trials for the goal (value: % correct of the session's measure, see docs). */
export const sessionMeasure = z.object({
  session_id: z.number().int(),
  /** The session's date, YYYY-MM-DD. */
  at: z.string(),
  value: z.number().int(),
  independent_percent: z.number().int(),
  trials: z.number().int(),
  professional_name: z.string(),
});
export const observationMeasure = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD. */
  at: z.string(),
  /** 100 for 'sim', 0 for 'não'. */
  value: z.number().int(),
  note: z.string().nullable(),
  recorder_name: z.string(),
  /** The caller recorded it (and may remove it). */
  mine: z.boolean(),
});
/**
 * A pair [before, after] of values of any kind. Declared as an array of two: the answer's
 * serialiser (fast-json-stringify) refuses a tuple of untyped items (`items: [{}, {}]`), and the
 * type stays the pair the screens read.
 */
const beforeAfter = z.array(z.unknown()).length(2) as unknown as z.ZodType<[unknown, unknown]>;

export const goalEvent = z.object({
  at: z.string(),
  /** Null when the rule did it ('Meta alcançada'). */
  actor_name: z.string().nullable(),
  action: z.enum(['created', 'updated', 'status', 'met', 'observation']),
  /** Field → [before, after], as stored values. */
  changes: z.record(z.string(), beforeAfter).nullable(),
});

/** A goal with its measures since its start (the latest 200 of each, oldest first) and its history (newest first). */
export const goalDetail = z.object({
  goal,
  measures: z.object({
    game: z.array(gameMeasure),
    sessions: z.array(sessionMeasure),
    observations: z.array(observationMeasure),
  }),
  history: z.array(goalEvent),
});
export type GoalDetail = z.infer<typeof goalDetail>;

const goalFields = {
  title: z
    .string({ error: GOAL_TITLE_REQUIRED })
    .trim()
    .min(1, GOAL_TITLE_REQUIRED)
    .max(GOAL_TITLE_MAX, GOAL_TITLE_TOO_LONG),
  area: z.enum(GOAL_AREAS, { error: GOAL_AREA_INVALID }),
  criterion_percent: boundedInt(1, 100, CRITERION_PERCENT_INVALID),
  criterion_count: boundedInt(1, CRITERION_COUNT_MAX, CRITERION_COUNT_INVALID),
  criterion_unit: z.enum(CRITERION_UNITS, { error: CRITERION_UNIT_INVALID }),
  measure: z.enum(GOAL_MEASURES, { error: GOAL_MEASURE_INVALID }),
  start_date: day(START_DATE_INVALID),
  review_date: day(REVIEW_DATE_INVALID).nullable().optional(),
  activity_ids: z
    .array(dbId(GOAL_ACTIVITY_INVALID), { error: GOAL_ACTIVITIES_INVALID })
    .max(GOAL_ACTIVITIES_MAX, GOAL_ACTIVITIES_INVALID)
    .refine((ids) => new Set(ids).size === ids.length, GOAL_ACTIVITIES_INVALID),
};

export const createGoalBody = z
  .strictObject({ ...goalFields, activity_ids: goalFields.activity_ids.default([]) })
  .superRefine((b, ctx) => {
    if (b.review_date && b.review_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['review_date'], message: REVIEW_BEFORE_START });
    if (b.measure === 'game_score' && b.activity_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['activity_ids'], message: GAME_GOAL_NEEDS_ACTIVITY });
  });
export type CreateGoalBody = z.input<typeof createGoalBody>;

/**
 * Any of the fields, and `status` (ativa, pausada, encerrada; `met` only by the rule). The dates and
 * the game measure's activities are checked again with the stored values on the server.
 */
export const updateGoalBody = z
  .strictObject({ ...goalFields, status: z.enum(SETTABLE_GOAL_STATUSES, { error: GOAL_STATUS_INVALID }) })
  .partial()
  .refine((b) => Object.keys(b).length > 0, GOAL_NOTHING_TO_CHANGE)
  .refine((b) => !b.review_date || !b.start_date || b.review_date >= b.start_date, {
    message: REVIEW_BEFORE_START,
    path: ['review_date'],
  });
export type UpdateGoalBody = z.input<typeof updateGoalBody>;

export const goalParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  goalId: dbIdParam('Identificador inválido.'),
});

export const observationBody = z.strictObject({
  /** YYYY-MM-DD, not before the goal's start nor after today (São Paulo). */
  observed_on: day(OBSERVED_ON_INVALID),
  achieved: z.boolean({ error: OBSERVATION_ACHIEVED_INVALID }),
  note: z.string().trim().max(OBSERVATION_NOTE_MAX, OBSERVATION_NOTE_TOO_LONG).nullable().optional(),
});
export type ObservationBody = z.input<typeof observationBody>;

export const observationParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  goalId: dbIdParam('Identificador inválido.'),
  observationId: dbIdParam('Identificador inválido.'),
});

/** The answer to a write that may have met the goal: the goal as it now is. */
export const observationResponse = z.object({ observation: observationMeasure, goal });
export type ObservationResponse = z.infer<typeof observationResponse>;

// ——— Session trials (docs/product.md#session-trials) ———

/** Strict: a field the trial does not know is refused ('Campo não permitido: …'), not dropped. */
export const trial = z.strictObject(
  {
    result: z.enum(TRIAL_RESULTS, { error: TRIAL_RESULT_INVALID }),
    prompt: z.enum(PROMPT_LEVELS, { error: TRIAL_PROMPT_INVALID }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? TRIAL_RESULT_INVALID : undefined) },
);

const trialSummary = z.object({
  total: z.number().int(),
  correct_percent: z.number().int().nullable(),
  independent_percent: z.number().int().nullable(),
});

/** One person's record of a session's trials for one goal. */
export const trialRecord = z.object({
  recorder_name: z.string(),
  mine: z.boolean(),
  /** The professional who logged the session: theirs is the session's measure when there are several. */
  is_session_professional: z.boolean(),
  trials: z.array(trial),
  summary: trialSummary,
});

export const sessionGoalTrials = z.object({
  goal_id: z.number().int(),
  title: z.string(),
  criterion_text: z.string(),
  status: z.enum(GOAL_STATUSES),
  /** The session professional's record first, then the others in the order they began recording (the first is the session's measure). */
  records: z.array(trialRecord),
  /** Each other recorder's trial-by-trial agreement with the first record (`trialAgreement`). */
  agreement: z.array(z.object({ recorder_name: z.string(), percent: z.number().int().nullable() })),
});

export const sessionTrials = z.object({
  session: z.object({
    id: z.number().int(),
    /** YYYY-MM-DD. */
    session_date: z.string(),
    session_type: z.string(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    professional_name: z.string(),
  }),
  /** The child's goals that are not ended, and any goal with trials in this session. */
  goals: z.array(sessionGoalTrials),
  /** The caller's trials in this session, all goals together (at most `SESSION_TRIALS_MAX`). */
  my_total: z.number().int(),
});
export type SessionTrials = z.infer<typeof sessionTrials>;

export const sessionTrialsParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  sessionId: dbIdParam('Identificador inválido.'),
});
export const sessionGoalTrialsParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  sessionId: dbIdParam('Identificador inválido.'),
  goalId: dbIdParam('Identificador inválido.'),
});

/** The caller's whole list for the goal in this session, in order (replaces what they had): undo is a shorter list. */
export const putTrialsBody = z.strictObject({
  trials: z.array(trial, { error: TRIAL_RESULT_INVALID }).max(SESSION_TRIALS_MAX, TOO_MANY_TRIALS),
});
export type PutTrialsBody = z.input<typeof putTrialsBody>;

export const putTrialsResponse = z.object({ record: trialRecord, goal });
export type PutTrialsResponse = z.infer<typeof putTrialsResponse>;

/** The plan's export period: inclusive days, at most 2 years; without them the last 90 days. */
export const planExportQuery = z
  .strictObject({ from: day(EXPORT_DATE_INVALID).optional(), to: day(EXPORT_DATE_INVALID).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, EXPORT_PERIOD_INVALID)
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      new Date(`${q.to}T12:00:00Z`).getTime() - new Date(`${q.from}T12:00:00Z`).getTime() <= 731 * 86_400_000,
    EXPORT_PERIOD_TOO_LONG,
  );
export type PlanExportQuery = z.input<typeof planExportQuery>;

const base = { access: 'user', tag: 'goals' } as const;

export const goalsApi = {
  list: endpoint({
    ...base,
    method: 'GET',
    path: '/api/children/:id/goals',
    child: 'read',
    params: childIdParams,
    status: 200,
    response: childGoals,
  }),
  /** The parent or a professional with access. */
  create: endpoint({
    ...base,
    method: 'POST',
    path: '/api/children/:id/goals',
    child: 'record',
    idempotency: 'required',
    fieldErrors: true,
    params: childIdParams,
    body: createGoalBody,
    status: 201,
    response: goal,
  }),
  detail: endpoint({
    ...base,
    method: 'GET',
    path: '/api/children/:id/goals/:goalId',
    child: 'read',
    params: goalParams,
    status: 200,
    response: goalDetail,
  }),
  /** Its creator, or the parent (who may also pause or end any goal). */
  update: endpoint({
    ...base,
    method: 'PATCH',
    path: '/api/children/:id/goals/:goalId',
    child: 'record',
    fieldErrors: true,
    params: goalParams,
    body: updateGoalBody,
    status: 200,
    response: goal,
  }),
  /** A yes/no observation; only for a goal measured by observation, not ended. */
  addObservation: endpoint({
    ...base,
    method: 'POST',
    path: '/api/children/:id/goals/:goalId/observations',
    child: 'record',
    idempotency: 'required',
    fieldErrors: true,
    params: goalParams,
    body: observationBody,
    status: 201,
    response: observationResponse,
  }),
  /** The observation's recorder only. */
  removeObservation: endpoint({
    ...base,
    method: 'DELETE',
    path: '/api/children/:id/goals/:goalId/observations/:observationId',
    child: 'record',
    params: observationParams,
    status: 204,
  }),
  /** Any session logged for the child; the parent and every professional with access. */
  sessionTrials: endpoint({
    ...base,
    method: 'GET',
    path: '/api/children/:id/sessions/:sessionId/trials',
    child: 'read',
    params: sessionTrialsParams,
    status: 200,
    response: sessionTrials,
  }),
  putTrials: endpoint({
    ...base,
    method: 'PUT',
    path: '/api/children/:id/sessions/:sessionId/trials/:goalId',
    child: 'record',
    params: sessionGoalTrialsParams,
    body: putTrialsBody,
    status: 200,
    response: putTrialsResponse,
  }),
  /** `;`-separated CSV with BOM, formula-safe: goals, sessions with trials, linked game results, observations, the home programme. */
  planCsv: endpoint({
    ...base,
    method: 'GET',
    path: '/api/children/:id/plan/export.csv',
    child: 'read',
    answer: 'file',
    params: childIdParams,
    query: planExportQuery,
    status: 200,
  }),
  /** An A4 PDF for a review meeting: goals, criteria, charts, adherence, the period's notes. */
  planPdf: endpoint({
    ...base,
    method: 'GET',
    path: '/api/children/:id/plan/summary.pdf',
    child: 'read',
    answer: 'file',
    params: childIdParams,
    query: planExportQuery,
    status: 200,
  }),
};
