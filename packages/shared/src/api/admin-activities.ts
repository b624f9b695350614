import { z } from 'zod';
import { authoredContent } from '../content/authoring';
import { ADMIN_CATEGORIES } from '../domain/categories';
import { activity } from './activities';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { dbIdParam } from './fields';

/**
 * The administration's activity catalogue editor (docs/product.md#activity-editor). Every route is
 * for an administrator's bearer token only (docs/decisions/010-route-access.md).
 */

/** The five kinds of activity of the admin form, with their labels. */
export const ACTIVITY_TYPES = ['interactive', 'assessment', 'therapy', 'game', 'exercise'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  interactive: 'Interativa',
  assessment: 'Avaliação',
  therapy: 'Terapia',
  game: 'Jogo',
  exercise: 'Exercício',
};

export const DIFFICULTY_LABELS: Record<number, string> = { 1: 'Fácil', 2: 'Médio', 3: 'Difícil' };

export const ACTIVITY_AGE_MIN = 3;
export const ACTIVITY_AGE_MAX = 17;
export const ACTIVITY_DURATION_MIN = 5;
export const ACTIVITY_DURATION_MAX = 60;
export const ACTIVITY_DURATION_DEFAULT = 15;
export const ACTIVITY_TITLE_MAX = 120;
export const ACTIVITY_TEXT_MAX = 1000;
export const UNLOCK_DESCRIPTION_MAX = 200;
/** A premium activity unlocks after at most three years of subscription. */
export const REQUIRED_MONTHS_MAX = 36;

export const CONFIRM_DELETE_ACTIVITY = 'Tem certeza que deseja excluir esta atividade?';
export const CONFIRM_GENERATE_TEMPLATES = 'Isso irá gerar atividades padrão baseadas nas melhores práticas. Continuar?';

export const INVALID_TITLE = userMessage(`O título deve ter de 1 a ${ACTIVITY_TITLE_MAX} caracteres.`);
export const INVALID_DESCRIPTION = userMessage(`A descrição pode ter no máximo ${ACTIVITY_TEXT_MAX} caracteres.`);
export const INVALID_OBJECTIVES = userMessage(
  `Os objetivos de aprendizagem podem ter no máximo ${ACTIVITY_TEXT_MAX} caracteres.`,
);
export const INVALID_CATEGORY = userMessage('Escolha uma categoria da lista.');
export const INVALID_ACTIVITY_TYPE = userMessage('Escolha um tipo de atividade da lista.');
export const INVALID_DIFFICULTY = userMessage('A dificuldade deve ser 1 (Fácil), 2 (Médio) ou 3 (Difícil).');
export const INVALID_FLAG = userMessage('Use 1 ou 0 para TEA e TDAH.');
export const INVALID_SUPPORT_LEVEL = userMessage('O nível deve ser 1, 2 ou 3.');
export const INVALID_AGE = userMessage(
  `As idades devem ser números inteiros de ${ACTIVITY_AGE_MIN} a ${ACTIVITY_AGE_MAX}.`,
);
export const INVALID_AGE_ORDER = userMessage('A idade máxima não pode ser menor que a mínima.');
export const INVALID_DURATION = userMessage(
  `A duração deve ser de ${ACTIVITY_DURATION_MIN} a ${ACTIVITY_DURATION_MAX} minutos.`,
);
export const INVALID_PREMIUM = userMessage('Premium deve ser verdadeiro ou falso.');
export const INVALID_REQUIRED_MONTHS = userMessage(
  `Os meses de assinatura exigidos devem ser um número inteiro de 0 a ${REQUIRED_MONTHS_MAX}.`,
);
export const INVALID_UNLOCK_DESCRIPTION = userMessage(
  `O texto de desbloqueio pode ter no máximo ${UNLOCK_DESCRIPTION_MAX} caracteres.`,
);
export const MONTHS_NEED_PREMIUM = userMessage('Só uma atividade premium pode exigir meses de assinatura.');

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const flag = z.union([z.literal(0), z.literal(1)], { error: INVALID_FLAG });
const level = int(1, 3, INVALID_SUPPORT_LEVEL).nullable();
/** Optional text: '' and whitespace read as none (null). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * An activity as the editor reads it: the library's fields (docs/product.md#activity-fields), never
 * locked, so without `is_locked`; `content` is the stored JSON text.
 */
export const adminActivity = activity.omit({ is_locked: true }).extend({
  /** The admin's own text; null means the product's text for the tier (`unlock_description` of the library). */
  unlock_description: z.string().nullable(),
  /** False once deleted: kept so progress that points at it stays readable; `restore` brings it back. */
  is_active: z.boolean(),
  /** One of the standard activities ('Gerar Templates' restores those missing). */
  is_standard: z.boolean(),
});
export type AdminActivity = z.infer<typeof adminActivity>;
export const adminActivityList = z.object({ activities: z.array(adminActivity) });
export type AdminActivityList = z.infer<typeof adminActivityList>;

/**
 * The whole activity, for a new one (POST) or an edit (PUT replaces every field). A TEA/TDAH level
 * is kept only while its flag is 1; months are kept only for a premium activity.
 */
export const adminActivityBody = z
  .strictObject({
    title: z.string({ error: INVALID_TITLE }).trim().min(1, INVALID_TITLE).max(ACTIVITY_TITLE_MAX, INVALID_TITLE),
    description: z
      .string({ error: INVALID_DESCRIPTION })
      .trim()
      .max(ACTIVITY_TEXT_MAX, INVALID_DESCRIPTION)
      .default(''),
    category: z.enum(ADMIN_CATEGORIES, { error: INVALID_CATEGORY }),
    difficulty_level: int(1, 3, INVALID_DIFFICULTY).default(1),
    for_tea: flag.default(1),
    for_tdah: flag.default(1),
    // Both diagnoses on, at level 1, for a new activity (docs/product.md#activity-editor).
    tea_level: level.default(1),
    tdah_level: level.default(1),
    min_age: int(ACTIVITY_AGE_MIN, ACTIVITY_AGE_MAX, INVALID_AGE).default(ACTIVITY_AGE_MIN),
    max_age: int(ACTIVITY_AGE_MIN, ACTIVITY_AGE_MAX, INVALID_AGE).default(ACTIVITY_AGE_MAX),
    activity_type: z.enum(ACTIVITY_TYPES, { error: INVALID_ACTIVITY_TYPE }).default('game'),
    /** null shows as 'Variável', as some standard activities do. */
    estimated_duration: int(ACTIVITY_DURATION_MIN, ACTIVITY_DURATION_MAX, INVALID_DURATION)
      .nullable()
      .default(ACTIVITY_DURATION_DEFAULT),
    content: authoredContent,
    learning_objectives: optionalText(ACTIVITY_TEXT_MAX, INVALID_OBJECTIVES).default(null),
    is_premium: z.boolean({ error: INVALID_PREMIUM }).default(false),
    required_subscription_months: int(0, REQUIRED_MONTHS_MAX, INVALID_REQUIRED_MONTHS).default(0),
    unlock_description: optionalText(UNLOCK_DESCRIPTION_MAX, INVALID_UNLOCK_DESCRIPTION).default(null),
  })
  .refine((a) => a.min_age <= a.max_age, { message: INVALID_AGE_ORDER, path: ['max_age'] })
  .refine((a) => a.is_premium || a.required_subscription_months === 0, {
    message: MONTHS_NEED_PREMIUM,
    path: ['required_subscription_months'],
  })
  .transform((a) => ({
    ...a,
    tea_level: a.for_tea === 1 ? a.tea_level : null,
    tdah_level: a.for_tdah === 1 ? a.tdah_level : null,
  }));
export type AdminActivityBody = z.input<typeof adminActivityBody>;
export type AdminActivityValues = z.output<typeof adminActivityBody>;

export const adminActivityParams = z.strictObject({ id: dbIdParam('Atividade inválida.') });

/** How many standard activities 'Gerar Templates' added (new or restored); 0 when none was missing. */
export const generateTemplatesResponse = z.object({ added: z.number().int() });
export type GenerateTemplatesResponse = z.infer<typeof generateTemplatesResponse>;

export const adminActivitiesApi = {
  /** Every activity, deleted ones too (the screen filters them): about a hundred rows. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/activities',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    status: 200,
    response: adminActivityList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/activities',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    body: adminActivityBody,
    status: 201,
    response: adminActivity,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/activities/:id',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    params: adminActivityParams,
    body: adminActivityBody,
    status: 200,
    response: adminActivity,
  }),
  /** Deactivates: the activity leaves the library at once and stays gone after a restart. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/activities/:id',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    params: adminActivityParams,
    status: 204,
  }),
  /** Undoes a delete. */
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/activities/:id/restore',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    params: adminActivityParams,
    status: 200,
    response: adminActivity,
  }),
  generateTemplates: endpoint({
    method: 'POST',
    path: '/api/admin/activities/generate-templates',
    access: 'admin',
    area: 'activities',
    tag: 'admin',
    status: 200,
    response: generateTemplatesResponse,
  }),
};
