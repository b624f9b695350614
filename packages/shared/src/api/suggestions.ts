import { z } from 'zod';
import { activity } from './activities';
import { childIdParams } from './children';
import { endpoint } from './contract';

/** Why an activity is suggested today (docs/product.md#suggestions), as the card says it. */
export const SUGGESTION_REASONS = ['new_area', 'progressing', 'favourite_area', 'for_the_child'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];
export const SUGGESTION_REASON_LABELS: Record<SuggestionReason, string> = {
  new_area: 'Área ainda não praticada nesta semana',
  progressing: 'Está indo bem neste jogo',
  favourite_area: 'Para continuar praticando',
  for_the_child: 'Para a idade e o nível da criança',
};

export const suggestion = z.object({ activity, reason: z.enum(SUGGESTION_REASONS) });
export type Suggestion = z.infer<typeof suggestion>;

/** 3 to 5 activities (fewer only when the child's unlocked catalogue has fewer), never a locked one. */
export const suggestionList = z.object({ items: z.array(suggestion) });
export type SuggestionList = z.infer<typeof suggestionList>;

export const suggestionsApi = {
  /** 'Sugeridas para {nome} hoje': the parent and a professional with access. */
  today: endpoint({
    method: 'GET',
    path: '/api/children/:id/suggestions',
    access: 'user',
    child: 'read',
    tag: 'activities',
    params: childIdParams,
    status: 200,
    response: suggestionList,
  }),
};
