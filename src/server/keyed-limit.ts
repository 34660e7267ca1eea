/**
 * At most `limit` holders per key at a time in this process; the others wait in arrival order,
 * holding nothing else meanwhile (no database connection). A drop sends thousands of orders for one
 * product at once: they would otherwise all take a connection and queue on the product's row lock,
 * leaving none for the rest of the shop.
 */
export class KeyedLimit {
  readonly #limit: number;
  readonly #byKey = new Map<number, { active: number; waiting: (() => void)[] }>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /**
   * Waits for a place under `key`. `contended` says someone else held one when this caller arrived
   * (so what it read before may have changed); `leave` hands the place on, once.
   */
  async enter(key: number): Promise<{ contended: boolean; leave(): void }> {
    let slot = this.#byKey.get(key);
    if (!slot) {
      slot = { active: 0, waiting: [] };
      this.#byKey.set(key, slot);
    }
    const held = slot;
    const contended = held.active > 0;
    if (held.active >= this.#limit) {
      await new Promise<void>((resolve) => held.waiting.push(resolve));
    } else {
      held.active += 1;
    }
    let left = false;
    return {
      contended,
      leave: () => {
        if (left) return;
        left = true;
        const next = held.waiting.shift();
        if (next) {
          next();
          return;
        }
        held.active -= 1;
        if (held.active === 0) this.#byKey.delete(key);
      },
    };
  }
}
