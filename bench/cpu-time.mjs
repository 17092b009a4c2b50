import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

// CPU time (user + system) a process has used, in µs, from /proc (Linux), or null. A server's
// CPU per answer does not depend on whether it or the load generator was the bottleneck, so it
// stays meaningful on a small machine others share.
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export function cpuMicros(pid) {
  try {
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

// Whether `taskset` can pin processes to cores (benches put the server on core 0 and the load
// generator on the others).
export function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
