/**
 * How many cores other programs keep busy right now, read from the kernel's CPU counters over a
 * short pause (Linux; undefined elsewhere). The end-to-end run asks this once before it starts
 * its browsers: on a machine already busy with other work (a second suite beside it), a second
 * browser and server add no speed, only waiting to every step of every test.
 */
import fs from 'node:fs';

/** Jiffies spent busy and in all since boot, over every core (the first line of /proc/stat). */
function cpuTimes() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  return { busy: user + nice + system + irq + softirq + steal, all: user + nice + system + idle + iowait + irq + softirq + steal };
}

export function busyCores(cores: number, pauseMs = 1500): number | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const before = cpuTimes();
  // A synchronous pause that spends no CPU itself (Playwright reads its config synchronously).
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs);
  const after = cpuTimes();
  const all = after.all - before.all;
  return all > 0 ? ((after.busy - before.busy) / all) * cores : undefined;
}
