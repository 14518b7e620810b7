/** UpdateUser (spec §7): GET /updateUser (aliases, canUpdateUserLogin), POST (code to the new alias), PUT (the code). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeSentResponse, TUpdateUserRequest, TUserAliasesResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { authSchema } from './auth-schema';

export const userAliasesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'userAliases'],
    queryFn: ({ signal }): Promise<TUserAliasesResponse> =>
      apiGet('/updateUser', authSchema('ZUserAliasesResponseSchema'), { signal }),
  });

export function useUserAliases() {
  return useQuery(userAliasesQuery());
}

export function updateUser(body: TUpdateUserRequest): Promise<TCodeSentResponse> {
  return apiSend('POST', '/updateUser', authSchema('ZCodeSentResponseSchema'), body);
}

export function confirmUpdateUser(code: string): Promise<TUserAliasesResponse> {
  return apiSend('PUT', '/updateUser', authSchema('ZUserAliasesResponseSchema'), { code });
}
