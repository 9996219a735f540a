import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Where the CPU went during a phase: every process's user + system time from /proc, before and
// after, summed by role (this bench's client, each app instance, PostgreSQL, Redis, and everything
// else on the machine). CPU seconds spent on a fixed amount of work change little with other
// load, unlike latencies, so this breakdown says whether a target fits on the machine at all.

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

type Proc = { comm: string; ticks: number };
export type CpuSnapshot = { at: number; procs: Map<number, Proc> };

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

export function cpuSnapshot(): CpuSnapshot {
  const procs = new Map<number, Proc>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const proc = readProc(Number(name));
    if (proc) procs.set(Number(name), proc);
  }
  return { at: performance.now(), procs };
}

/**
 * CPU seconds each role spent between two snapshots, and the share of the machine's cores over
 * the same wall time. `roles` names pids; PostgreSQL and Redis are found by their command name.
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot, roles: Record<string, number>) {
  const byPid = new Map(Object.entries(roles).map(([role, pid]) => [pid, role]));
  const seconds: Record<string, number> = { postgres: 0, redis: 0, other: 0 };
  for (const role of byPid.values()) seconds[role] = 0;
  for (const [pid, proc] of after.procs) {
    const spent = (proc.ticks - (before.procs.get(pid)?.ticks ?? 0)) / ticksPerSecond;
    if (spent <= 0) continue;
    const role =
      byPid.get(pid) ??
      (proc.comm.startsWith('postgres')
        ? 'postgres'
        : proc.comm.startsWith('redis')
          ? 'redis'
          : 'other');
    seconds[role] = (seconds[role] ?? 0) + spent;
  }
  const wallSeconds = (after.at - before.at) / 1000;
  const cores = availableParallelism();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    wallSeconds: round(wallSeconds),
    cores,
    cpuSeconds: Object.fromEntries(Object.entries(seconds).map(([k, v]) => [k, round(v)])),
    shareOfMachine: Object.fromEntries(
      Object.entries(seconds).map(([k, v]) => [k, round(v / (wallSeconds * cores))]),
    ),
  };
}
