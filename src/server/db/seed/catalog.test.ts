import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { DEFAULT_COMPETITION_FILL_HOURS } from '../../../shared/competition-rules';
import { type Product, productTypes } from '../../../shared/contracts/catalog';
import { MAX_CONTESTANTS, MIN_CONTESTANTS } from '../../../shared/play-rules';
import { seedCatalogue } from './catalog';
import { TWO_PLAYER_PRODUCTS } from './catalog-data';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  first = await seedCatalogue(t.ctx);
});
afterAll(() => t.close());

const listProducts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();

describe('seedCatalogue', () => {
  it('fills an empty shop with at least 6 products of every type', async () => {
    const products = await listProducts();
    expect(first.productsAdded).toBe(products.length);
    for (const type of productTypes) {
      expect(products.filter((p) => p.productType === type).length, type).toBeGreaterThanOrEqual(6);
    }
    expect(products.some((p) => p.quantity === 0)).toBe(true);
    expect(products.some((p) => p.quantity > 0 && p.quantity <= 5)).toBe(true);
  });

  it('makes every product playable at $1 with its competition open, even a sold-out one', async () => {
    const products = await listProducts();
    expect(products.length).toBe(first.productsAdded);
    const games = (await t.app.inject({ method: 'GET', url: '/api/games/active' })).json<
      { productId: number; status: string; requiredParticipants: number; participants: number }[]
    >();
    for (const product of products) {
      const name = `${product.brand} ${product.model}`;
      expect(product.playEnabled, name).toBe(true);
      expect(product.entryPrice, name).toBe(1);
      const game = games.find((g) => g.productId === product.id);
      expect(game, name).toMatchObject({
        status: 'waiting',
        participants: 0,
        requiredParticipants: Math.floor(product.price),
      });
      const competition = await t.app.inject({
        method: 'GET',
        url: `/api/products/${product.id}/competition`,
      });
      expect(competition.json(), name).toMatchObject({ gameStatus: 'waiting', entryPrice: 1 });
    }
    // The held unit is outside the sellable quantity: the sold-out ones stay sold out to buy.
    expect(products.some((p) => p.quantity === 0)).toBe(true);
  });

  it('includes inexpensive games that start with two paying players, open and waiting for them', async () => {
    const products = await listProducts();
    const games = (await t.app.inject({ method: 'GET', url: '/api/games/active' })).json<
      {
        productId: number;
        status: string;
        requiredParticipants: number;
        participants: number;
        fillDeadline: string;
      }[]
    >();
    const twoPlayer = products.filter((product) => product.maxContestants === 2);
    expect(twoPlayer.map((product) => product.model).sort()).toEqual(
      TWO_PLAYER_PRODUCTS.map((product) => product.model).sort(),
    );
    expect(twoPlayer.map((product) => product.productType).sort()).toEqual(['coffee', 'tea']);
    for (const product of twoPlayer) {
      const name = `${product.brand} ${product.model}`;
      // In stock, playable at the one $1 entry, labelled for a newcomer to find.
      expect(product.price, name).toBeLessThan(3);
      expect(product.quantity, name).toBeGreaterThan(0);
      expect(product.playEnabled, name).toBe(true);
      expect(product.entryPrice, name).toBe(1);
      expect(product.description, name).toMatch(/^BADGE:2-player game;;/);
      // Its game is open with nobody in it (no invented players) and the usual fill deadline.
      const game = games.find((g) => g.productId === product.id);
      expect(game, name).toMatchObject({
        status: 'waiting',
        participants: 0,
        requiredParticipants: 2,
      });
      expect(Date.parse(game?.fillDeadline ?? '') - t.clock.now().getTime(), name).toBe(
        DEFAULT_COMPETITION_FILL_HOURS * 3600 * 1000,
      );
    }
  });

  it('gives every product an image the server serves', async () => {
    const products = await listProducts();
    for (const product of products) {
      expect(product.imageUrl, product.model).toMatch(/^\/images\/[0-9a-f]{64}\.svg$/);
    }
    const response = await t.app.inject({ method: 'GET', url: products[0]?.imageUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it('sets maxContestants to floor(price / $1), within 2..1,000', async () => {
    for (const product of await listProducts()) {
      expect(product.maxContestants).toBe(Math.floor(Math.round(product.price * 100) / 100));
      if (product.playEnabled) {
        expect(product.maxContestants).toBeGreaterThanOrEqual(MIN_CONTESTANTS);
        expect(product.maxContestants).toBeLessThanOrEqual(MAX_CONTESTANTS);
      }
    }
  });

  it('loads active brands with logos', async () => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brands' })).json<
      { name: string; logoUrl: string }[]
    >();
    expect(brands.length).toBe(first.brandsAdded);
    expect(brands.length).toBeGreaterThanOrEqual(5);
    expect(brands.every((b) => b.logoUrl.startsWith('/images/'))).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await listProducts();
    expect(await seedCatalogue(t.ctx)).toEqual({ brandsAdded: 0, productsAdded: 0 });
    const after = await listProducts();
    expect(after.map((p) => [p.id, p.quantity])).toEqual(before.map((p) => [p.id, p.quantity]));
  });
});
