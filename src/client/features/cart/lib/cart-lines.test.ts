import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/contracts/cart';
import type { Product } from '../../../../shared/contracts/catalog';
import {
  cartItemCount,
  cartSubtotalCents,
  quantityLimits,
  stockProblem,
  withoutLine,
  withQuantity,
} from './cart-lines';

function line(id: number, price: number, quantity: number, stock = 10): CartItem {
  return {
    id,
    productId: id * 10,
    product: { id: id * 10, quantity: stock } as Product,
    quantity,
    price,
    type: 'regular',
    competitionId: null,
    auctionId: null,
    size: null,
  };
}

describe('cart lines', () => {
  it('changes one line and leaves the others', () => {
    const cart = [line(1, 10, 1), line(2, 20, 2)];
    expect(withQuantity(cart, 2, 5).map((item) => item.quantity)).toEqual([1, 5]);
    expect(cart[1]?.quantity).toBe(2);
    expect(withoutLine(cart, 1).map((item) => item.id)).toEqual([2]);
  });

  it('adds up in cents without floating-point noise', () => {
    // 0.1 + 0.2 style sums: 3 × $19.99 + $0.10 + $0.20 = $60.27
    const cart = [line(1, 19.99, 3), line(2, 0.1, 1), line(3, 0.2, 1)];
    expect(cartSubtotalCents(cart)).toBe(6027);
    expect(cartItemCount(cart)).toBe(5);
    expect(cartSubtotalCents([])).toBe(0);
  });

  it('keeps the quantity between 1 and the stock, at most 99', () => {
    expect(quantityLimits(line(1, 10, 1))).toMatchObject({
      max: 10,
      canDecrease: false,
      canIncrease: true,
    });
    expect(quantityLimits(line(1, 10, 10))).toMatchObject({
      canIncrease: false,
      canDecrease: true,
    });
    expect(quantityLimits(line(1, 10, 5, 500)).max).toBe(99);
    // Stock fell below the line's quantity: it can only go down.
    expect(quantityLimits(line(1, 10, 4, 2))).toMatchObject({
      max: 2,
      canIncrease: false,
      canDecrease: true,
    });
    expect(quantityLimits(line(1, 10, 1, 0))).toMatchObject({
      max: 1,
      canIncrease: false,
      canDecrease: false,
    });
  });

  it('names stock trouble', () => {
    expect(stockProblem(line(1, 10, 2, 5))).toBeNull();
    expect(stockProblem(line(1, 10, 4, 2))).toBe('Only 2 left in stock');
    expect(stockProblem(line(1, 10, 1, 0))).toBe('Out of stock');
  });
});
