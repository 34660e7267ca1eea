/**
 * Readiness: may a load balancer send this process traffic? Yes only when the
 * database answers, its migrations are current, the live event bus is listening, and the process
 * is not shutting down (which turns readiness off first, before anything else stops).
 */
export interface ReadinessChecks {
  /** Resolves when the database answers a query. */
  database(): Promise<void>;
  /** The migrations not yet applied (empty when current). */
  pendingMigrations(): Promise<string[]>;
  /** True while the event bus receives other processes' events; undefined when there is no bus. */
  eventBusListening?: (() => boolean) | undefined;
}

export interface ReadinessReport {
  ready: boolean;
  /** What is missing, in words: 'shutting down', 'database unreachable', ... */
  missing: string[];
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on every check answers not ready ('shutting down'). */
  markShuttingDown(): void;
  readonly shuttingDown: boolean;
}

/** How long a readiness check waits for the database before calling it unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

export function createReadiness(checks: ReadinessChecks): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
    async check() {
      if (shuttingDown) return { ready: false, missing: ['shutting down'] };
      const missing: string[] = [];
      const database = await withTimeout(checks.database(), CHECK_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      if (!database) {
        missing.push('database unreachable');
      } else {
        const pending = await withTimeout(checks.pendingMigrations(), CHECK_TIMEOUT_MS).catch(
          () => null,
        );
        if (pending === null) missing.push('migrations could not be read');
        else if (pending.length > 0) missing.push(`migrations pending: ${pending.join(', ')}`);
      }
      if (checks.eventBusListening && !checks.eventBusListening()) {
        missing.push('event bus not listening');
      }
      return { ready: missing.length === 0, missing };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
