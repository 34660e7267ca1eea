import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkOutCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Product } from '../../../shared/contracts/catalog';
import { checkoutMessages, type Invoice, type Order } from '../../../shared/contracts/orders';
import { authMessages } from '../../../shared/validation-messages';
import { products } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { paymentCards, payments } from '../../db/schema/payments';
import {
  DECLINE_MESSAGE,
  SANDBOX_DECLINED_TOKEN,
  SANDBOX_OK_TOKEN,
} from '../payments/test-gateway';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.quantity ?? -1;
}

async function ordersOf(userId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

async function paymentsOf(userId: number) {
  return t.ctx.db.select().from(payments).where(eq(payments.userId, userId));
}

/** The shopper's card on file, as the shop saved it. */
async function cardIdOf(userId: number): Promise<string> {
  const [card] = await t.ctx.db
    .select({ id: paymentCards.providerCardId })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.replacedAt)));
  if (!card) throw new Error(`user ${userId} has no card on file`);
  return card.id;
}

async function shopperWithProfile(): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  return shopper;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/user/orders'],
    ['GET', '/api/orders/1'],
    ['POST', '/api/orders'],
    ['POST', '/api/checkout'],
    ['GET', '/api/invoices'],
    ['GET', '/api/invoices/1'],
    ['GET', '/api/invoices/1/pdf'],
  ] as const)('%s %s answers 401 %j', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { 'idempotency-key': newIdempotencyKey() },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: authMessages.notAuthenticated });
  });
});

describe('POST /api/checkout', () => {
  let aviator: Product;
  let tote: Product;

  beforeAll(async () => {
    aviator = await createProduct(t.ctx, {
      brand: 'Ray-Ban',
      model: 'Checkout Aviator',
      priceCents: 15_999,
      quantity: 5,
    });
    tote = await createProduct(t.ctx, {
      productType: 'handbag',
      brand: 'Laguna',
      model: 'Canvas Tote',
      priceCents: 4_550,
      quantity: 10,
    });
  });

  it('needs a signed-in shopper', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('needs an Idempotency-Key header', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: shopper.cookie },
      payload: checkoutBodyFor(await getCart(t.app, shopper.cookie)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(checkoutMessages.idempotencyKeyRequired);
  });

  it('refuses to charge a card on file that is not there, in the completeness rule’s words', async () => {
    const shopper = await signUp(t.app);
    await addToCart(t.app, shopper.cookie, tote.id);
    const response = await checkOutCart(t.app, shopper.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'To buy, we need a card on file.',
      code: 'PROFILE_INCOMPLETE',
    });
    expect(await ordersOf(shopper.user.id)).toBe(0);
  });

  it('lets a shopper with an empty profile buy cash on delivery with the form’s details, and saves them when asked', async () => {
    const shopper = await signUp(t.app);
    await addToCart(t.app, shopper.cookie, tote.id);
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(await getCart(t.app, shopper.cookie), {
        paymentMethod: 'cod',
        saveToProfile: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const profile = (await get('/api/user/profile', shopper.cookie)).json();
    expect(profile).toMatchObject({
      name: LAGUNA_CUSTOMER.name,
      email: LAGUNA_CUSTOMER.email,
      phone: LAGUNA_CUSTOMER.phone,
      address: { ...LAGUNA_CUSTOMER.address, country: 'USA' },
      paymentMethod: null,
    });
    // Everything but the card: 'Incomplete', and it says so.
    expect((await get('/api/user/profile-status', shopper.cookie)).json()).toEqual({
      isComplete: false,
      missing: ['card'],
    });
  });

  it('refuses an empty cart', async () => {
    const shopper = await shopperWithProfile();
    const response = await postCheckout(t.app, shopper.cookie, checkoutBodyFor([]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: checkoutMessages.emptyCart, code: 'EMPTY_CART' });
  });

  it('delivers only to ZIP 92651 and changes nothing otherwise', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const cart = await getCart(t.app, shopper.cookie);
    const stock = await stockOf(tote.id);
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(cart, {
        customer: {
          ...LAGUNA_CUSTOMER,
          address: { ...LAGUNA_CUSTOMER.address, postalCode: '90210' },
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: checkoutMessages.localDeliveryOnly,
      code: 'LOCAL_DELIVERY_ONLY',
    });
    expect(await stockOf(tote.id)).toBe(stock);
    expect(await getCart(t.app, shopper.cookie)).toHaveLength(1);
  });

  it('validates the delivery form with the spec’s messages', async () => {
    const shopper = await shopperWithProfile();
    const body = checkoutBodyFor([]);
    const response = await postCheckout(t.app, shopper.cookie, {
      ...body,
      customerInfo: { ...body.customerInfo, phone: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid phone number');
  });

  it('charges the card on file, to the cent, and makes the order, its invoice and a notification', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, aviator.id, 2);
    await addToCart(t.app, shopper.cookie, tote.id, 1);
    const [aviatorStock, toteStock] = [await stockOf(aviator.id), await stockOf(tote.id)];
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
    // 2 × 159.99 + 45.50 = 365.48; tax 8% = 29.2384 → 29.24; local delivery free.
    expect(body.summary).toEqual({ subtotal: 365.48, shipping: 0, tax: 29.24, total: 394.72 });

    const response = await postCheckout(t.app, shopper.cookie, body);
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json<{ orderId: number }>();

    expect(await stockOf(aviator.id)).toBe(aviatorStock - 2);
    expect(await stockOf(tote.id)).toBe(toteStock - 1);
    expect(await getCart(t.app, shopper.cookie)).toEqual([]);

    const order = (await get(`/api/orders/${orderId}`, shopper.cookie)).json<Order>();
    expect(order).toMatchObject({
      id: orderId,
      orderId,
      status: 'processing',
      paymentMethod: 'card',
      card: { brand: 'VISA', last4: '1111' },
      subtotal: 365.48,
      tax: 29.24,
      total: 394.72,
      shipping: { method: 'local', cost: 0, postalCode: '92651', name: 'Casey Shopper' },
    });
    expect(order.items.map((item) => [item.product.model, item.quantity, item.price])).toEqual([
      ['Checkout Aviator', 2, 159.99],
      ['Canvas Tote', 1, 45.5],
    ]);

    const invoice = (await get(`/api/invoices/${order.invoiceId}`, shopper.cookie)).json<Invoice>();
    expect(invoice).toMatchObject({
      orderId,
      status: 'paid',
      paymentMethod: 'card',
      subtotal: 365.48,
      shipping: 0,
      tax: 29.24,
      total: 394.72,
      customer: { name: 'Casey Shopper', email: 'casey@example.com' },
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(invoice.customer.address).toBe('123 Ocean Ave\nLaguna Beach, CA 92651\nUSA');
    expect(invoice.items).toEqual([
      {
        description: 'Ray-Ban Checkout Aviator',
        quantity: 2,
        unitPrice: 159.99,
        total: 319.98,
        type: 'PRODUCT',
      },
      {
        description: 'Laguna Canvas Tote',
        quantity: 1,
        unitPrice: 45.5,
        total: 45.5,
        type: 'PRODUCT',
      },
      {
        description: 'Local delivery in 2-3 hours to ZIP 92651',
        quantity: 1,
        unitPrice: 0,
        total: 0,
        type: 'SHIPPING',
      },
    ]);

    const notifications = (await get('/api/notifications', shopper.cookie)).json();
    expect(notifications[0]).toMatchObject({
      type: 'payment_success',
      title: 'Payment Successful',
      actionUrl: `/order-confirmation/${orderId}`,
    });
    expect(notifications[0].message).toContain('$394.72');
    expect(notifications[0].message).toContain('Ray-Ban Checkout Aviator ×2');
  });

  it('returns the same order for a retry with the same key and charges nothing more', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
    const key = newIdempotencyKey();
    const first = await postCheckout(t.app, shopper.cookie, body, key);
    const stock = await stockOf(tote.id);
    const again = await postCheckout(t.app, shopper.cookie, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(tote.id)).toBe(stock);
    expect(await ordersOf(shopper.user.id)).toBe(1);
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(charged).toHaveLength(1);
  });

  it('refuses a summary the server does not agree with (409) and changes nothing', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
    const response = await postCheckout(t.app, shopper.cookie, {
      ...body,
      summary: { ...body.summary, total: body.summary.total - 0.01 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: checkoutMessages.staleSummary,
      code: 'STALE_SUMMARY',
    });
    const chargedShipping = await postCheckout(t.app, shopper.cookie, {
      ...body,
      shipping: { method: 'local', cost: 5.99 },
    });
    expect(chargedShipping.json().code).toBe('STALE_SUMMARY');
    const oldMethod = await postCheckout(t.app, shopper.cookie, {
      ...body,
      shipping: { method: 'standard' as 'local', cost: 0 },
    });
    expect(oldMethod.statusCode).toBe(400);
    expect(oldMethod.json().message).toBe('Please select a shipping method');
    expect(await ordersOf(shopper.user.id)).toBe(0);
  });

  it('refuses items that are not the cart’s (409)', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const cart = await getCart(t.app, shopper.cookie);
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(cart.map((line) => ({ ...line, quantity: line.quantity + 1 }))),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CART_CHANGED');
  });

  it('refuses more than the stock, naming the product', async () => {
    const shopper = await shopperWithProfile();
    const scarce = await createProduct(t.ctx, { brand: 'Oakley', model: 'Rare', quantity: 2 });
    await addToCart(t.app, shopper.cookie, scarce.id, 2);
    await t.ctx.db.update(products).set({ quantity: 1 }).where(eq(products.id, scarce.id));
    const response = await checkOutCart(t.app, shopper.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 1 of Oakley Rare left in stock. Please lower the quantity.',
      code: 'OUT_OF_STOCK',
    });
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('loses nothing when the card is declined', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const stock = await stockOf(tote.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie), {
      paymentToken: SANDBOX_DECLINED_TOKEN,
    });
    const key = newIdempotencyKey();
    const response = await postCheckout(t.app, shopper.cookie, body, key);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: DECLINE_MESSAGE, code: 'PAYMENT_DECLINED' });
    // Retried under the same key: the recorded decline is the answer, nothing is charged again.
    const retried = await postCheckout(t.app, shopper.cookie, body, key);
    expect(retried.statusCode).toBe(402);
    expect(retried.json()).toEqual({ message: DECLINE_MESSAGE, code: 'PAYMENT_DECLINED' });
    expect(await stockOf(tote.id)).toBe(stock);
    expect(await getCart(t.app, shopper.cookie)).toHaveLength(1);
    expect(await ordersOf(shopper.user.id)).toBe(0);
    const attempts = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'declined', failureMessage: DECLINE_MESSAGE });
    const [notification] = (await get('/api/notifications', shopper.cookie)).json();
    expect(notification).toMatchObject({ type: 'payment_failed', title: 'Payment Failed' });
  });

  it('takes cash on delivery: pending payment, a pending invoice due on delivery, no charge', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(await getCart(t.app, shopper.cookie), { paymentMethod: 'cod' }),
    );
    expect(response.statusCode).toBe(201);
    const order = (
      await get(`/api/orders/${response.json().orderId}`, shopper.cookie)
    ).json<Order>();
    expect(order).toMatchObject({ status: 'pending_payment', paymentMethod: 'cod', card: null });
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, shopper.cookie)).json<Invoice>();
    expect(invoice.status).toBe('pending');
    // Due when the local delivery arrives: within 3 hours.
    const hours =
      (Date.parse(invoice.dueDate ?? '') - Date.parse(invoice.invoiceDate)) / (3600 * 1000);
    expect(hours).toBe(3);
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(charged).toHaveLength(0);
  });

  it('pays the cart with Apple Pay’s one-time token, like Pay Now', async () => {
    const shopper = await shopperWithProfile();
    await addToCart(t.app, shopper.cookie, tote.id);
    const cart = await getCart(t.app, shopper.cookie);
    const missingToken = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(cart, { paymentMethod: 'apple_pay' }),
    );
    expect(missingToken.statusCode).toBe(400);
    expect(missingToken.json().message).toBe(checkoutMessages.applePayTokenRequired);
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(cart, { paymentMethod: 'apple_pay', paymentToken: SANDBOX_OK_TOKEN }),
    );
    expect(response.statusCode).toBe(201);
    const order = (
      await get(`/api/orders/${response.json().orderId}`, shopper.cookie)
    ).json<Order>();
    // $45.50 + $3.64 tax, delivered free.
    expect(order).toMatchObject({ paymentMethod: 'apple_pay', status: 'processing', total: 49.14 });
    expect(await paymentsOf(shopper.user.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 4_914 }),
    ]);
  });

  it('refuses an Idempotency-Key reused for another cart (409); the true retry still gets its order', async () => {
    const shopper = await shopperWithProfile();
    const sunhat = await createProduct(t.ctx, { model: 'Key Reuse Sunhat', quantity: 5 });
    await addToCart(t.app, shopper.cookie, sunhat.id);
    const cart = await getCart(t.app, shopper.cookie);
    const body = checkoutBodyFor(cart);
    const key = newIdempotencyKey();
    const first = await postCheckout(t.app, shopper.cookie, body, key);
    expect(first.statusCode).toBe(201);

    // The next cart, or the same lines shipped or paid another way, are other requests.
    await addToCart(t.app, shopper.cookie, aviator.id);
    const stock = await stockOf(aviator.id);
    for (const other of [
      checkoutBodyFor(await getCart(t.app, shopper.cookie)),
      checkoutBodyFor(cart, { paymentMethod: 'cod' }),
      checkoutBodyFor(cart, { paymentMethod: 'apple_pay', paymentToken: SANDBOX_OK_TOKEN }),
    ]) {
      const reused = await postCheckout(t.app, shopper.cookie, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await stockOf(aviator.id)).toBe(stock);
    expect(await getCart(t.app, shopper.cookie)).toHaveLength(1);

    const retry = await postCheckout(t.app, shopper.cookie, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(shopper.user.id)).toBe(1);
    expect(await paymentsOf(shopper.user.id)).toHaveLength(1);
  });

  it('charges a card-on-file id only when it is the shopper’s own card', async () => {
    const shopper = await shopperWithProfile();
    const other = await shopperWithProfile();
    const visor = await createProduct(t.ctx, { model: 'Card Check Visor', quantity: 5 });
    await addToCart(t.app, shopper.cookie, visor.id);
    const cart = await getCart(t.app, shopper.cookie);
    const stock = await stockOf(visor.id);

    for (const token of [
      'ccof_000000000000000000000000',
      'ccof_made-up',
      'ccof:CBASEDfakeSquareCard',
      await cardIdOf(other.user.id),
    ]) {
      const response = await postCheckout(
        t.app,
        shopper.cookie,
        checkoutBodyFor(cart, { paymentToken: token }),
      );
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({
        message: checkoutMessages.cardNotOnFile,
        code: 'CARD_NOT_ON_FILE',
      });
    }
    expect(await paymentsOf(shopper.user.id)).toEqual([]);
    expect(await paymentsOf(other.user.id)).toEqual([]);
    expect(await stockOf(visor.id)).toBe(stock);
    expect(await ordersOf(shopper.user.id)).toBe(0);

    const own = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(cart, { paymentToken: await cardIdOf(shopper.user.id) }),
    );
    expect(own.statusCode).toBe(201);
    const order = (await get(`/api/orders/${own.json().orderId}`, shopper.cookie)).json<Order>();
    expect(order.card).toEqual({ brand: 'VISA', last4: '1111' });
  });
});

describe('POST /api/orders (single product)', () => {
  let book: Product;
  beforeAll(async () => {
    book = await createProduct(t.ctx, {
      productType: 'book',
      brand: 'Tide Pools',
      model: 'Ocean Press',
      priceCents: 2_499,
      quantity: 20,
    });
  });

  const body = (overrides: object = {}) => ({
    productId: book.id,
    quantity: 1,
    // 24.99, free local delivery, tax 8% = 1.9992 → 2.00
    subtotal: 24.99,
    shipping: 0,
    tax: 2,
    total: 26.99,
    shippingMethod: 'local',
    customerInfo: LAGUNA_CUSTOMER,
    ...overrides,
  });
  const post = (cookie: string, payload: object, key = newIdempotencyKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, 'idempotency-key': key },
      payload,
    });

  it('orders one product with free local delivery and 8% tax', async () => {
    const shopper = await shopperWithProfile();
    const response = await post(shopper.cookie, body());
    expect(response.statusCode).toBe(201);
    const { id, orderId } = response.json();
    expect(id).toBe(orderId);
    const order = (await get(`/api/orders/${id}`, shopper.cookie)).json<Order>();
    expect(order).toMatchObject({
      subtotal: 24.99,
      tax: 2,
      total: 26.99,
      shipping: { method: 'local', cost: 0 },
    });
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, shopper.cookie)).json<Invoice>();
    expect(invoice.items.map((item) => [item.type, item.description, item.total])).toEqual([
      ['PRODUCT', 'Tide Pools Ocean Press', 24.99],
      ['SHIPPING', 'Local delivery in 2-3 hours to ZIP 92651', 0],
    ]);
  });

  it('takes cash on delivery as the cart does: no charge, the order, the stock and a pending invoice', async () => {
    // A shopper with no card on file at all: cash on delivery needs none.
    const shopper = await signUp(t.app);
    const stock = await stockOf(book.id);
    const response = await post(shopper.cookie, body({ paymentMethod: 'cod' }));
    expect(response.statusCode).toBe(201);
    const order = (await get(`/api/orders/${response.json().id}`, shopper.cookie)).json<Order>();
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'cod',
      card: null,
      total: 26.99,
      shipping: { method: 'local', cost: 0 },
    });
    expect(await stockOf(book.id)).toBe(stock - 1);
    expect(await paymentsOf(shopper.user.id)).toEqual([]);
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, shopper.cookie)).json<Invoice>();
    expect(invoice).toMatchObject({ status: 'pending', paymentMethod: 'cod', total: 26.99 });
    const hours =
      (Date.parse(invoice.dueDate ?? '') - Date.parse(invoice.invoiceDate)) / (3600 * 1000);
    expect(hours).toBe(3);
  });

  it('refuses wrong totals, an unknown product and Apple Pay without a token', async () => {
    const shopper = await shopperWithProfile();
    expect((await post(shopper.cookie, body({ total: 24.99, tax: 0 }))).json().code).toBe(
      'STALE_SUMMARY',
    );
    const unknown = await post(shopper.cookie, body({ productId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const applePay = await post(shopper.cookie, body({ paymentMethod: 'apple_pay' }));
    expect(applePay.statusCode).toBe(400);
    expect(applePay.json().message).toBe(checkoutMessages.applePayTokenRequired);
    const charged = await post(shopper.cookie, body({ shipping: 5.99, total: 32.98 }));
    expect(charged.json().code).toBe('STALE_SUMMARY');
  });

  it('refuses a ZIP other than 92651, and the card on file when there is none', async () => {
    const shopper = await shopperWithProfile();
    const elsewhere = await post(
      shopper.cookie,
      body({
        customerInfo: {
          ...LAGUNA_CUSTOMER,
          address: { ...LAGUNA_CUSTOMER.address, postalCode: '92652' },
        },
      }),
    );
    expect(elsewhere.json()).toEqual({
      message: 'We currently deliver only to ZIP code 92651 (Laguna Beach).',
      code: 'LOCAL_DELIVERY_ONLY',
    });
    const newcomer = await signUp(t.app);
    const noCard = await post(newcomer.cookie, body());
    expect(noCard.statusCode).toBe(403);
    expect(noCard.json()).toEqual({
      message: 'To buy, we need a card on file.',
      code: 'PROFILE_INCOMPLETE',
    });
  });

  it('loses nothing on a declined one-time card: no order, stock kept, the decline recorded and told', async () => {
    const shopper = await shopperWithProfile();
    const stock = await stockOf(book.id);
    const response = await post(shopper.cookie, body({ paymentToken: SANDBOX_DECLINED_TOKEN }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: DECLINE_MESSAGE, code: 'PAYMENT_DECLINED' });
    expect(await ordersOf(shopper.user.id)).toBe(0);
    expect(await stockOf(book.id)).toBe(stock);
    expect(await paymentsOf(shopper.user.id)).toEqual([
      expect.objectContaining({
        status: 'declined',
        amountCents: 2_699,
        failureMessage: DECLINE_MESSAGE,
        providerPaymentId: null,
      }),
    ]);
    const [notification] = (await get('/api/notifications', shopper.cookie)).json();
    expect(notification).toMatchObject({
      type: 'payment_failed',
      title: 'Payment Failed',
      actionUrl: `/product/${book.id}`,
    });
    expect(notification.message).toContain('$26.99');
    expect(notification.message).toContain('Tide Pools Ocean Press');
  });

  it('returns the same order for a retry with the same key and charges once', async () => {
    const shopper = await shopperWithProfile();
    const stock = await stockOf(book.id);
    const key = newIdempotencyKey();
    const first = await post(shopper.cookie, body(), key);
    expect(first.statusCode).toBe(201);
    const again = await post(shopper.cookie, body(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(shopper.user.id)).toBe(1);
    expect(await paymentsOf(shopper.user.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 2_699 }),
    ]);
    expect(await stockOf(book.id)).toBe(stock - 1);
  });

  it('refuses the same key for another product, quantity or payment (409), charging nothing more', async () => {
    const shopper = await shopperWithProfile();
    const other = await createProduct(t.ctx, { model: 'Key Reuse Cap', priceCents: 1_000 });
    const key = newIdempotencyKey();
    const first = await post(shopper.cookie, body(), key);
    expect(first.statusCode).toBe(201);
    for (const changed of [
      // $10.00 + $0.80 tax
      body({ productId: other.id, subtotal: 10, tax: 0.8, total: 10.8 }),
      // 2 × 24.99 = 49.98, tax 4.00
      body({ quantity: 2, subtotal: 49.98, tax: 4, total: 53.98 }),
      body({ paymentMethod: 'apple_pay', paymentToken: SANDBOX_OK_TOKEN }),
    ]) {
      const response = await post(shopper.cookie, changed, key);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await ordersOf(shopper.user.id)).toBe(1);
    expect(await paymentsOf(shopper.user.id)).toHaveLength(1);
    expect((await post(shopper.cookie, body(), key)).json()).toEqual(first.json());
  });

  it('needs a well-formed Idempotency-Key and charges nothing without one', async () => {
    const shopper = await shopperWithProfile();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie },
      payload: body(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: checkoutMessages.idempotencyKeyRequired });
    expect(checkoutMessages.idempotencyKeyRequired).toBe(
      'An Idempotency-Key header is required for payments.',
    );
    for (const key of ['short', 'has spaces in it', 'semi;colon;key', 'x'.repeat(65)]) {
      const malformed = await post(shopper.cookie, body(), key);
      expect(malformed.statusCode, key).toBe(400);
      expect(malformed.json()).toEqual({
        message: 'Idempotency-Key must be 8 to 64 letters, digits, - or _',
      });
    }
    expect(await ordersOf(shopper.user.id)).toBe(0);
    expect(await paymentsOf(shopper.user.id)).toEqual([]);
  });

  it('pays with Apple Pay’s one-time token and records Apple Pay as the order’s payment', async () => {
    const shopper = await shopperWithProfile();
    const response = await post(
      shopper.cookie,
      body({ paymentMethod: 'apple_pay', paymentToken: SANDBOX_OK_TOKEN }),
    );
    expect(response.statusCode).toBe(201);
    const order = (await get(`/api/orders/${response.json().id}`, shopper.cookie)).json<Order>();
    expect(order).toMatchObject({
      paymentMethod: 'apple_pay',
      status: 'processing',
      total: 26.99,
      card: { brand: 'VISA', last4: '1111' },
    });
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, shopper.cookie)).json<Invoice>();
    expect(invoice).toMatchObject({ status: 'paid', paymentMethod: 'apple_pay', total: 26.99 });
    expect(await paymentsOf(shopper.user.id)).toEqual([
      expect.objectContaining({ status: 'completed', amountCents: 2_699 }),
    ]);
  });

  it('refuses a made-up or another shopper’s card-on-file id without charging', async () => {
    const shopper = await shopperWithProfile();
    const other = await shopperWithProfile();
    for (const token of ['ccof_ffffffffffffffffffffffff', await cardIdOf(other.user.id)]) {
      const response = await post(shopper.cookie, body({ paymentToken: token }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'This card is not on file for your account. Add it in your profile or pay with a new card.',
        code: 'CARD_NOT_ON_FILE',
      });
    }
    expect(await paymentsOf(shopper.user.id)).toEqual([]);
    expect(await paymentsOf(other.user.id)).toEqual([]);
    expect(await ordersOf(shopper.user.id)).toBe(0);
  });
});

describe('orders and invoices belong to their shopper', () => {
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let aliceOrder: Order;

  beforeAll(async () => {
    const hat = await createProduct(t.ctx, { model: 'IDOR Hat', quantity: 5 });
    alice = await shopperWithProfile();
    bob = await shopperWithProfile();
    await addToCart(t.app, alice.cookie, hat.id);
    const placed = await checkOutCart(t.app, alice.cookie);
    aliceOrder = (await get(`/api/orders/${placed.json().orderId}`, alice.cookie)).json();
  });

  it('lists only the shopper’s own orders and invoices', async () => {
    const mine = (await get('/api/user/orders', alice.cookie)).json<Order[]>();
    expect(mine.map((order) => order.id)).toEqual([aliceOrder.id]);
    expect((await get('/api/user/orders', bob.cookie)).json()).toEqual([]);
    expect((await get('/api/invoices', bob.cookie)).json()).toEqual([]);
    const invoices = (await get('/api/invoices', alice.cookie)).json<Invoice[]>();
    expect(invoices.map((invoice) => invoice.id)).toEqual([aliceOrder.invoiceId]);
  });

  it('answers 404 for another shopper’s order, invoice and PDF', async () => {
    for (const url of [
      `/api/orders/${aliceOrder.id}`,
      `/api/invoices/${aliceOrder.invoiceId}`,
      `/api/invoices/${aliceOrder.invoiceId}/pdf`,
    ]) {
      const response = await get(url, bob.cookie);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get(`/api/orders/${aliceOrder.id}`, bob.cookie)).json().message).toBe(
      'Order not found',
    );
    expect((await get('/api/orders/abc', bob.cookie)).statusCode).toBe(404);
    expect((await get('/api/invoices/0', bob.cookie)).json().message).toBe('Invoice not found');
  });

  it('serves the invoice as a PDF download', async () => {
    const invoice = (
      await get(`/api/invoices/${aliceOrder.invoiceId}`, alice.cookie)
    ).json<Invoice>();
    const pdf = await get(`/api/invoices/${aliceOrder.invoiceId}/pdf`, alice.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
  });

  it('numbers invoices sequentially without gaps', async () => {
    const rows = await t.ctx.db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .orderBy(asc(invoices.id));
    const values = rows.map((row) => Number(row.number.slice(4)));
    expect(values.length).toBeGreaterThan(3);
    expect(values).toEqual(values.map((_, index) => index + 1));
  });
});
