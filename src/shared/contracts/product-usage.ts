import { z } from 'zod';

/**
 * What uses a product, for the admin's delete confirmation (GET /api/admin/products/:id/usage):
 * deleting archives it, so each of these is affected as `productUsageLines` says.
 */
export const productUsageSchema = z.object({
  productId: z.number().int(),
  /** Waiting competitions (at most one): cancelled when the product goes, entries refunded. */
  waitingGames: z.number().int(),
  /** Paid entries in them, not refunded yet. */
  waitingEntries: z.number().int(),
  /** Running competitions: they play to their end. */
  liveGames: z.number().int(),
  liveEntries: z.number().int(),
  /** Won prizes neither bought nor donated yet. */
  unclaimedPrizes: z.number().int(),
  /** Orders that contain it (any status): they keep their copy of the product. */
  orders: z.number().int(),
  /** Prizes their winners donated. */
  donatedPrizes: z.number().int(),
  /** Shoppers with it in their cart: the line disappears from the cart. */
  carts: z.number().int(),
  /**
   * Units held outside `quantity`: one per waiting or live game, per unclaimed prize, and per
   * open auction (or one whose winner has yet to pay).
   */
  heldUnits: z.number().int(),
});
export type ProductUsage = z.infer<typeof productUsageSchema>;

/** GET /api/admin/products/held-units: product id → units held for games, prizes and auctions (only > 0). */
export const heldUnitsSchema = z.record(z.string(), z.number().int());
export type HeldUnits = z.infer<typeof heldUnitsSchema>;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The delete dialog's sentences: what deleting this product will do, most serious first. */
export function productUsageLines(usage: ProductUsage): string[] {
  const lines: string[] = [];
  if (usage.waitingGames > 0) {
    const games = count(usage.waitingGames, 'waiting game', 'waiting games');
    lines.push(
      usage.waitingEntries > 0
        ? `${games} will be cancelled and ${count(usage.waitingEntries, 'paid entry', 'paid entries')} refunded.`
        : `${games} will be cancelled (no entries yet).`,
    );
  }
  if (usage.liveGames > 0) {
    lines.push(
      `${count(usage.liveGames, 'live game', 'live games')} (${count(usage.liveEntries, 'entry', 'entries')}) will play to the end, but ${usage.liveGames === 1 ? 'its winner' : 'their winners'} will not be able to buy the prize, only donate it.`,
    );
  }
  if (usage.unclaimedPrizes > 0) {
    lines.push(
      `${count(usage.unclaimedPrizes, 'won prize', 'won prizes')} not bought yet will no longer be buyable (the winner can still donate it).`,
    );
  }
  if (usage.carts > 0) {
    lines.push(`It will leave ${count(usage.carts, "shopper's cart", "shoppers' carts")}.`);
  }
  if (usage.orders > 0) {
    lines.push(
      usage.orders === 1
        ? '1 past order keeps its record.'
        : `${usage.orders} past orders keep their records.`,
    );
  }
  if (usage.donatedPrizes > 0) {
    lines.push(
      usage.donatedPrizes === 1
        ? '1 donated prize keeps its record.'
        : `${usage.donatedPrizes} donated prizes keep their records.`,
    );
  }
  return lines;
}
