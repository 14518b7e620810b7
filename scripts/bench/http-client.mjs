// A lean HTTP/1.1 client for load generation: node:http over a keep-alive agent. Much cheaper per request
// than fetch, so on a shared two-core machine more of the CPU goes to the server being measured.
import http from 'node:http';

export function createHttpClient(baseUrl, { maxSockets = 256 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const request = (method, path, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          hostname,
          port,
          path,
          method,
          agent,
          headers:
            payload === undefined
              ? headers
              : {
                  ...headers,
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode, text, json: () => JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  return { request, close: () => agent.destroy() };
}
