// CPU time of the processes a bench starts or talks to, read from /proc (Linux): the server's own,
// and that of the PostgreSQL backends serving one database (each backend's title names it).
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process, or 0 when it cannot be read (not Linux, gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL backend now connected to `database` on this machine, by pid. */
export function postgresBackends(database: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const name of pids) {
    try {
      const title = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        found.set(Number(name), cpuSeconds(Number(name)));
    } catch {}
  }
  return found;
}

/**
 * Measures the CPU the server processes and the database's backends use between `start` and `stop`,
 * as a share of one core over the wall time. Backends are sampled every second, since a pooled
 * connection may close before the end.
 */
export function cpuMeter(serverPids: number[], database: string) {
  const began = performance.now();
  // Every instance's server process together (bench:exam may start several).
  const serverSeconds = () => serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverAtStart = serverSeconds();
  const backendsAtStart = postgresBackends(database);
  const backendsLast = new Map(backendsAtStart);
  const sample = () => {
    for (const [pid, seconds] of postgresBackends(database)) backendsLast.set(pid, seconds);
  };
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const wall = (performance.now() - began) / 1000;
      let database = 0;
      for (const [pid, seconds] of backendsLast) database += seconds - (backendsAtStart.get(pid) ?? 0);
      return { serverCores: (serverSeconds() - serverAtStart) / wall, databaseCores: database / wall };
    },
  };
}
