import {
  BASIC_EMOTIONS,
  BREATHING_EXERCISES,
  COLOR_KEYS,
  DEFAULT_LETTERS,
  DEFAULT_ORGANIZATION,
  DEFAULT_ROUTINE_STEPS,
  DEFAULT_SYMBOLS,
  FOCUS_TASKS,
  LETTER_KEYS,
  ORGANIZATION_CATEGORIES,
  ROUTINE_STEPS,
  ROUTINE_TYPES,
  SCENARIO_KEYS,
  SELF_EMOTIONS,
  STORY_KEYS,
  SYMBOL_KEYS,
  TIME_TASKS,
} from '@neurobridge/shared/content/keys';
import { NEW_ACTIVITY_CONTENT } from '@neurobridge/shared/content/authoring';
import type { ActivityContent, ContentType } from '@neurobridge/shared/content/schemas';
import { COLOR_LABELS } from '../../../games/colors/color-data';
import { EMOTION_LABELS } from '../../../games/emotion/emotion-data';
import { LETTER_WORDS } from '../../../games/letters/letter-data';
import { CATEGORY_LABELS as ORGANIZATION_LABELS } from '../../../games/organization/organization-data';
import { STEP_LABELS } from '../../../games/routine/routine-data';
import { STORIES } from '../../../games/story/story-data';
import { SYMBOLS } from '../../../games/symbols/symbol-data';
import { breathingMessages } from '../../../locales/pt-BR/games/breathing';
import { routineMessages } from '../../../locales/pt-BR/games/routine';
import { timeManagementMessages } from '../../../locales/pt-BR/games/time-management';

/**
 * What the content form offers per game (docs/product.md#activity-editor): the games' own pt-BR
 * labels for their known keys (docs/product.md#known-keys), so the admin reads what the child sees.
 */

/** The 'Jogo' select, in the order of docs/product.md#games. */
export const GAME_LABELS: Record<ContentType, string> = {
  emotion_recognition: 'Emoções',
  sequence: 'Rotina',
  color_sorting: 'Cores',
  symbol_communication: 'Prancha de símbolos',
  visual_math: 'Contagem',
  letter_matching: 'Letras',
  social_scenario: 'Situações sociais',
  focus_exercise: 'Exercício de atenção',
  breathing_exercise: 'Respiração',
  impulse_control: 'Controle de impulsos',
  story_sequence: 'História em sequência',
  organization: 'Organização',
  movement_break: 'Pausa para movimento',
  time_management: 'Gestão do tempo',
};
export const GAME_TYPES = Object.keys(GAME_LABELS) as ContentType[];

export const FOCUS_TASK_LABELS: Record<(typeof FOCUS_TASKS)[number], string> = {
  memory: 'Jogo da memória',
  spot_differences: 'Encontre as diferenças',
  focus: 'Toque no amigo que se mexe',
  visual_puzzle: 'Quebra-cabeça visual',
};

const SCENARIO_LABELS: Record<(typeof SCENARIO_KEYS)[number], string> = {
  dividir_brinquedo: 'Dividir o brinquedo',
  pedir_ajuda: 'Pedir ajuda',
  fazer_amigo: 'Fazer um amigo',
  esperar_vez: 'Esperar a vez',
  colega_triste: 'Colega triste',
};

export interface KeyOption {
  key: string;
  label: string;
}
const options = <K extends string>(keys: readonly K[], label: (k: K) => string): KeyOption[] =>
  keys.map((key) => ({ key, label: label(key) }));

export const KEY_OPTIONS = {
  basicEmotions: options(BASIC_EMOTIONS, (k) => EMOTION_LABELS[k]),
  selfEmotions: options(SELF_EMOTIONS, (k) => EMOTION_LABELS[k]),
  symbols: options(SYMBOL_KEYS, (k) => SYMBOLS[k].label),
  steps: options(ROUTINE_STEPS, (k) => STEP_LABELS[k]),
  routineTypes: options(ROUTINE_TYPES, (k) => routineMessages.routineNames[k]),
  colors: options(COLOR_KEYS, (k) => COLOR_LABELS[k]),
  letters: options(LETTER_KEYS, (k) => `${k} (${LETTER_WORDS[k]})`),
  scenarios: options(SCENARIO_KEYS, (k) => SCENARIO_LABELS[k]),
  focusTasks: options(FOCUS_TASKS, (k) => FOCUS_TASK_LABELS[k]),
  breathing: options(BREATHING_EXERCISES, (k) => breathingMessages.exercises[k]),
  stories: options(STORY_KEYS, (k) => STORIES[k].title),
  organization: options(ORGANIZATION_CATEGORIES, (k) => ORGANIZATION_LABELS[k]),
  timeTasks: options(TIME_TASKS, (k) => timeManagementMessages.tasks[k].label),
};

/**
 * The content a game starts with when the admin picks it: the game's own default set written out,
 * so the boxes show what the child will get.
 */
export const GAME_DEFAULT_CONTENT: Record<ContentType, ActivityContent> = {
  emotion_recognition: NEW_ACTIVITY_CONTENT,
  symbol_communication: { type: 'symbol_communication', symbols: [...DEFAULT_SYMBOLS] },
  sequence: { type: 'sequence', steps: [...DEFAULT_ROUTINE_STEPS] },
  visual_math: { type: 'visual_math', difficulty: 'easy' },
  focus_exercise: { type: 'focus_exercise', task: 'memory' },
  color_sorting: { type: 'color_sorting', colors: [...COLOR_KEYS] },
  letter_matching: { type: 'letter_matching', letters: [...DEFAULT_LETTERS] },
  social_scenario: { type: 'social_scenario', scenarios: SCENARIO_KEYS.slice(0, 3) },
  breathing_exercise: { type: 'breathing_exercise', exercise: 'basic' },
  impulse_control: { type: 'impulse_control' },
  story_sequence: { type: 'story_sequence', story: 'dia_na_escola' },
  organization: { type: 'organization', categories: [...DEFAULT_ORGANIZATION] },
  movement_break: { type: 'movement_break' },
  time_management: { type: 'time_management' },
};
