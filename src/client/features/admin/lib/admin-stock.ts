import { LOW_STOCK_THRESHOLD } from '../../../../shared/contracts/catalog';

export type AdminStockTone = 'in' | 'low' | 'out' | 'plain';

export interface AdminStock {
  tone: AdminStockTone;
  label: string;
}

/**
 * The admin list's stock badge (admin-vendor-coach-games.md section 4): above 5 'In Stock: n',
 * 1 to 5 'Low Stock: n', 0 'Out of Stock'; coffee and handbag lists show 'Stock: n' only.
 */
export function adminStock(quantity: number, plain = false): AdminStock {
  if (plain) return { tone: 'plain', label: `Stock: ${quantity}` };
  if (quantity <= 0) return { tone: 'out', label: 'Out of Stock' };
  if (quantity <= LOW_STOCK_THRESHOLD) return { tone: 'low', label: `Low Stock: ${quantity}` };
  return { tone: 'in', label: `In Stock: ${quantity}` };
}

/** Units held outside the sellable quantity for games and prizes. */
export function heldLabel(held: number): string {
  return `+${held} held for ${held === 1 ? 'a game' : 'games'}`;
}

/** How often the admin list asks again for stock (a 304 when nothing changed). */
export const ADMIN_LIST_REFRESH_MS = 30_000;
