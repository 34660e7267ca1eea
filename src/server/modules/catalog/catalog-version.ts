import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../events';

/**
 * The catalogue version this process serves from memory.
 *
 * The database stays the truth: `catalog_state.version`, raised by triggers with every committed
 * change of products or brands. The same trigger NOTIFYs `CATALOG_TOPIC` on the
 * live bus, delivered to every process when the change commits; this process's own writers also
 * tell it right after their COMMIT (`catalogueWritten`), so a read after a write in the same process
 * never sees the old version. Either news drops the remembered version and the next request reads
 * it again (once, however many ask at the same time).
 *
 * The remembered version is trusted only while the bus is listening (events from other processes
 * can arrive) and for at most `maxAgeMs` since it was read: with the bus down every request reads
 * the version, as before; a LISTEN connection that died without a word, not yet noticed, costs at
 * most `maxAgeMs` of staleness.
 */
export const CATALOG_TOPIC = 'catalog';

/** How long a remembered version is trusted without news (a safety net; the bus is the path). */
export const CATALOG_VERSION_MAX_AGE_MS = 5_000;

/** Every version holder of this process (one per app; tests start several). */
const holders = new Set<CatalogVersion>();

/**
 * Called by the catalogue's writers with the executor they wrote through: once that transaction
 * commits (at once outside a transaction, or once `statement` is done when it is passed: a write
 * not awaited yet), every holder of this process forgets its version.
 */
export function catalogueWritten(db: Executor, statement?: Promise<unknown>): void {
  afterCommit(
    db,
    () => {
      for (const holder of holders) holder.invalidate();
    },
    statement,
  );
}

export interface CatalogVersionOptions {
  /** Reads the committed version from the database. */
  read: () => Promise<number>;
  /** The process's event bus; without one (or while it is not listening) every call reads. */
  bus?: EventBus | undefined;
  maxAgeMs?: number;
  now?: () => number;
}

export class CatalogVersion {
  readonly #read: () => Promise<number>;
  readonly #bus: EventBus | undefined;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  readonly #unsubscribe: (() => void) | undefined;
  #known: number | undefined;
  #readAt = 0;
  /** Raised by every invalidation: a read that started before one must not be remembered. */
  #generation = 0;
  #loading: { generation: number; promise: Promise<number> } | undefined;
  /** Reads from the database, for the figures (tests and the benchmark check it stays flat). */
  reads = 0;

  constructor(options: CatalogVersionOptions) {
    this.#read = options.read;
    this.#bus = options.bus;
    this.#maxAgeMs = options.maxAgeMs ?? CATALOG_VERSION_MAX_AGE_MS;
    this.#now = options.now ?? (() => performance.now());
    // Any event on the topic (a change, or a resync after the LISTEN connection came back).
    this.#unsubscribe = this.#bus?.subscribe(CATALOG_TOPIC, () => this.invalidate());
    holders.add(this);
  }

  /** The version to serve: from memory while that is safe, else read (single flight). */
  async current(): Promise<number> {
    if (
      this.#known !== undefined &&
      this.#bus?.listening?.() === true &&
      this.#now() - this.#readAt < this.#maxAgeMs
    ) {
      return this.#known;
    }
    return this.#load();
  }

  /** Something changed (or may have): the next call reads the version again. */
  invalidate(): void {
    this.#known = undefined;
    this.#generation += 1;
  }

  close(): void {
    this.#unsubscribe?.();
    holders.delete(this);
  }

  #load(): Promise<number> {
    const generation = this.#generation;
    if (this.#loading?.generation === generation) return this.#loading.promise;
    const readAt = this.#now();
    this.reads += 1;
    const promise = this.#read()
      .then((version) => {
        if (this.#generation === generation) {
          this.#known = version;
          this.#readAt = readAt;
        }
        return version;
      })
      .finally(() => {
        if (this.#loading?.promise === promise) this.#loading = undefined;
      });
    this.#loading = { generation, promise };
    return promise;
  }
}
