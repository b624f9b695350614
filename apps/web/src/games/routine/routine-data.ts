import type {
  DEFAULT_ROUTINE_STEPS,
  ROUTINE_STEPS,
  ROUTINE_TYPES,
} from '@neurobridge/shared/content/types/sequence/keys';

export type SimpleStep = (typeof ROUTINE_STEPS)[number];
export type RoutineType = (typeof ROUTINE_TYPES)[number];
export type DefaultStep = (typeof DEFAULT_ROUTINE_STEPS)[number];

/**
 * The scheduled routine's 22 steps, 07:00 to 21:30 (docs/product.md#routine-game), in the order of
 * the day. The 12 simple steps (keys.ts ROUTINE_STEPS) are among them, so one label and one picture
 * serve both modes. Every label is distinct: with the times hidden, two cards that read the same
 * ("Escovar os dentes" in the morning and at night) could not be told apart.
 */
export const SCHEDULE = [
  { key: 'acordar', time: '07:00' },
  { key: 'usar_banheiro', time: '07:10' },
  { key: 'se_vestir', time: '07:20' },
  { key: 'tomar_cafe', time: '07:30' },
  { key: 'escovar_dentes', time: '07:45' },
  { key: 'arrumar_mochila', time: '08:00' },
  { key: 'ir_escola', time: '08:15' },
  { key: 'assistir_aula', time: '08:30' },
  { key: 'lanchar_recreio', time: '10:00' },
  { key: 'voltar_casa', time: '12:00' },
  { key: 'almocar', time: '12:30' },
  { key: 'descansar', time: '13:30' },
  { key: 'fazer_licao', time: '14:30' },
  { key: 'lanche_tarde', time: '16:00' },
  { key: 'brincar', time: '16:30' },
  { key: 'guardar_brinquedos', time: '18:00' },
  { key: 'tomar_banho', time: '18:30' },
  { key: 'jantar', time: '19:00' },
  { key: 'vestir_pijama', time: '19:30' },
  { key: 'escovar_dentes_noite', time: '20:00' },
  { key: 'ouvir_historia', time: '20:30' },
  { key: 'dormir', time: '21:30' },
] as const;

export type StepKey = (typeof SCHEDULE)[number]['key'];

export const STEP_TIMES = Object.fromEntries(SCHEDULE.map((s) => [s.key, s.time])) as Record<StepKey, string>;

export const STEP_LABELS: Record<StepKey, string> = {
  acordar: 'Acordar',
  usar_banheiro: 'Ir ao banheiro',
  se_vestir: 'Se vestir',
  tomar_cafe: 'Tomar café',
  escovar_dentes: 'Escovar os dentes',
  arrumar_mochila: 'Arrumar a mochila',
  ir_escola: 'Ir para a escola',
  assistir_aula: 'Assistir à aula',
  lanchar_recreio: 'Lanchar no recreio',
  voltar_casa: 'Voltar para casa',
  almocar: 'Almoçar',
  descansar: 'Descansar',
  fazer_licao: 'Fazer a lição',
  lanche_tarde: 'Lanche da tarde',
  brincar: 'Brincar',
  guardar_brinquedos: 'Guardar os brinquedos',
  tomar_banho: 'Tomar banho',
  jantar: 'Jantar',
  vestir_pijama: 'Vestir o pijama',
  escovar_dentes_noite: 'Escovar os dentes antes de dormir',
  ouvir_historia: 'Ouvir uma história',
  dormir: 'Dormir',
};

/**
 * Which steps each routine_type plays, in the order of the day. Morning: from waking up to the
 * backpack (6). School: the school day, backpack to homework (7). Evening: from tidying up to
 * sleep (7). Daily: all 22 — the catalogue describes it as "Todos os passos do dia, das 7h às
 * 21h30" and gives it to older children (8–17) as the long challenge.
 */
export const ROUTINE_TYPE_STEPS: Record<RoutineType, readonly StepKey[]> = {
  morning: ['acordar', 'usar_banheiro', 'se_vestir', 'tomar_cafe', 'escovar_dentes', 'arrumar_mochila'],
  school: ['arrumar_mochila', 'ir_escola', 'assistir_aula', 'lanchar_recreio', 'voltar_casa', 'almocar', 'fazer_licao'],
  evening: [
    'guardar_brinquedos',
    'tomar_banho',
    'jantar',
    'vestir_pijama',
    'escovar_dentes_noite',
    'ouvir_historia',
    'dormir',
  ],
  daily: SCHEDULE.map((s) => s.key),
};
