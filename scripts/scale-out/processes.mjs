// The scale-out test's processes: each in its own process group with its log kept (in memory, to wait for a line,
// and in a file, to read after a failure). Every process started here is stopped by stopAll(), and killed when this
// process exits in any way, so a failed or interrupted run leaves nothing running.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const running = new Set();
const started = [];

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <args>` as `name`, its stdout and stderr kept in memory and in `<logDir>/<name>.log`. */
export function startNode(name, args, { env, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const file = createWriteStream(logFile);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const proc = { name, child, logFile, log: '', exited: false };
  started.push(proc);
  const keep = (chunk) => {
    proc.log += chunk;
    file.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code, signal) => {
    proc.exited = true;
    proc.exit = code ?? signal;
    running.delete(child);
    file.end();
  });
  return proc;
}

/** Resolves once the process has logged `text`; rejects if it exits first or `timeoutMs` passes. */
export async function waitForLog(proc, text, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!proc.log.includes(text)) {
    if (proc.exited)
      throw new Error(
        `${proc.name} exited (${proc.exit}) before logging "${text}"; its log: ${proc.logFile}`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `${proc.name} did not log "${text}" within ${timeoutMs} ms; its log: ${proc.logFile}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once `url` answers 200; rejects if the process exits first or `timeoutMs` passes. */
export async function waitForHttp200(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exited)
      throw new Error(
        `${proc.name} exited (${proc.exit}) before ${url} answered; its log: ${proc.logFile}`,
      );
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; its log: ${proc.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to every running process group, SIGKILL to any still running after `graceMs`. */
export async function stopAll(graceMs = 10_000) {
  const children = [...running];
  const exits = children.map(
    (child) =>
      new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once('exit', resolve),
      ),
  );
  for (const child of children) killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => children.forEach((child) => killGroup(child, 'SIGKILL')), graceMs);
  await Promise.all(exits);
  clearTimeout(timer);
}

/** The last `lines` lines each started process logged, for the report of a failed run. */
export function logTails(lines = 15) {
  return started
    .map(
      (proc) =>
        `--- ${proc.name} (${proc.logFile}), last ${lines} lines:\n${proc.log.trimEnd().split('\n').slice(-lines).join('\n')}`,
    )
    .join('\n');
}
