import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  url: string;
  /** The server's OS process id (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a TypeScript entry point as its own process and waits until `healthPath` answers. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  healthPath = '/healthz',
  /** Another checkout to run `entry` from (e.g. the commit before a change, to compare). */
  root?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools, Performance panel).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    ...(root ? { cwd: root } : {}),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const up = await fetch(`${url}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      return {
        url,
        pid: child.pid ?? 0,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not start`);
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. Read
 * before and after a scenario, it says how much of the machine the shop itself took.
 */
export function cpuSecondsOf(pid: number, options: { endedChildren?: boolean } = {}): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at its closing parenthesis:
    // utime, stime, then the ended children's cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks =
      Number(fields[11]) +
      Number(fields[12]) +
      (options.endedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by every PostgreSQL process on this machine (a local server's share),
 * those that have ended included: a backend's time moves to the postmaster's children's when its
 * connection closes, so a pool closing idle connections does not take it off the sum.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      } catch {
        continue;
      }
      total += cpuSecondsOf(Number(entry), { endedChildren: true });
    }
  } catch {
    return 0;
  }
  return total;
}
