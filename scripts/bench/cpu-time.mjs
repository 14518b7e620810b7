// CPU seconds used by processes, from /proc (Linux): a figure that stays meaningful when other work shares
// the cores, unlike throughput. Usage: const before = cpuSnapshot(serverPid, postgresPid); …load…;
// cpuPerUnit(before, serverPid, requests, postgresPid).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** fields after the command name of /proc/<pid>/stat: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
}

/** utime + stime of one process in seconds (0 when it is gone). */
function processCpuSeconds(pid) {
  const fields = statFields(pid);
  return fields ? (fields[11] + fields[12]) / TICKS_PER_SECOND : 0;
}

/**
 * A process tree's CPU seconds: the root's own and reaped children's time plus its live children's own time —
 * for a PostgreSQL postmaster, every backend of that one cluster (ended backends are reaped by the postmaster).
 */
function treeCpuSeconds(rootPid) {
  const root = statFields(rootPid);
  if (!root) return 0;
  let total = root[11] + root[12] + root[13] + root[14];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields && fields[1] === Number(rootPid)) total += fields[11] + fields[12];
  }
  return total / TICKS_PER_SECOND;
}

/** One process's CPU milliseconds so far (a second server beside the measured one: the loan-systems service). */
export const processCpuMs = (pid) => processCpuSeconds(pid) * 1000;

/** A snapshot of the server's CPU seconds and, given its postmaster pid, PostgreSQL's. */
export function cpuSnapshot(serverPid, postgresPid) {
  return {
    server: processCpuSeconds(serverPid),
    postgres: postgresPid ? treeCpuSeconds(postgresPid) : 0,
  };
}

/** CPU milliseconds per unit of work (request, payment) since `before`, for the server and PostgreSQL. */
export function cpuPerUnit(before, serverPid, units, postgresPid) {
  const after = cpuSnapshot(serverPid, postgresPid);
  const per = (seconds) => (units > 0 ? (seconds * 1000) / units : 0);
  return {
    serverMs: per(after.server - before.server),
    postgresMs: per(after.postgres - before.postgres),
    units,
  };
}
