/**
 * Whether a process of this machine still runs: what tells a run lock (run-lock.ts) or a
 * temporary state file (state-io.ts) left by a process that was killed from one whose process is
 * at work. A pid can be reused once its process has ended; on Linux the process's start time
 * (`/proc/<pid>/stat`) tells the new process from the old one.
 */
import { readFileSync } from 'node:fs';

/** True while a process with this pid exists (one of another user's counts: EPERM). */
export function processRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The start time of process `pid` in clock ticks since boot (field 22 of `/proc/<pid>/stat`, after
 * the command name, which may hold spaces and parentheses); undefined where there is no /proc.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields from the third on: state is field 3, so field 22 is at index 19.
    const start = fields[19];
    return start !== undefined && /^\d+$/.test(start) ? start : undefined;
  } catch {
    return undefined;
  }
}
