/**
 * The real entry points as processes (server.ts, worker.ts through tsx): SIGTERM lets an in-flight request finish,
 * turns readiness 503 at once, refuses new connections once the drain is over, and exits 0. Each starts on a database
 * that is already migrated and seeded — the tests' seeded template (db/test-template.ts, cached on disk): the server's
 * in-memory one from DATABASE_IN_MEMORY_TEMPLATE, the worker's on disk unpacked from it — as a restarted process
 * meets it, instead of paying PGlite's initdb, the migrations and the seed in each child.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteTemplate } from '../db/test-template';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const scratch = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrated, seeded template as a DATABASE_IN_MEMORY_TEMPLATE file. */
async function seededTemplateFile(): Promise<string> {
  const file = join(scratch, 'seeded.tar.gz');
  writeFileSync(file, Buffer.from(await (await pgliteTemplate(true)).arrayBuffer()));
  return file;
}

/** A DATA_DIR whose embedded database (DATA_DIR/pglite) is already migrated and seeded, on disk. */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(scratch, 'worker-'));
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: await pgliteTemplate(true),
  });
  await db.close();
  return dataDir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/<entry>` with tsx; `lines` collects its JSON log lines. */
function start(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}`], {
    cwd: API_DIR,
    // load shedding off: these tests are about stopping, on a machine that may be busy
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      RATE_LIMIT_MAX: '100000',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts)
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    lines,
    exited,
    stderr: () => stderr,
    logged: (msg: string) => lines.some((line) => line.msg === msg),
  };
}

const connectionRefused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/live`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe('graceful shutdown', () => {
  it('server: at SIGTERM readiness turns 503, the in-flight request completes, new connections are refused, exit 0', async () => {
    const port = await freePort();
    const server = start('server.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_IN_MEMORY: 'true',
      DATABASE_IN_MEMORY_TEMPLATE: await seededTemplateFile(),
      SHUTDOWN_DRAIN_MS: '1500',
      SHUTDOWN_GRACE_MS: '20000',
    });
    await vi.waitFor(
      async () => {
        expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
      },
      { timeout: 90_000, interval: 200 },
    );

    // a sign-in whose body is still arriving: the server has routed it (logged it) and waits for the rest
    const body = JSON.stringify({
      username: 'ana.tlxe@example.com',
      password: 'DemoPass2026',
      rememberMe: false,
    });
    const slow = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/authenticate',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res: IncomingMessage) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await vi.waitFor(
      () =>
        expect(
          server.lines.some(
            (line) =>
              line.msg === 'incoming request' &&
              (line.req as { url?: string } | undefined)?.url === '/api/authenticate',
          ),
        ).toBe(true),
      { timeout: 10_000, interval: 20 },
    );

    server.child.kill('SIGTERM');
    // during the drain: still answering, but not ready
    await vi.waitFor(
      async () => {
        const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
        expect([ready.status, await ready.json()]).toEqual([503, { status: 'stopping' }]);
      },
      { timeout: 5_000, interval: 50 },
    );
    // after it: no new connection
    await vi.waitFor(async () => expect(await connectionRefused(port)).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(server.child.exitCode).toBeNull(); // still finishing the sign-in in flight

    slow.end(body.slice(10));
    const res = await answered;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toHaveProperty('accessToken');
    expect(await server.exited, server.stderr()).toBe(0);
    expect(server.logged('server shutting down')).toBe(true);
    expect(server.logged('server stopped')).toBe(true);
  }, 150_000);

  it('worker: serves its metrics and probes on WORKER_METRICS_PORT; SIGTERM stops the job runtime and closes the database, exit 0', async () => {
    const dataDir = await seededDataDir();
    try {
      const port = await freePort();
      const worker = start('worker.ts', {
        DATA_DIR: dataDir,
        SHUTDOWN_GRACE_MS: '20000',
        WORKER_METRICS_PORT: String(port),
        HOST: '127.0.0.1',
      });
      await vi.waitFor(() => expect(worker.logged('worker started')).toBe(true), {
        timeout: 90_000,
        interval: 100,
      });
      // its own metrics and probes, on WORKER_METRICS_PORT
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(/^lender_payment_outcomes_total\{outcome="approved"\} 0$/m);
      expect(metrics).toMatch(/^lender_job_queue_depth\{queue="payment"\} 0$/m);
      expect(metrics).toContain('process_cpu_user_seconds_total');
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
      worker.child.kill('SIGTERM');
      expect(await worker.exited, worker.stderr()).toBe(0);
      expect(worker.logged('worker shutting down')).toBe(true);
      expect(worker.logged('worker stopped')).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
