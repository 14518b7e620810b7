/**
 * Web Push in the journeys' Chromium (decision 020). The machine has no outside network, so Chromium's push
 * registration (GCM check-in and registration, which pushManager.subscribe needs) is pointed at this local stand-in
 * with Chromium's own switches --gcm-checkin-url / --gcm-registration-url: it answers a check-in with a device id and
 * a registration with a token, and the browser makes a real subscription (its own P-256 keys and auth secret).
 * Delivery does not go through a push service either: the journey hands the payload the server's push sandbox
 * recorded to the service worker with the DevTools protocol (ServiceWorker.deliverPushMessage), which raises the
 * worker's real `push` event. Push subscriptions are refused in Playwright's incognito contexts, so the journey
 * runs in a persistent context.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** Chromium's check-in answer (AndroidCheckinResponse): stats_ok, android_id and security_token, as protobuf. */
function checkinResponse(): Buffer {
  const body = Buffer.alloc(20);
  body[0] = 0x08; // field 1 (stats_ok), varint
  body[1] = 0x01;
  body[2] = 0x39; // field 7 (android_id), fixed64
  body.writeBigUInt64LE(4_242_424_242_424n, 3);
  body[11] = 0x41; // field 8 (security_token), fixed64
  body.writeBigUInt64LE(7_777_777_777_777n, 12);
  return body;
}

export interface LocalPushRegistration {
  /** Chromium's switches pointing its push registration here */
  args: string[];
  close(): Promise<void>;
}

export async function startLocalPushRegistration(): Promise<LocalPushRegistration> {
  let next = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.startsWith('/checkin')) {
        response.setHeader('content-type', 'application/x-protobuf');
        response.end(checkinResponse());
        return;
      }
      next += 1;
      response.setHeader('content-type', 'text/plain');
      response.end(`token=journey-push-token-${Date.now()}-${next}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    // the MCS endpoint (the push service's delivery channel) goes to a closed port: deliveries come by DevTools
    args: [
      `--gcm-checkin-url=${origin}/checkin`,
      `--gcm-registration-url=${origin}/register`,
      '--gcm-mcs-endpoint=https://127.0.0.1:9',
    ],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The service worker registration id of the app's origin, from the DevTools protocol. */
async function registrationIdOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Delivers `data` to the app's service worker as its push service would: the worker's `push` event runs. */
export async function deliverPush(
  context: BrowserContext,
  page: Page,
  origin: string,
  data: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    const registrationId = await registrationIdOf(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  } finally {
    await cdp.detach();
  }
}
