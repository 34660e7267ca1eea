import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Order } from '../../../shared/contracts/orders';
import { productMessages } from '../../../shared/contracts/product-input';
import { seedDemoDiscount } from '../discounts/discounts.service';
import { pageHead } from '../seo/seo.service';

let t: TestApp;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

describe('half price (decision 0059)', () => {
  it('sells the product at half its price, rounded up to the cent, in the cart and the checkout', async () => {
    // $18.99 at half price: $9.495, rounded up to $9.50.
    const product = await createProduct(t.ctx, { priceCents: 1_899, halfPriceEnabled: true });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    await addToCart(t.app, shopper.cookie, product.id, 2);
    const cart = await getCart(t.app, shopper.cookie);
    expect(cart[0]?.price).toBe(9.5);

    const body = checkoutBodyFor(cart);
    expect(body.summary).toMatchObject({ subtotal: 19, tax: 1.52, total: 20.52 });
    const placed = await postCheckout(t.app, shopper.cookie, body);
    expect(placed.statusCode).toBe(201);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.json().orderId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Order>();
    expect(order).toMatchObject({ subtotal: 19, total: 20.52 });
    expect(order.items[0]?.price).toBe(9.5);
  });

  it('charges the half price on the single-product order, and a code comes off the half price', async () => {
    await seedDemoDiscount(t.ctx);
    // $189.00 at half price: $94.50; LAGUNA10 takes $9.45; tax 8% of $85.05 = $6.80.
    const product = await createProduct(t.ctx, { priceCents: 18_900, halfPriceEnabled: true });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    const order = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
        payload: { productId: product.id, quantity: 1, customerInfo: LAGUNA_CUSTOMER, ...payload },
      });
    const fullPrice = await order({ subtotal: 189, shipping: 0, tax: 15.12, total: 204.12 });
    expect(fullPrice.statusCode).toBe(409);
    const placed = await order({
      subtotal: 94.5,
      discount: 9.45,
      shipping: 0,
      tax: 6.8,
      total: 91.85,
      discountCode: 'LAGUNA10',
    });
    expect(placed.statusCode).toBe(201);
  });

  it("puts the sale price in the product page's head and JSON-LD", async () => {
    const product = await createProduct(t.ctx, { priceCents: 18_900, halfPriceEnabled: true });
    const { head } = await pageHead(t.ctx, {
      pathname: `/product/${product.id}`,
      search: '',
      origin: 'https://shop.example',
    });
    expect(head).toContain('"price":"94.50"');
    expect(head).toContain('<meta property="product:price:amount" content="94.50"');
    expect(head).not.toContain('189.00');
  });
});

/** A valid product for the flag checks, posted by the admin. */
const product = {
  productType: 'sunglasses',
  brand: 'Laguna Optics',
  model: 'Flags',
  size: '52mm',
  quantity: 3,
  price: 120,
  description: 'Flags.',
  imageUrl: '/images/placeholder.png',
};
const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie: admin.cookie },
    payload: { ...product, ...payload },
  });

describe('promotion flags the shop does not run', () => {
  it('refuses mystery box on the admin API with the reason', async () => {
    const response = await post({ mysteryBoxEnabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(productMessages.mysteryBoxNotOffered);
    expect(productMessages.mysteryBoxNotOffered).toBe(
      'Mystery box is not offered: the shop has no mystery box rule, so the flag stays off.',
    );
    const halfPrice = await post({ halfPriceEnabled: true, mysteryBoxEnabled: false });
    expect(halfPrice.statusCode).toBe(201);
    expect(halfPrice.json()).toMatchObject({ halfPriceEnabled: true, price: 120 });
  });
});

describe('buy one, play free (decision 0063)', () => {
  it('is switched on with Bet/Play, and refused without it (its free entry is into the game)', async () => {
    const on = await post({ playEnabled: true, buyOnePlayFreeEnabled: true });
    expect(on.statusCode).toBe(201);
    expect(on.json()).toMatchObject({ buyOnePlayFreeEnabled: true, playEnabled: true });

    const withoutPlay = await post({ playEnabled: false, buyOnePlayFreeEnabled: true });
    expect(withoutPlay.statusCode).toBe(400);
    expect(withoutPlay.json().message).toContain(
      'Buy one, play free needs Bet/Play: the free entry is into this product’s next game.',
    );
    expect(productMessages.buyOnePlayFreeNeedsPlay).toBe(
      'Buy one, play free needs Bet/Play: the free entry is into this product’s next game.',
    );
  });
});
