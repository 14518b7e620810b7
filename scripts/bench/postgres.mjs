// A throwaway PostgreSQL cluster for benchmarks (Debian's server binaries, an unprivileged user,
// a temp directory, loopback only). Returns null when no server binaries are installed.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function serverBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => join(root, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'postgres')));
  return bin ?? null;
}

export function startPostgres(port = Number(process.env.BENCH_PG_PORT ?? 55433)) {
  const bin = serverBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = (cmd, args) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'ignore' });
  asPostgres('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  asPostgres('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** the postmaster's pid: its process tree is this cluster (cpu-time.mjs) */
    pid: Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
