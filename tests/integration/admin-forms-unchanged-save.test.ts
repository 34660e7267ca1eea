import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apparelFormDefaults,
  apparelPayload,
  bookFormDefaults,
  bookPayload,
  coffeeFormDefaults,
  coffeePayload,
  genericFormDefaults,
  genericPayload,
} from '../../src/client/features/admin/lib/product-forms';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { demoProducts } from '../../src/server/db/seed/catalog-data';
import { ifMatchVersion, type Product } from '../../src/shared/contracts/catalog';
import type { ProductInput } from '../../src/shared/contracts/product-input';
import { type SignedUpUser, signUpElevatedAdmin } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

let t: TestApp;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  await seedCatalogue(t.ctx);
});
afterAll(() => t.close());

async function getProduct(id: number): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}

/**
 * What the admin form of the product's type sends when saved without a change: the form's
 * defaults for the product, turned into its payload (the multipart forms' PUT keeps the image,
 * the coffee/tea form PATCHes), as the browser would send it.
 */
function unchangedSave(product: Product): { method: 'PUT' | 'PATCH'; body: ProductInput } {
  switch (product.productType) {
    case 'tshirt':
    case 'shoe':
      return {
        method: 'PUT',
        body: apparelPayload(product.productType, apparelFormDefaults(product), product),
      };
    case 'book':
      return { method: 'PUT', body: bookPayload(bookFormDefaults(product), product) };
    case 'coffee':
    case 'tea':
      return { method: 'PATCH', body: coffeePayload(coffeeFormDefaults(product), product) };
    default:
      return {
        method: 'PUT',
        body: genericPayload(genericFormDefaults(product.productType, product), product),
      };
  }
}

/** Everything but the version, which rises with every write. */
function withoutVersion({ version: _, ...rest }: Product) {
  return rest;
}

async function saveUnchanged(before: Product): Promise<Product> {
  const { method, body } = unchangedSave(before);
  const response = await t.app.inject({
    method,
    url: `/api/products/${before.id}`,
    headers: { cookie: admin.cookie, 'if-match': ifMatchVersion(before.version) },
    payload: method === 'PUT' ? { ...body, keepExistingImage: true } : body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return getProduct(before.id);
}

describe('saving an admin form unchanged changes nothing (decision 0021)', () => {
  it('every demo product, through the form of its type', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/products' });
    const products = list.json<Product[]>();
    // The whole demo catalogue, the two-player demo items included.
    expect(products.length).toBe(demoProducts.length);
    expect(products.length).toBe(67);
    for (const before of products) {
      const after = await saveUnchanged(before);
      expect(
        withoutVersion(after),
        `${before.productType} ${before.brand} ${before.model}`,
      ).toEqual(withoutVersion(before));
      expect(after.version).toBeGreaterThan(before.version);
    }
  });

  it.each([
    ['tshirt', { description: 'Soft cotton.;;BADGE:New;;Second paragraph.' }],
    ['book', { size: '212', description: 'A summary first.;;AUTHOR:Ann Reef' }],
    ['book', { size: '1 page, broadside', model: '' }],
    ['sunglasses', { description: 'Polarized.;;DISCOUNT:10% off;;BADGE:New' }],
    ['handbag', { sku: null }],
    ['coffee', { roast: 'Medium roast', description: 'Nutty.;;BADGE:Local' }],
  ] as const)('a %s stored unusually: %j', async (productType, change) => {
    const [seeded] = (
      await t.app.inject({ method: 'GET', url: `/api/products?type=${productType}&limit=1` })
    ).json<Product[]>();
    if (!seeded) throw new Error(`no demo ${productType}`);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${seeded.id}`,
      headers: { cookie: admin.cookie },
      payload: change,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await getProduct(seeded.id);
    const after = await saveUnchanged(before);
    expect(withoutVersion(after)).toEqual(withoutVersion(before));
  });
});
