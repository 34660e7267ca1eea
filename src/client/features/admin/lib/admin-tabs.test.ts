import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/contracts/catalog';
import { adminTabs, editPathFor, filterAdminProducts } from './admin-tabs';

const product = (id: number, productType: Product['productType'], brand: string, model: string) =>
  ({ id, productType, brand, model }) as Product;

const list = [
  product(1, 'sunglasses', 'Ray-Ban', 'Wayfarer'),
  product(2, 'sunglasses', 'Oakley', 'Holbrook'),
  product(3, 'coffee', 'Laguna Roasters', 'Sunrise'),
  product(4, 'tea', 'Zen Leaf', 'Sencha'),
];

describe('filterAdminProducts', () => {
  it('keeps the tab types; the coffee tab lists tea too', () => {
    expect(filterAdminProducts(list, ['sunglasses'], '').map((p) => p.id)).toEqual([1, 2]);
    const coffeeTab = adminTabs.find((tab) => tab.value === 'coffee');
    expect(filterAdminProducts(list, coffeeTab?.types ?? [], '').map((p) => p.id)).toEqual([3, 4]);
  });

  it('matches brand or model, case-insensitively, as a substring', () => {
    expect(filterAdminProducts(list, ['sunglasses'], 'RAY').map((p) => p.id)).toEqual([1]);
    expect(filterAdminProducts(list, ['sunglasses'], 'brook ').map((p) => p.id)).toEqual([2]);
    expect(filterAdminProducts(list, ['sunglasses'], 'zzz')).toEqual([]);
  });
});

describe('editPathFor', () => {
  it('routes each type to its own form', () => {
    expect(editPathFor({ id: 7, productType: 'sunglasses' })).toBe('/admin/product/7');
    expect(editPathFor({ id: 7, productType: 'tshirt' })).toBe('/admin/tshirt/7');
    expect(editPathFor({ id: 7, productType: 'shoe' })).toBe('/admin/shoe/7');
    expect(editPathFor({ id: 7, productType: 'book' })).toBe('/admin/book/7');
    expect(editPathFor({ id: 7, productType: 'tea' })).toBe('/admin/coffee/7');
    expect(editPathFor({ id: 7, productType: 'handbag' })).toBe('/admin/handbag/7');
  });
});
