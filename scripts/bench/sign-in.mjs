// Persona P1's session for the benchmarks that read and pay as her (accounts, payments).

/** P1's request headers: the API version and her bearer token. */
export async function signInP1(baseUrl) {
  const headers = { 'api-version': '2' };
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ana.tlxe@example.com', password: 'DemoPass2026', rememberMe: false, legacy: false }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { accessToken } = await response.json();
  return { ...headers, authorization: `Bearer ${accessToken}` };
}
