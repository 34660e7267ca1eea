import { describe, expect, it } from 'vitest';
import { adminStock, heldLabel } from './admin-stock';

describe('adminStock', () => {
  it('labels stock as the admin list shows it', () => {
    expect(adminStock(6)).toEqual({ tone: 'in', label: 'In Stock: 6' });
    expect(adminStock(5)).toEqual({ tone: 'low', label: 'Low Stock: 5' });
    expect(adminStock(1)).toEqual({ tone: 'low', label: 'Low Stock: 1' });
    expect(adminStock(0)).toEqual({ tone: 'out', label: 'Out of Stock' });
  });

  it('shows only the count on coffee and handbag lists', () => {
    expect(adminStock(0, true).label).toBe('Stock: 0');
    expect(adminStock(12, true).label).toBe('Stock: 12');
  });
});

describe('held units beside the stock badge', () => {
  it('names them, never adds them', () => {
    expect(heldLabel(1)).toBe('+1 held for a game');
    expect(heldLabel(2)).toBe('+2 held for games');
    expect(adminStock(4)).toEqual({ tone: 'low', label: 'Low Stock: 4' });
  });
});
