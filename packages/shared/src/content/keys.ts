/**
 * The known keys each game understands (docs/product.md#known-keys). Content may name only these;
 * unknown keys are filtered out and the game's default set is used when none is valid.
 */
export const BASIC_EMOTIONS = ['happy', 'sad', 'angry', 'worried', 'excited', 'surprised'] as const;
/** The self-recognition set uses calm instead of surprised. */
export const SELF_EMOTIONS = ['happy', 'sad', 'angry', 'worried', 'excited', 'calm'] as const;
export const EMOTION_KEYS = [...BASIC_EMOTIONS, 'calm'] as const;
export type EmotionKey = (typeof EMOTION_KEYS)[number];

/** 12 simple routine steps; the default is the first five. */
export const ROUTINE_STEPS = [
  'acordar',
  'tomar_banho',
  'escovar_dentes',
  'se_vestir',
  'tomar_cafe',
  'arrumar_mochila',
  'ir_escola',
  'almocar',
  'fazer_licao',
  'brincar',
  'jantar',
  'dormir',
] as const;
export const DEFAULT_ROUTINE_STEPS = ['acordar', 'tomar_banho', 'escovar_dentes', 'se_vestir', 'tomar_cafe'] as const;
export const ROUTINE_TYPES = ['morning', 'school', 'evening', 'daily'] as const;

export const COLOR_KEYS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange'] as const;

/** 12 symbols; the default is the first six. */
export const SYMBOL_KEYS = [
  'agua',
  'comida',
  'banheiro',
  'ajuda',
  'feliz',
  'obrigado',
  'triste',
  'brincar',
  'dormir',
  'dor',
  'mais',
  'parar',
] as const;
export const DEFAULT_SYMBOLS = ['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado'] as const;

/** Letters A to P; the default is A–E. */
export const LETTER_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'] as const;
export const DEFAULT_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** 5 social scenarios; at most 3 per session, the first 3 by default. */
export const SCENARIO_KEYS = [
  'dividir_brinquedo',
  'pedir_ajuda',
  'fazer_amigo',
  'esperar_vez',
  'colega_triste',
] as const;

export const FOCUS_TASKS = ['memory', 'spot_differences', 'focus', 'visual_puzzle'] as const;
/** The focus game's friendly targets; without one in the content a game picks one at random. */
export const FOCUS_TARGETS = ['borboleta', 'joaninha', 'estrela'] as const;
export const BREATHING_EXERCISES = ['basic', 'box', 'calming'] as const;
export const STORY_KEYS = ['dia_na_escola', 'plantando_flor', 'festa_aniversario'] as const;
/** 6 sorting categories of 6 items; the default is the first four. */
export const ORGANIZATION_CATEGORIES = ['carros', 'bonecas', 'livros', 'jogos', 'roupas', 'frutas'] as const;
export const DEFAULT_ORGANIZATION = ['carros', 'bonecas', 'livros', 'jogos'] as const;
export const TIME_TASKS = ['licao_de_casa', 'arrumar_quarto', 'leitura'] as const;
