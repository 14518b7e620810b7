/**
 * Sign-in and security calls of the profile (issue 15, decision 019): the borrower's passkeys (GET /passkeys, add one on
 * this device — options, the browser's @simplewebauthn ceremony, POST /passkeys/registration — and DELETE
 * /passkeys) and trusted devices (GET /devices, DELETE /devices).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { TPasskey } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { profileSchema } from './profile-schema';

export const passkeysQuery = () =>
  queryOptions({
    queryKey: ['profile', 'passkeys'] as const,
    queryFn: ({ signal }) =>
      apiGet('/passkeys', profileSchema('ZPasskeyListResponseSchema'), { signal, retryOnce: true }),
  });

export const usePasskeys = () => useQuery(passkeysQuery());

export const trustedDevicesQuery = () =>
  queryOptions({
    queryKey: ['profile', 'devices'] as const,
    queryFn: ({ signal }) =>
      apiGet('/devices', profileSchema('ZTrustedDeviceListResponseSchema'), {
        signal,
        retryOnce: true,
      }),
  });

export const useTrustedDevices = () => useQuery(trustedDevicesQuery());

/** The server's options, the browser's passkey ceremony (the borrower confirms with her screen lock), then the server keeps it. */
async function addPasskey(): Promise<TPasskey> {
  const optionsJSON = await apiSend(
    'POST',
    '/passkeys/registration/options',
    profileSchema('ZPasskeyCreationOptionsSchema'),
    undefined,
  );
  const response = await startRegistration({ optionsJSON });
  return apiSend('POST', '/passkeys/registration', profileSchema('ZPasskeySchema'), { response });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', '/passkeys', profileSchema('ZSecurityItemRemovedSchema'), { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
  });
}

export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', '/devices', profileSchema('ZSecurityItemRemovedSchema'), { id }),
    onSuccess: ({ signedOut }) => {
      if (!signedOut) void client.invalidateQueries({ queryKey: trustedDevicesQuery().queryKey });
    },
  });
}
