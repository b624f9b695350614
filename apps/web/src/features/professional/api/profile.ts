import { professionalApi, type UpdateProfessionalProfileBody } from '@neurobridge/shared/api/professional';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

/** The professional's own details on 'Minha conta' (docs/product.md#professional-profile). */
export const professionalProfileQueryOptions = apiQuery(professionalApi.profile, {});

export function useUpdateProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfessionalProfileBody) => callApi(professionalApi.updateProfile, { body }),
    onSuccess: (saved) => queryClient.setQueryData(professionalProfileQueryOptions.queryKey, saved),
  });
}
