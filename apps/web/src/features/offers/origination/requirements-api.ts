/**
 * A flagged product's calls (spec §7; decision 060): GET /demographicReference (the questions' options and what is on
 * file for the application) and POST /spouseAddress (whether she is married, and her spouse's name and address).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TSpouseAddressRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { offersSchema } from '../offers-schema';
import { originationKeys } from './api';

export const demographicReferenceQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...originationKeys.all, 'demographicReference', applicationId] as const,
    queryFn: ({ signal }) =>
      apiGet('/demographicReference', offersSchema('ZDemographicReferenceResponseSchema'), {
        query: { applicationId },
        signal,
        retryOnce: true,
      }),
    staleTime: Infinity,
  });

export const useDemographicReference = (applicationId: string, enabled: boolean) =>
  useQuery({
    ...demographicReferenceQuery(applicationId),
    enabled: enabled && applicationId !== '',
  });

export const useSaveSpouse = () =>
  useMutation({
    mutationFn: (request: TSpouseAddressRequest) =>
      apiSend('POST', '/spouseAddress', offersSchema('ZSpouseAddressResponseSchema'), request),
  });
