import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * The administration's app settings (docs/product.md#admin-app-settings): the four product
 * settings, all strings (docs/product.md#app-settings), read and saved together. For an
 * administrator's bearer token only (docs/decisions/010-route-access.md).
 */

export const TOGGLE_VALUES = ['true', 'false'] as const;
/** The choices of `max_children_per_user`; 'unlimited' = no limit (docs/product.md#child-limits). */
export const MAX_CHILDREN_OPTIONS = ['1', '3', '5', '10', 'unlimited'] as const;
export type MaxChildrenOption = (typeof MAX_CHILDREN_OPTIONS)[number];
export const TERMS_VERSION_MAX = 20;

export const INVALID_AI_CHAT = userMessage('Chat com IA: use true ou false.');
export const INVALID_REPORT_GENERATION = userMessage('Geração de relatórios: use true ou false.');
export const INVALID_MAX_CHILDREN = userMessage('Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.');
export const TERMS_VERSION_REQUIRED = userMessage('A versão dos termos é obrigatória.');
export const TERMS_VERSION_TOO_LONG = userMessage(
  `A versão dos termos pode ter no máximo ${TERMS_VERSION_MAX} caracteres.`,
);

/** A version must have its text published (docs/product.md#terms-text) before it becomes the current one. */
export function termsVersionWithoutText(version: string): string {
  return `Não existe texto dos termos para a versão ${version}. Publique o texto antes de mudar a versão.`;
}

export const appSettingsBody = z.strictObject({
  ai_chat_enabled: z.enum(TOGGLE_VALUES, { error: INVALID_AI_CHAT }),
  report_generation_enabled: z.enum(TOGGLE_VALUES, { error: INVALID_REPORT_GENERATION }),
  max_children_per_user: z.enum(MAX_CHILDREN_OPTIONS, { error: INVALID_MAX_CHILDREN }),
  terms_version: z
    .string({ error: TERMS_VERSION_REQUIRED })
    .trim()
    .min(1, TERMS_VERSION_REQUIRED)
    .max(TERMS_VERSION_MAX, TERMS_VERSION_TOO_LONG),
});
export type AppSettingsBody = z.input<typeof appSettingsBody>;

/**
 * The settings as stored (a value written before this screen existed may be outside the choices:
 * the screen shows it as it is), and the terms versions that have a text, newest last.
 */
export const adminAppSettings = z.object({
  ai_chat_enabled: z.string(),
  report_generation_enabled: z.string(),
  max_children_per_user: z.string(),
  terms_version: z.string(),
  terms_versions: z.array(z.string()),
});
export type AdminAppSettings = z.infer<typeof adminAppSettings>;

export const adminAppSettingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/app-settings',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    status: 200,
    response: adminAppSettings,
  }),
  /** All four at once; one audit entry listing what changed (docs/product.md#admin-app-settings). */
  save: endpoint({
    method: 'POST',
    path: '/api/admin/app-settings',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: appSettingsBody,
    status: 200,
    response: adminAppSettings,
  }),
};
