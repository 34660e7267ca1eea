import { LOW_STOCK_THRESHOLD } from '../../../../shared/limits';

export type StockState = 'out' | 'low' | 'in';

export interface StockStatus {
  state: StockState;
  /** What a shopper reads next to the price. */
  label: string;
}

/** 0 is out of stock, 1 to LOW_STOCK_THRESHOLD is low ("Only n left"), anything above is in stock. */
export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return { state: 'out', label: 'Out of stock' };
  if (quantity <= LOW_STOCK_THRESHOLD) return { state: 'low', label: `Only ${quantity} left` };
  return { state: 'in', label: 'In stock' };
}
