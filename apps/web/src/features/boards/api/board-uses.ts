import { boardUsesApi } from '@neurobridge/shared/api/board-uses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

/** The latest sentences shown on the child pages (docs/product.md#what-the-board-tells). */
export const LATEST_PHRASES = 10;

/** The words the child used in the last 7 São Paulo days, by day and the most used. */
export const boardUsesQueryOptions = (childId: number) =>
  apiQuery(boardUsesApi.read, { params: { id: childId }, query: { days: '7' } });

export const boardSettingsQueryOptions = (childId: number) =>
  apiQuery(boardUsesApi.settings, { params: { id: childId } });

export const latestPhrasesQueryOptions = (childId: number) =>
  apiQuery(boardUsesApi.phrases, { params: { id: childId }, query: { limit: String(LATEST_PHRASES) } });

/** 'Guardar frases' on or off; off deletes the stored sentences, so their list is read again. */
export function useChangeBoardSettings(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save_phrases: boolean) =>
      callApi(boardUsesApi.changeSettings, { params: { id: childId }, body: { save_phrases } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(boardSettingsQueryOptions(childId).queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: apiKey(boardUsesApi.phrases, { id: childId }) });
    },
  });
}

/** 'Apagar frases': every stored sentence of the child. */
export function useForgetPhrases(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(boardUsesApi.forgetPhrases, { params: { id: childId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(boardUsesApi.phrases, { id: childId }) }),
  });
}
