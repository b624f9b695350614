import { z } from 'zod';
import { SECRET_MAX } from './admin-payment-settings';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbIdParam } from './fields';

/**
 * The administration's AI assistant screen (docs/product.md#admin-ai-bot): training items, the
 * provider settings and a test box. For an administrator's bearer token only
 * (docs/decisions/010-route-access.md).
 */

export const AI_TRAINING_CATEGORIES = [
  'greeting',
  'educational',
  'motivational',
  'help',
  'social',
  'emotional',
] as const;
export type AiTrainingCategory = (typeof AI_TRAINING_CATEGORIES)[number];
export const AI_TRAINING_CATEGORY_LABELS: Record<AiTrainingCategory, string> = {
  greeting: 'Saudação',
  educational: 'Educacional',
  motivational: 'Motivacional',
  help: 'Ajuda',
  social: 'Social',
  emotional: 'Emocional',
};
/** The form goes back to this category after an item is added. */
export const DEFAULT_TRAINING_CATEGORY: AiTrainingCategory = 'greeting';

export const AI_MODELS = ['o4-mini', 'o3', 'gpt-4.1'] as const;
export type AiModel = (typeof AI_MODELS)[number];
export const AI_MODEL_LABELS: Record<AiModel, string> = {
  'o4-mini': 'o4-mini (recomendado)',
  o3: 'o3 (mais avançado)',
  'gpt-4.1': 'gpt-4.1 (contexto amplo)',
};
export const DEFAULT_AI_MODEL: AiModel = 'o4-mini';
export const DEFAULT_TEMPERATURE = 0.7;
export const DEFAULT_MAX_TOKENS = 500;
export const MAX_TOKENS_MIN = 100;
export const MAX_TOKENS_MAX = 2000;
export const TEMPERATURE_STEP = 0.1;
export const TRAINING_PROMPT_MAX = 500;
export const TRAINING_RESPONSE_MAX = 2000;
export const SYSTEM_PROMPT_MAX = 4000;
export const TEST_MESSAGE_MAX = 500;

/** Models whose name starts with 'o' take only temperature 1: the slider is fixed and disabled. */
export function hasFixedTemperature(model: string): boolean {
  return model.startsWith('o');
}
/** The temperature a model is called with. */
export function effectiveTemperature(model: string, temperature: number): number {
  return hasFixedTemperature(model) ? 1 : temperature;
}

export const DEFAULT_SYSTEM_PROMPT =
  'Você é um assistente educacional amigável, positivo e paciente para crianças com TEA (autismo) e TDAH. ' +
  'Responda em português do Brasil, com frases curtas e simples, um tom carinhoso e encorajador, e use emojis ' +
  'com moderação para deixar a conversa divertida. Elogie o esforço, explique passo a passo e, quando o assunto ' +
  'não for para crianças, mude gentilmente para um tema seguro. Nunca peça dados pessoais e nunca envie links.';

// Success texts and the screen's fallbacks when the server gives none (docs/product.md#admin-ai-bot).
export const TRAINING_ADDED = 'Item de treinamento adicionado com sucesso!';
export const TRAINING_UPDATED = 'Item de treinamento atualizado com sucesso!';
export const TRAINING_REMOVED = 'Item removido com sucesso!';
export const AI_SETTINGS_SAVED = 'Configurações da IA salvas com sucesso!';
export const TRAINING_SAVE_FAILED = 'Erro ao salvar item de treinamento';
export const TRAINING_REMOVE_FAILED = 'Erro ao remover item.';
export const AI_SETTINGS_SAVE_FAILED = 'Erro ao salvar configurações';
export const AI_TEST_FAILED = 'Erro ao testar IA';
export const TRAINING_NOT_FOUND = 'Item de treinamento não encontrado.';
/** 400 when the API key is set by the server's environment (OPENAI_API_KEY) and a new one is sent. */
export const AI_KEY_LOCKED = 'A chave da API vem do ambiente (OPENAI_API_KEY) e não pode ser alterada aqui.';

export const TEST_MESSAGE_REQUIRED = userMessage('Digite uma mensagem para testar');
export const TEST_MESSAGE_TOO_LONG = userMessage(`A mensagem pode ter no máximo ${TEST_MESSAGE_MAX} caracteres.`);
export const TRAINING_PROMPT_REQUIRED = userMessage('A pergunta é obrigatória.');
export const TRAINING_PROMPT_TOO_LONG = userMessage(`A pergunta pode ter no máximo ${TRAINING_PROMPT_MAX} caracteres.`);
export const TRAINING_RESPONSE_REQUIRED = userMessage('A resposta é obrigatória.');
export const TRAINING_RESPONSE_TOO_LONG = userMessage(
  `A resposta pode ter no máximo ${TRAINING_RESPONSE_MAX} caracteres.`,
);
export const INVALID_TRAINING_CATEGORY = userMessage(
  'Categoria inválida: use greeting, educational, motivational, help, social ou emotional.',
);
export const INVALID_AI_MODEL = userMessage('Modelo inválido: use o4-mini, o3 ou gpt-4.1.');
export const INVALID_TEMPERATURE = userMessage('A temperatura deve ser de 0 a 1, em passos de 0,1.');
export const INVALID_MAX_TOKENS = userMessage(
  `O máximo de tokens deve ser um número inteiro de ${MAX_TOKENS_MIN} a ${MAX_TOKENS_MAX}.`,
);
export const SYSTEM_PROMPT_REQUIRED = userMessage('O prompt do sistema é obrigatório.');
export const SYSTEM_PROMPT_TOO_LONG = userMessage(
  `O prompt do sistema pode ter no máximo ${SYSTEM_PROMPT_MAX} caracteres.`,
);
export const INVALID_API_KEY = userMessage(`A chave da API pode ter no máximo ${SECRET_MAX} caracteres.`);
export const INVALID_TRAINING_ID = 'Identificador inválido.';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), tooLong);

export const aiTrainingItem = z.object({
  id: z.number(),
  prompt: z.string(),
  response: z.string(),
  category: z.string(),
  created_at: z.string(),
});
export type AiTrainingItem = z.infer<typeof aiTrainingItem>;
/** Newest first. */
export const aiTrainingList = z.object({ items: z.array(aiTrainingItem) });
export type AiTrainingList = z.infer<typeof aiTrainingList>;

export const aiTrainingBody = z.strictObject({
  prompt: text(TRAINING_PROMPT_REQUIRED, TRAINING_PROMPT_TOO_LONG, TRAINING_PROMPT_MAX),
  response: text(TRAINING_RESPONSE_REQUIRED, TRAINING_RESPONSE_TOO_LONG, TRAINING_RESPONSE_MAX),
  category: z.enum(AI_TRAINING_CATEGORIES, { error: INVALID_TRAINING_CATEGORY }),
});
export type AiTrainingBody = z.input<typeof aiTrainingBody>;
export const aiTrainingParams = z.strictObject({ id: dbIdParam(INVALID_TRAINING_ID) });
export const aiMessageResponse = z.object({ message: z.string() });

/** Whole tenths only (0.30000000000000004 counts as 0.3). */
const isTenth = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

export const aiSettings = z.object({
  /** Masked ('••••••••1234'), '' when none. */
  api_key: z.string(),
  model: z.string(),
  /** 1 for a model with a fixed temperature. */
  temperature: z.number(),
  max_tokens: z.number(),
  system_prompt: z.string(),
  /** The key comes from OPENAI_API_KEY: shown masked, never editable (docs/product.md#admin-ai-bot). */
  locked: z.object({ api_key: z.boolean() }),
  /** Whether the provider answers (a key is set); otherwise the offline assistant does. */
  active: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettings>;

/**
 * A partial update: a field left out is kept. `api_key` sent as its masked value (or anything
 * starting with '•' or '***') keeps the stored key; '' removes it. A model with a fixed temperature
 * stores temperature 1 whatever is sent.
 */
export const aiSettingsBody = z.strictObject({
  api_key: z.string({ error: INVALID_API_KEY }).trim().max(SECRET_MAX, INVALID_API_KEY).optional(),
  model: z.enum(AI_MODELS, { error: INVALID_AI_MODEL }).optional(),
  temperature: z
    .number({ error: INVALID_TEMPERATURE })
    .min(0, INVALID_TEMPERATURE)
    .max(1, INVALID_TEMPERATURE)
    .refine(isTenth, INVALID_TEMPERATURE)
    .transform((n) => Math.round(n * 10) / 10)
    .optional(),
  max_tokens: boundedInt(MAX_TOKENS_MIN, MAX_TOKENS_MAX, INVALID_MAX_TOKENS).optional(),
  system_prompt: text(SYSTEM_PROMPT_REQUIRED, SYSTEM_PROMPT_TOO_LONG, SYSTEM_PROMPT_MAX).optional(),
});
export type AiSettingsBody = z.input<typeof aiSettingsBody>;

export const aiTestBody = z.strictObject({
  message: text(TEST_MESSAGE_REQUIRED, TEST_MESSAGE_TOO_LONG, TEST_MESSAGE_MAX),
});
export const aiTestAnswer = z.object({ response: z.string(), source: z.enum(['ai', 'offline']) });
export type AiTestAnswer = z.infer<typeof aiTestAnswer>;

export const adminAiApi = {
  trainingList: endpoint({
    method: 'GET',
    path: '/api/admin/ai-training',
    access: 'admin',
    area: 'ai_training',
    tag: 'admin',
    status: 200,
    response: aiTrainingList,
  }),
  trainingCreate: endpoint({
    method: 'POST',
    path: '/api/admin/ai-training',
    access: 'admin',
    area: 'ai_training',
    fieldErrors: true,
    tag: 'admin',
    body: aiTrainingBody,
    status: 201,
    response: aiTrainingItem,
  }),
  trainingUpdate: endpoint({
    method: 'PUT',
    path: '/api/admin/ai-training/:id',
    access: 'admin',
    area: 'ai_training',
    fieldErrors: true,
    tag: 'admin',
    params: aiTrainingParams,
    body: aiTrainingBody,
    status: 200,
    response: aiTrainingItem,
  }),
  trainingDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/ai-training/:id',
    access: 'admin',
    area: 'ai_training',
    tag: 'admin',
    params: aiTrainingParams,
    status: 200,
    response: aiMessageResponse,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/ai-settings',
    access: 'admin',
    area: 'ai',
    tag: 'admin',
    status: 200,
    response: aiSettings,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/admin/ai-settings',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: aiSettingsBody,
    status: 200,
    response: aiSettings,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/admin/ai-test',
    access: 'admin',
    area: 'ai',
    fieldErrors: true,
    tag: 'admin',
    body: aiTestBody,
    status: 200,
    response: aiTestAnswer,
  }),
};
