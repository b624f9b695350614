import { accountApi, DELETE_CONFIRMATION_WORD } from '@neurobridge/shared/api/account';
import { useMutation } from '@tanstack/react-query';
import { apiQuery, callApi, downloadApi } from '../../../lib/api';

/** The account page's one read: profile, consents and recipients (docs/product.md#my-account). */
export const accountQueryOptions = apiQuery(accountApi.get, {});

/**
 * Fetches the JSON of all the person's data with the session cookie and saves it under the
 * server's file name (docs/product.md#data-download). Resolves to the file name.
 */
export function useDownloadAccount() {
  return useMutation({
    mutationFn: () => downloadApi(accountApi.export, { fallbackName: 'neurobridge_meus_dados.json' }),
  });
}

/** Deletes the account; the server ends the session (docs/product.md#account-deletion). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => callApi(accountApi.remove, { body: { confirmation: DELETE_CONFIRMATION_WORD } }),
  });
}
