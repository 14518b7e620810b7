/** Spec §7 identity headers: Authorization access token, id token, device key (lower-case as Node gives them). */
export const AUTH_HEADERS = {
  /** `Authorization: Bearer <accessToken>` */
  authorization: 'authorization',
  /** the id token of the session result */
  idToken: 'idtoken',
  /** the device key of the session result */
  deviceKey: 'devicekey',
} as const;
