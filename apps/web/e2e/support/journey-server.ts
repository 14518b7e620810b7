/**
 * Each journey file runs against a server of its own, started for it on a fresh database seeded with the personas
 * (shared/fixtures/PERSONAS.md; journey-database.ts: a PostgreSQL database of its own in CI, PGlite in memory
 * elsewhere): no journey sees another's data, so any file passes alone, in any order and beside another Playwright
 * worker. A worker keeps one spare server started ahead, so the next file does not wait for its start. After each test the server's database is scanned for card data (GET
 * /api/dev/cardDataScan) and the answer is written beside its log; the scans project reads every log and answer.
 * Decision 041.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readdirSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { JOURNEY_CVV, JOURNEY_LOGS_DIR } from './card-data';
import { journeyDatabase, templateDatabase, type JourneyDatabase } from './journey-database';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The journey server's environment: only its port and the brand of the project differ from server to server. */
const SERVER_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  RATE_LIMIT_MAX: '10000',
  RATE_LIMIT_SIGN_IN_MAX: '10000',
  RATE_LIMIT_CODE_SEND_MAX: '10000',
  RATE_LIMIT_TYPE_AHEAD_MAX: '10000',
  // journeys share a busy machine with Chromium and other servers: a shed request would fail a journey (load
  // shedding has its own API tests)
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
  LOG_LEVEL: 'info',
  // the daily reminder pass would remind seeded loans by email at whatever hour the run is: due-date-reminders
  // runs it through /api/dev/reminders/run
  REMINDER_SCHEDULE: 'false',
  // auto-pay's daily pass would charge enrolled loans due today: auto-pay.spec.ts runs it through /api/dev/autoPay/run
  AUTO_PAY_SCHEDULE: 'false',
};

/**
 * A journey server lives for one file (~30 s) and, without a PostgreSQL server for the run, runs PostgreSQL compiled to
 * WebAssembly (PGlite). V8 first compiles
 * it with its baseline compiler (Liftoff), then recompiles the hot functions with its optimizing one (TurboFan) on
 * background threads: work a server this short-lived never earns back. Liftoff alone took a ten-file run's servers from
 * 150 to 109 s of CPU and the run from 199 to 169 s (decision 067). `npm start` and production keep V8's defaults.
 */
const NODE_FLAGS = ['--liftoff-only'];

/** The environment of a project's servers: journeys-chs runs P3's brand environment (DEFAULT_BRAND=chs). */
export const projectEnv = (project: string): Record<string, string> =>
  project === 'journeys-chs' ? { DEFAULT_BRAND: 'chs' } : {};

/**
 * Ports: 4 a worker, from E2E_PORT (default 3100) + 10, turned over as servers stop. By the worker's index, not its
 * parallel slot: a worker that replaces a failed one never meets a server the old one may have left behind.
 */
const PORTS_PER_WORKER = 4;
export const basePort = () => Number(process.env.E2E_PORT ?? 3100);

/**
 * A spare server starts this much nicer than the run, so its start (~4.5 s of CPU: PGlite's WebAssembly compiled, the
 * app's modules, the seed check) takes only what the running journey leaves idle; it is raised to the
 * run's own niceness when a file takes it (0 in CI; a run started with `nice -n 19` beside another keeps its servers
 * at 19). Only where the run may raise a priority again (root, as in CI); elsewhere every server starts at the run's.
 */
const SPARE_NICENESS = 10;
const mayRaisePriority = process.platform === 'linux' && process.getuid?.() === 0;

/** The run's niceness: what a server taken by a file runs at. */
const RUN_NICENESS = getPriority();

/** Every thread of the process at the run's niceness (Linux keeps one per thread; a thread inherits its creator's). */
function raisePriority(pid: number): void {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return; // the process has exited: its start failing is reported by healthy()
  }
  for (const tid of threads) {
    try {
      setPriority(Number(tid), RUN_NICENESS);
    } catch {
      // a thread that ended between the listing and now
    }
  }
}

export interface JourneyServer {
  url: string;
  port: number;
  /** the log's name (without .log) in JOURNEY_LOGS_DIR */
  name: string;
  /** the server's devices trusted by persona (support/sign-in.ts): gone with the server's database */
  trustedDevices: Map<string, Record<string, string>>;
  /** scans its database for the journeys' card data, the answer beside its log */
  scanCardData: () => Promise<void>;
  /** at the priority of the journey's browser (a spare starts below it) */
  foreground: () => void;
  stop: () => Promise<void>;
}

/** Waits until the server's health check answers 200 (`path`: another process's, e.g. the loan-systems service's). */
export async function healthy(
  url: string,
  child: ChildProcess,
  log: string,
  path = '/api/health',
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the journey server exited (${child.exitCode}): see ${log}`);
    const status = await fetch(`${url}${path}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    // polling a starting server: the next look after a short pause (not a test's wait)
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the journey server did not answer ${path} in 120 s: see ${log}`);
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

/** Scans the server's database for the journeys' card data (scans/sensitive-data-scan.spec.ts). */
export async function scanCardData(url: string, file: string): Promise<void> {
  const response = await fetch(`${url}/api/dev/cardDataScan?cvv=${JOURNEY_CVV}`, {
    headers: { 'api-version': '2' },
  }).catch(() => undefined);
  const body = response?.ok
    ? await response.json()
    : { error: `status ${response?.status ?? 'none'}` };
  writeFileSync(file, JSON.stringify(body));
}

async function startServer(
  port: number,
  name: string,
  env: Record<string, string>,
  spare = false,
  database?: JourneyDatabase,
): Promise<JourneyServer> {
  const { env: databaseEnv, drop } = database ?? (await journeyDatabase(name));
  const logsDir = resolve(repoRoot, JOURNEY_LOGS_DIR);
  mkdirSync(logsDir, { recursive: true });
  const log = join(logsDir, `${name}.log`);
  const fd = openSync(log, 'w');
  const niced = spare && mayRaisePriority;
  const command = niced ? ['nice', '-n', String(SPARE_NICENESS), 'node'] : ['node'];
  const child = spawn(
    command[0] ?? 'node',
    [...command.slice(1), ...NODE_FLAGS, 'apps/api/dist/server.js'],
    {
      cwd: repoRoot,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, ...SERVER_ENV, ...databaseEnv, ...env, PORT: String(port) },
    },
  );
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  // a worker that ends without its teardown takes its servers with it
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  try {
    await healthy(url, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    await drop();
    throw error;
  }
  return {
    url,
    port,
    name,
    trustedDevices: new Map(),
    scanCardData: () => scanCardData(url, join(logsDir, `${name}.scan.json`)),
    foreground: () => {
      if (niced && child.pid !== undefined) raisePriority(child.pid);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      await drop();
    },
  };
}

/**
 * A server of its own for a file that needs one unlike the others (journeys/loan-systems-faults.spec.ts: the loan
 * systems behind a fault proxy), on a fresh database; the caller stops it.
 */
export const startJourneyServer = (
  port: number,
  name: string,
  env: Record<string, string>,
): Promise<JourneyServer> => startServer(port, name, env);

/**
 * Starts and stops one server before the workers start, so the run's database template exists when they start
 * theirs: otherwise every worker's first servers run PGlite's initdb, migrations and the seed at once, on the same
 * cores as the first sign-ins. Its log is the set-up's own (not a journey's).
 */
export async function writeDatabaseTemplate(): Promise<void> {
  const server = await startServer(
    basePort() + 9,
    'setup-template',
    {},
    false,
    await templateDatabase(),
  );
  await server.stop();
}

/** The server of the file this worker runs now (a worker runs one file at a time). */
let active: JourneyServer | undefined;
/** A file with a server of its own (startJourneyServer) makes it the active one for its tests. */
export function activate(server: JourneyServer): void {
  active = server;
}
export function activeServer(): JourneyServer {
  if (!active)
    throw new Error(
      'no journey server yet: the test must use the journeyServer fixture (page, request and baseURL do)',
    );
  return active;
}

/** A worker's servers: one for the file it runs, and a spare started ahead for the next file. */
export class JourneyServers {
  private current?: { file: string; server: JourneyServer };
  private spare?: Promise<JourneyServer>;
  private started = 0;

  constructor(
    private readonly project: string,
    private readonly workerIndex: number,
  ) {}

  private start(spare: boolean): Promise<JourneyServer> {
    const n = this.started++;
    const port =
      basePort() + 10 + (this.workerIndex % 100) * PORTS_PER_WORKER + (n % PORTS_PER_WORKER);
    return startServer(
      port,
      `${this.project}-w${this.workerIndex}-${n}`,
      projectEnv(this.project),
      spare,
    );
  }

  /** The server of this test file: a fresh one when the worker moves on to another file. */
  async forFile(file: string): Promise<JourneyServer> {
    if (this.current?.file === file) return this.current.server;
    const previous = this.current?.server;
    this.current = undefined;
    await previous?.stop();
    const server = await (this.spare ?? this.start(false));
    server.foreground();
    this.spare = this.start(true);
    // a spare that fails is reported when it is taken, not as an unhandled rejection now
    this.spare.catch(() => undefined);
    this.current = { file, server };
    activate(server);
    return server;
  }

  async close(): Promise<void> {
    await this.current?.server.stop();
    const spare = await this.spare?.catch(() => undefined);
    await spare?.stop();
  }
}
