import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { type Product, productListSchema, productSchema } from '../../../shared/contracts/catalog';
import { insertProducts } from './catalog.repository';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
let cheapTee: Product;
let aviator: Product;
let book: Product;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  aviator = await createProduct(t.ctx, {
    productType: 'sunglasses',
    brand: 'Laguna Optics',
    model: 'Aviator Gold',
    priceCents: 15_999,
    description: 'BADGE:Best Seller;;Polarized 100% UV lenses.',
    playEnabled: true,
    entryPriceCents: 500,
    createdAt: at(30),
  });
  await createProduct(t.ctx, {
    brand: 'Crescent Bay',
    model: 'Round Tortoise',
    priceCents: 8_900,
    createdAt: at(2),
  });
  cheapTee = await createProduct(t.ctx, {
    productType: 'tshirt',
    brand: 'Thalia Street Supply',
    model: 'Sunset Crew 100%_cotton',
    size: 'M',
    priceCents: 2_800,
    createdAt: at(10),
  });
  book = await createProduct(t.ctx, {
    productType: 'book',
    brand: 'The Tide Pool Almanac',
    model: 'Heisler Press',
    size: '288 pages, paperback',
    priceCents: 1_800,
    description: 'AUTHOR:Marisol Vega;;A year of low tides along the Laguna coast.',
    createdAt: at(1),
  });
  await createProduct(t.ctx, {
    productType: 'coffee',
    brand: 'Crystal Cove Roasters',
    model: 'Morning Swell',
    priceCents: 1_800,
    roast: 'medium',
    origin: 'Huila, Colombia',
    weightGrams: 340,
    sku: 'CCR-MS-340',
    createdAt: at(5),
  });
  await createProduct(t.ctx, {
    productType: 'tea',
    brand: 'Heisler Leaf',
    model: 'Cliffside Oolong',
    priceCents: 1_600,
    roast: 'oolong',
    createdAt: at(3),
  });
  await createProduct(t.ctx, {
    productType: 'handbag',
    brand: 'Pearl Street Atelier',
    model: 'Tote',
    priceCents: 32_000,
    archivedAt: at(0),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (products: Product[]) => products.map((p) => p.model);

describe('GET /api/products', () => {
  it('lists every live product, oldest id first, with the specification fields in dollars', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = response.json<Product[]>();
    expect(products).toHaveLength(6);
    expect(response.headers['x-total-count']).toBe('6');
    expect(products.map((p) => p.id)).toEqual([...products.map((p) => p.id)].sort((a, b) => a - b));
    expect(products[0]).toEqual({
      id: aviator.id,
      productType: 'sunglasses',
      brand: 'Laguna Optics',
      model: 'Aviator Gold',
      size: '54mm',
      quantity: 10,
      price: 159.99,
      entryPrice: 5,
      maxContestants: 10,
      imageUrl: null,
      description: 'BADGE:Best Seller;;Polarized 100% UV lenses.',
      createdAt: expect.any(String),
      buyNowEnabled: true,
      bidEnabled: false,
      playEnabled: true,
      halfPriceEnabled: false,
      mysteryBoxEnabled: false,
      buyOnePlayFreeEnabled: false,
      donateEnabled: false,
      roast: null,
      origin: null,
      weight: null,
      sku: null,
      supplier: null,
      supplierContact: null,
      supplierCountry: null,
      certifications: null,
      compatibleMachines: null,
      version: 1,
    });
  });

  it('answers bodies that match the published contracts', async () => {
    const list = await get('/api/products');
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(productListSchema.safeParse(list.json()).success).toBe(true);
    expect(productSchema.safeParse((await get(`/api/products/${book.id}`)).json()).success).toBe(
      true,
    );
  });

  it('gives coffee its extras, weight in kilograms', async () => {
    const [coffee] = (await get('/api/products?type=coffee')).json<Product[]>();
    expect(coffee).toMatchObject({
      roast: 'medium',
      origin: 'Huila, Colombia',
      weight: 0.34,
      sku: 'CCR-MS-340',
      price: 18,
    });
  });

  it('never lists archived products', async () => {
    expect(names((await get('/api/products?type=handbag')).json())).toEqual([]);
  });

  it('filters by one type or several', async () => {
    expect(names((await get('/api/products?type=sunglasses')).json())).toEqual([
      'Aviator Gold',
      'Round Tortoise',
    ]);
    expect(names((await get('/api/products?type=coffee,tea')).json())).toEqual([
      'Morning Swell',
      'Cliffside Oolong',
    ]);
  });

  it('sorts by price both ways', async () => {
    const low = (await get('/api/products?sort=price-low-high'))
      .json<Product[]>()
      .map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await get('/api/products?sort=price-high-low'))
      .json<Product[]>()
      .map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('sorts newest first and keeps the default order by id', async () => {
    const newest = (await get('/api/products?sort=newest')).json<Product[]>();
    expect(newest[0]?.id).toBe(book.id);
    expect(newest.at(-1)?.id).toBe(aviator.id);
    expect((await get('/api/products?sort=default')).json<Product[]>()[0]?.id).toBe(aviator.id);
  });

  it('searches brand, model and description case-insensitively, with % and _ taken literally', async () => {
    expect(names((await get('/api/products?q=laguna')).json())).toEqual([
      'Aviator Gold',
      'Heisler Press',
    ]);
    expect(names((await get('/api/products?q=POLARIZED')).json())).toEqual(['Aviator Gold']);
    expect(names((await get(`/api/products?q=${encodeURIComponent('100%_')}`)).json())).toEqual([
      'Sunset Crew 100%_cotton',
    ]);
    expect(names((await get('/api/products?q=%25')).json())).toEqual([
      'Aviator Gold',
      'Sunset Crew 100%_cotton',
    ]);
  });

  it('pages with limit and offset, reporting the total', async () => {
    const page = await get('/api/products?sort=price-high-low&limit=2&offset=1');
    expect(page.json<Product[]>().map((p) => p.price)).toEqual([89, 28]);
    expect(page.headers['x-total-count']).toBe('6');
    expect((await get('/api/products?limit=5&offset=100')).json()).toEqual([]);
  });

  it.each([
    [
      'type=hats',
      'Unknown product type. Use one of: sunglasses, tshirt, shoe, book, coffee, tea, handbag',
    ],
    [
      'type=coffee,hats',
      'Unknown product type. Use one of: sunglasses, tshirt, shoe, book, coffee, tea, handbag',
    ],
    ['sort=cheapest', 'Unknown sort. Use one of: default, price-low-high, price-high-low, newest'],
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['limit=abc', 'limit must be a whole number from 1 to 500'],
    ['offset=-1', 'offset must be a whole number of at least 0'],
    ['offset=1.5', 'offset must be a whole number of at least 0'],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('answers ?%s with 400 "%s"', async (query, message) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers If-None-Match with 304 and no body while nothing changed, 200 after a change', async () => {
    const first = await get('/api/products');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A change by plain SQL reaches the server through the trigger's NOTIFY.
    await t.db.db.execute(
      sql`update products set quantity = quantity - 1 where id = ${aviator.id}`,
    );
    await vi.waitFor(
      async () => {
        const changed = await get('/api/products', { 'if-none-match': etag });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
      },
      { timeout: 1000, interval: 20 },
    );
  });

  it('compresses the list for clients that accept it', async () => {
    const response = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const response = await get(`/api/products/${cheapTee.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: cheapTee.id,
      productType: 'tshirt',
      price: 28,
      size: 'M',
    });
    const etag = String(response.headers.etag);
    expect((await get(`/api/products/${cheapTee.id}`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });

  it.each(['999999', 'abc', '0', '-3', '1.5', '99999999999999'])(
    'answers 404 JSON "Product not found" for %s',
    async (id) => {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    },
  );

  it('answers 404 for an archived product', async () => {
    const archived = await createProduct(t.ctx, { archivedAt: t.clock.now() });
    expect((await get(`/api/products/${archived.id}`)).statusCode).toBe(404);
  });
});

describe('large answers', () => {
  it('are gzipped once and served from the cache, identical to the plain JSON', async () => {
    const many = await createTestApp();
    try {
      const now = many.clock.now();
      const rows = Array.from({ length: 150 }, (_, i) => ({
        brand: 'Bulk Brand',
        model: `Bulk model ${i}`,
        size: 'One size',
        priceCents: 1000 + i,
        description: 'A long description. '.repeat(20),
        createdAt: now,
        updatedAt: now,
      }));
      await insertProducts(many.ctx.db, rows);
      const plain = await many.app.inject({ method: 'GET', url: '/api/products' });
      expect(plain.body.length).toBeGreaterThan(64 * 1024);
      const first = await many.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'accept-encoding': 'gzip' },
      });
      const second = await many.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'accept-encoding': 'gzip' },
      });
      for (const response of [first, second]) {
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
      }
      expect(JSON.parse(plain.body)).toHaveLength(150);
    } finally {
      await many.close();
    }
  });
});
