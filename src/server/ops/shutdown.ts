import { Worker } from 'node:worker_threads';

/**
 * A shutdown that always ends: named steps run in order, each logged; whatever
 * is still running when the deadline passes is named in the log and the process exits anyway.
 * The deadline timer is armed before the first step and is not unref'd, so neither a step that
 * never settles nor an empty event loop can keep the process from exiting at the deadline; a
 * watchdog thread kills it a second later if the exit itself hangs (a blocked stdout).
 */
export interface ShutdownStep {
  name: string;
  run(): Promise<unknown> | unknown;
}

export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownOptions {
  steps: ShutdownStep[];
  deadlineMs: number;
  log: ShutdownLog;
  /** process.exit in production. */
  exit(code: number): void;
  /** Arm the watchdog thread (armWatchdog) that kills the process if even exiting hangs; default true. */
  watchdog?: boolean;
}

export interface ShutdownOutcome {
  /** 'done': every step finished; 'timed out': the deadline came first. */
  result: 'done' | 'timed out';
  elapsedMs: number;
  /** The step that was running at the deadline and those not started. */
  abandoned: string[];
}

/** After the deadline, how long the exit itself may take before the watchdog kills the process. */
export const EXIT_GRACE_MS = 1_000;

/**
 * The last resort, on its own thread: SIGKILL this process `ms` from now. A stdout pipe that is
 * full because nobody reads it (a parent that went away without closing it) blocks the main thread
 * in a write — pino flushes synchronously on exit — where no timer of ours can run; a worker's can.
 * Unref'd: it never keeps the process alive by itself.
 */
export function armWatchdog(ms: number): Worker {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms }, stdout: true, stderr: true },
  );
  worker.unref();
  return worker;
}

export async function runShutdown(options: ShutdownOptions): Promise<ShutdownOutcome> {
  const started = Date.now();
  if (options.watchdog !== false) armWatchdog(options.deadlineMs + EXIT_GRACE_MS);
  let current = -1;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), options.deadlineMs);
  });
  const work = (async () => {
    for (const [index, step] of options.steps.entries()) {
      current = index;
      const stepStarted = Date.now();
      try {
        await step.run();
      } catch (error) {
        options.log.error({ err: error, step: step.name }, 'shutdown step failed; going on');
      }
      options.log.info({ step: step.name, ms: Date.now() - stepStarted }, 'shutdown step done');
    }
    current = options.steps.length;
    return 'done' as const;
  })();
  const result = await Promise.race([work, deadline]);
  clearTimeout(timer);
  const elapsedMs = Date.now() - started;
  const abandoned = result === 'done' ? [] : options.steps.slice(current).map((step) => step.name);
  if (result === 'done') {
    options.log.info({ ms: elapsedMs }, 'shutdown complete');
    options.exit(0);
  } else {
    options.log.error(
      { ms: elapsedMs, deadlineMs: options.deadlineMs, abandoned },
      `shutdown timed out; exiting without: ${abandoned.join(', ')}`,
    );
    options.exit(1);
  }
  return { result, elapsedMs, abandoned };
}
