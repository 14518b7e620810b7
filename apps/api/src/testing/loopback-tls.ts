/**
 * A self-signed certificate for 127.0.0.1 and its key, for tests that need a TLS server on the loopback (the HTTP
 * adapter's network over https: node-send.test.ts). Made once with `openssl req -x509 -newkey ec -days 36500`; it
 * signs nothing else and is trusted only where a test passes it as `ca`.
 */
export const LOOPBACK_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgI2GMSfYcPNIubnjV
hizpTsdJtN7e8eLZO5LFgOQ1EPWhRANCAATSRHF/snSTXyuaLUFi9+w+I5Zil69D
NlC24tkUh9gb4a0JARoNt5zvyI+s3Y0OE5HQVBnm0TwDvRt9QKrW0qWg
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUfrFDX03YyfVL1bzALF8N5bVEJUswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTIwNDE3MzUzNVoYDzIxMjYxMTEw
MTczNTM1WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATSRHF/snSTXyuaLUFi9+w+I5Zil69DNlC24tkUh9gb4a0JARoNt5zv
yI+s3Y0OE5HQVBnm0TwDvRt9QKrW0qWgo2QwYjAdBgNVHQ4EFgQUYiI5bxioJ9yc
eTlviAk7hpAZjhkwHwYDVR0jBBgwFoAUYiI5bxioJ9yceTlviAk7hpAZjhkwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IHKWjhQ+PtVYWT6QX+sX90DdRhWU/NTmxbbSUqcAKZoVAiEAnOk4v6b4hfCdz4qC
wxk6kp0KTW5llSY/aKwWSS9HBQM=
-----END CERTIFICATE-----
`,
};
