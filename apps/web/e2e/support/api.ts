import type { APIRequestContext } from '@playwright/test';

/** The maintenance switch of PERSONAS.md (dev-only route; the e2e server runs with NODE_ENV=test). */
export async function setServiceAvailable(
  request: APIRequestContext,
  available: boolean,
  minutes = 5,
): Promise<void> {
  const response = await request.post('/api/dev/serviceStatus', {
    data: available ? { available: true } : { available: false, minutes },
  });
  if (!response.ok())
    throw new Error(`maintenance switch failed: ${response.status()} ${await response.text()}`);
}
