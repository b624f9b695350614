/**
 * Game kinds and their levels (docs/product.md#game-levels). A kind is what the child plays, as the
 * web's game registry tells games apart: one content type can hold several kinds (the
 * `focus_exercise` tasks), and the emotion game's self-recognition set is a kind of its own. Each
 * content type folder declares the kind of its contents (`gameKindOf` in content/schemas.ts).
 */
export const GAME_KINDS = [
  'emotions',
  'self_recognition',
  'routine',
  'colors',
  'symbols',
  'counting',
  'letters',
  'social',
  'memory',
  'spot_differences',
  'focus',
  'visual_puzzle',
  'breathing',
  'impulse',
  'story',
  'organization',
  'movement',
  'time_management',
] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** The kinds with levels: self-recognition (no wrong feeling) and breathing have none. */
export const LEVELLED_KINDS = GAME_KINDS.filter(
  (kind): kind is Exclude<GameKind, 'self_recognition' | 'breathing'> =>
    kind !== 'self_recognition' && kind !== 'breathing',
);
export type LevelledKind = (typeof LEVELLED_KINDS)[number];

export function isLevelledKind(kind: string): kind is LevelledKind {
  return (LEVELLED_KINDS as readonly string[]).includes(kind);
}

/** How the parent and the professional read a kind. */
export const GAME_KIND_LABELS: Record<GameKind, string> = {
  emotions: 'Emoções',
  self_recognition: 'Autorreconhecimento',
  routine: 'Rotina',
  colors: 'Cores',
  symbols: 'Símbolos',
  counting: 'Contagem',
  letters: 'Letras',
  social: 'Situações sociais',
  memory: 'Memória',
  spot_differences: 'Jogo dos erros',
  focus: 'Foco',
  visual_puzzle: 'Quebra-cabeça',
  breathing: 'Respiração',
  impulse: 'Controle de impulsos',
  story: 'Histórias',
  organization: 'Organização',
  movement: 'Movimento',
  time_management: 'Tempo',
};

export type GameLevel = 1 | 2 | 3;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 3;
/** Every child starts each kind here: level 2 is the game as docs/product.md#games describes it. */
export const START_LEVEL: GameLevel = 2;
export const LEVELS: readonly GameLevel[] = [1, 2, 3];

export const LEVEL_LABELS: Record<GameLevel, string> = { 1: 'Nível 1', 2: 'Nível 2', 3: 'Nível 3' };

/** A score at or above this counts toward going up; below `LEVEL_DOWN_BELOW`, toward going down. */
export const LEVEL_UP_AT = 80;
export const LEVEL_DOWN_BELOW = 40;
/** Results in a row that move a level. */
export const RESULTS_TO_MOVE = 2;

/** A child's place in one kind: the level, whether the parent pinned it, and the current runs. */
export interface LevelState {
  level: GameLevel;
  pinned: boolean;
  /** Finished results in a row at ≥ 80 % since the level last changed. */
  highRun: number;
  /** Finished results in a row below 40 % since the level last changed. */
  lowRun: number;
}

export const startState = (): LevelState => ({ level: START_LEVEL, pinned: false, highRun: 0, lowRun: 0 });

/**
 * The level rule (docs/product.md#game-levels), after one finished result with a score: two in a
 * row at ≥ 80 % go up one level, two in a row below 40 % go down one, anything else stays; a move
 * starts both runs again. A pinned level never moves (the runs are not counted while pinned), and
 * the level stays within 1–3 (two good results at level 3 keep it at 3).
 */
export function applyResult(state: LevelState, score: number): LevelState {
  if (state.pinned) return { ...state, highRun: 0, lowRun: 0 };
  const highRun = score >= LEVEL_UP_AT ? state.highRun + 1 : 0;
  const lowRun = score < LEVEL_DOWN_BELOW ? state.lowRun + 1 : 0;
  if (highRun >= RESULTS_TO_MOVE && state.level < MAX_LEVEL) {
    return { level: (state.level + 1) as GameLevel, pinned: false, highRun: 0, lowRun: 0 };
  }
  if (lowRun >= RESULTS_TO_MOVE && state.level > MIN_LEVEL) {
    return { level: (state.level - 1) as GameLevel, pinned: false, highRun: 0, lowRun: 0 };
  }
  return { ...state, highRun: Math.min(highRun, RESULTS_TO_MOVE), lowRun: Math.min(lowRun, RESULTS_TO_MOVE) };
}
