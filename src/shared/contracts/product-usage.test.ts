import { describe, expect, it } from 'vitest';
import { type ProductUsage, productUsageLines } from './product-usage';

const none: ProductUsage = {
  productId: 1,
  waitingGames: 0,
  waitingEntries: 0,
  liveGames: 0,
  liveEntries: 0,
  unclaimedPrizes: 0,
  orders: 0,
  donatedPrizes: 0,
  carts: 0,
  heldUnits: 0,
};

describe('productUsageLines', () => {
  it('says nothing for an unused product', () => {
    expect(productUsageLines(none)).toEqual([]);
  });

  it('names every effect with its count, most serious first', () => {
    expect(
      productUsageLines({
        ...none,
        waitingGames: 2,
        waitingEntries: 5,
        liveGames: 1,
        liveEntries: 3,
        unclaimedPrizes: 1,
        carts: 4,
        orders: 3,
        donatedPrizes: 2,
      }),
    ).toEqual([
      '2 waiting games will be cancelled and 5 paid entries refunded.',
      '1 live game (3 entries) will play to the end, but its winner will not be able to buy the prize, only donate it.',
      '1 won prize not bought yet will no longer be buyable (the winner can still donate it).',
      "It will leave 4 shoppers' carts.",
      '3 past orders keep their records.',
      '2 donated prizes keep their records.',
    ]);
  });

  it('speaks of one in the singular and of an empty waiting game plainly', () => {
    expect(
      productUsageLines({ ...none, waitingGames: 1, carts: 1, orders: 1, donatedPrizes: 1 }),
    ).toEqual([
      '1 waiting game will be cancelled (no entries yet).',
      "It will leave 1 shopper's cart.",
      '1 past order keeps its record.',
      '1 donated prize keeps its record.',
    ]);
    expect(productUsageLines({ ...none, waitingGames: 1, waitingEntries: 1 })).toEqual([
      '1 waiting game will be cancelled and 1 paid entry refunded.',
    ]);
  });
});
