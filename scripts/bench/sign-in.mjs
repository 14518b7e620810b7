// Persona P1's session for the benchmarks that read and pay as her (accounts, payments). The server lets a
// session reach her loans only once its device is trusted, so this signs in the way the app does: password,
// then the trusted-device code (read from the development outbox, which answers on loopback outside
// production — the benchmark server runs in development mode for that reason; scripts/bench/server.mjs).

const P1_EMAIL = 'ana.tlxe@example.com';
const API_VERSION = { 'api-version': '2' };

async function json(response, what) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

async function newestMessage(baseUrl, to) {
  const { messages } = await json(
    await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`),
    'reading the outbox',
  );
  return messages[0];
}

/** P1's request headers: the API version, her bearer token and her (now trusted) device key. */
export const signInP1 = (baseUrl) => signInAs(baseUrl, P1_EMAIL);

/** A persona's request headers (password, then the trusted-device code from the outbox). */
export async function signInAs(baseUrl, email) {
  const session = await json(
    await fetch(`${baseUrl}/api/authenticate`, {
      method: 'POST',
      headers: { ...API_VERSION, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: email,
        password: 'DemoPass2026',
        rememberMe: false,
        legacy: false,
      }),
    }),
    'sign-in',
  );
  const headers = {
    ...API_VERSION,
    authorization: `Bearer ${session.accessToken}`,
    devicekey: session.deviceKey,
  };
  const before = (await newestMessage(baseUrl, email))?.id ?? 0;
  await json(
    await fetch(`${baseUrl}/api/sendtrusteddevice?method=email`, { headers }),
    'sending the trusted-device code',
  );
  let message;
  for (let tries = 0; tries < 50 && !(message && message.id > before); tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    message = await newestMessage(baseUrl, email);
  }
  if (!message || message.id <= before)
    throw new Error('the trusted-device code never reached the outbox');
  const profileId = JSON.parse(
    Buffer.from(session.idToken.split('.')[1], 'base64url').toString('utf8'),
  ).sub;
  await json(
    await fetch(`${baseUrl}/api/confirmtrusteddevice`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceKey: session.deviceKey, code: message.code, profileId }),
    }),
    'confirming the device',
  );
  return headers;
}
