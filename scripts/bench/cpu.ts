/**
 * CPU time used by a process and all its descendants (the server and its embedded PostgreSQL's
 * backends), read from /proc. On a shared machine req/s swings with the load; CPU per request
 * does much less, so the benchmarks report it beside the throughput.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in milliseconds. */
  cpuMs: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Whether /proc can be read here (Linux). Elsewhere the CPU columns are left out. */
export const canReadCpu = fs.existsSync('/proc/self/stat');

/** CPU milliseconds of a process and of its descendants at one moment (cpuOf). */
export interface CpuSample {
  ownMs: number;
  descendantsMs: number;
  /** Each descendant's own milliseconds, by pid: a delta counts only what ran between two samples. */
  byPid: Map<number, number>;
}

/**
 * CPU milliseconds of `pid` (own) and of its descendants, now. The embedded PostgreSQL detaches
 * from the server (its parent is init): `alsoUnder` names a path its postmaster's command line
 * holds (the data directory), whose process tree then counts with the descendants.
 */
export function cpuOf(pid: number, alsoUnder?: string): CpuSample {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((s): s is ProcStat => !!s);
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let descendantsMs = 0;
  const byPid = new Map<number, number>();
  const roots = [...(children.get(pid) ?? [])];
  if (alsoUnder) roots.push(...stats.filter((s) => s.ppid !== pid && commandLine(s.pid).includes(alsoUnder)));
  const queue = roots;
  while (queue.length) {
    const s = queue.shift()!;
    descendantsMs += s.cpuMs;
    byPid.set(s.pid, s.cpuMs);
    queue.push(...(children.get(s.pid) ?? []));
  }
  return { ownMs: stats.find((s) => s.pid === pid)?.cpuMs ?? 0, descendantsMs, byPid };
}

/**
 * The descendants' CPU milliseconds between two samples: a process gone by the second sample (a
 * database connection another server's pool closed) takes nothing away, one started in between
 * counts whole.
 */
export function descendantsDelta(before: CpuSample, after: CpuSample): number {
  let ms = 0;
  for (const [pid, now] of after.byPid) ms += now - (before.byPid.get(pid) ?? 0);
  return ms;
}
