import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU time used so far, in ms: by each named process, by all PostgreSQL processes, and by the machine. */
export type CpuSnapshot = Map<string, number>;

// /proc/<pid>/stat counts in clock ticks of 10 ms (USER_HZ is 100 on Linux).
const MS_PER_TICK = 10;
export const MACHINE = 'machine';
export const POSTGRES = 'PostgreSQL';

/** The process's user + system time in ms, or undefined when it is gone or /proc is absent. */
function processMs(pid: string): { name: string; ms: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { name, ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK };
  } catch {
    return undefined;
  }
}

/** CPU time of the whole machine so far, busy and in all, in ms summed over its cores. */
export function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/**
 * Where the machine's CPU time has gone so far: `roles` names processes by pid; every `postgres`
 * process (a server on this machine) counts as PostgreSQL. Empty where /proc does not exist.
 */
export function cpuSnapshot(roles: Record<string, number | undefined>): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return snapshot;
  }
  const roleOf = new Map(Object.entries(roles).map(([role, pid]) => [String(pid), role]));
  for (const pid of pids) {
    const used = processMs(pid);
    const role = roleOf.get(pid) ?? (used?.name === 'postgres' ? POSTGRES : undefined);
    if (used && role) snapshot.set(role, (snapshot.get(role) ?? 0) + used.ms);
  }
  snapshot.set(MACHINE, machineTimes().busy);
  return snapshot;
}

/**
 * µs of CPU per operation by role between two snapshots, with `rest` for the machine's time no
 * role accounts for (other processes, the kernel's own threads). Empty without /proc.
 */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, operations: number): Map<string, number> {
  const perOperation = new Map<string, number>();
  if (!after.has(MACHINE) || operations === 0) return perOperation;
  let named = 0;
  for (const [role, ms] of after) {
    if (role === MACHINE) continue;
    const used = ms - (before.get(role) ?? 0);
    named += used;
    perOperation.set(role, (1000 * used) / operations);
  }
  const machine = after.get(MACHINE)! - before.get(MACHINE)!;
  perOperation.set('rest', (1000 * Math.max(0, machine - named)) / operations);
  perOperation.set(MACHINE, (1000 * machine) / operations);
  return perOperation;
}
