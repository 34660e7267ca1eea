import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { type FakeSquare, startFakeSquare } from '../../../../tests/fixtures/fake-square-server';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { PaymentGateway } from './payment-gateway';
import { chargeOnce, providerKey } from './payments.service';
import {
  createSquareGateway,
  DEFAULT_DECLINE_MESSAGE,
  type SquareGatewayOptions,
  squareIdempotencyKey,
} from './square-gateway';

let fake: FakeSquare;
let square: PaymentGateway;
beforeAll(async () => {
  fake = await startFakeSquare();
  square = gatewayFor();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.latencyMs = 0;
  fake.failNext(0);
});

function gatewayFor(overrides: Partial<SquareGatewayOptions> = {}): PaymentGateway {
  return createSquareGateway({
    accessToken: fake.accessToken,
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.url,
    ...overrides,
  });
}

const charge = (sourceToken: string, more: { customerId?: string; amountCents?: number } = {}) =>
  square.charge({
    idempotencyKey: randomUUID(),
    amountCents: more.amountCents ?? 1299,
    sourceToken,
    customerId: more.customerId ?? null,
    note: 'order:1',
  });

const requestsWithKey = (key: string) => fake.requests.filter((r) => r.idempotencyKey === key);

describe('square gateway: charges', () => {
  it("charges a card token from Square's card form for the amount in USD cents", async () => {
    const result = await charge('cnon:card-nonce-ok', { amountCents: 1299 });
    expect(result).toEqual({
      ok: true,
      providerPaymentId: expect.any(String),
      card: { brand: 'VISA', last4: '1111' },
    });
    if (!result.ok) return;
    expect(fake.payments.get(result.providerPaymentId)).toMatchObject({
      status: 'COMPLETED',
      amount_money: { amount: 1299, currency: 'USD' },
      location_id: fake.locationId,
      note: 'order:1',
    });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v2/payments', status: 200 });
    expect(request?.body).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      autocomplete: true,
      amount_money: { amount: 1299, currency: 'USD' },
    });
  });

  it.each([
    ['cnon:card-nonce-declined', DEFAULT_DECLINE_MESSAGE],
    [
      'cnon:card-nonce-rejected-cvv',
      'The security code (CVV) was not accepted. Please check it or use a different card.',
    ],
    [
      'cnon:card-nonce-rejected-postalcode',
      'The postal code does not match the card. Please check it or use a different card.',
    ],
    [
      'cnon:card-nonce-rejected-expiration',
      'The expiration date is not valid. Please check it and try again.',
    ],
  ])(
    'turns the decline of %s into a value with a message for the shopper',
    async (token, message) => {
      expect(await charge(token)).toEqual({ ok: false, declineMessage: message });
      expect(fake.requests.at(-1)?.status).toBe(402);
    },
  );

  it('replays a repeated idempotency key: one payment, the same id', async () => {
    const input = {
      idempotencyKey: randomUUID(),
      amountCents: 500,
      sourceToken: 'cnon:card-nonce-ok',
    };
    const first = await square.charge(input);
    const again = await square.charge(input);
    expect(again).toEqual(first);
    const payments = [...fake.payments.values()].filter(
      (p) => first.ok && p.id === first.providerPaymentId,
    );
    expect(payments).toHaveLength(1);
  });

  it('passes keys longer than 45 characters to Square as a derived key of 43', async () => {
    const key = `order-${'x'.repeat(60)}`;
    const result = await square.charge({
      idempotencyKey: key,
      amountCents: 100,
      sourceToken: 'cnon:card-nonce-ok',
    });
    expect(result.ok).toBe(true);
    expect(requestsWithKey(squareIdempotencyKey(key))).toHaveLength(1);
    expect(squareIdempotencyKey(key)).toHaveLength(43);
  });
});

describe('square gateway: 5xx answers', () => {
  it('is retried by the SDK with the same key: one payment', async () => {
    const key = randomUUID();
    const before = fake.payments.size;
    fake.failNext(1);
    const result = await square.charge({
      idempotencyKey: key,
      amountCents: 700,
      sourceToken: 'cnon:card-nonce-ok',
    });
    expect(result.ok).toBe(true);
    expect(requestsWithKey(key).map((r) => r.status)).toEqual([500, 200]);
    expect(fake.payments.size).toBe(before + 1);
  });

  it('charges once when Square made the payment but its answer was lost', async () => {
    const key = randomUUID();
    const before = fake.payments.size;
    fake.failNext(1, { afterProcessing: true });
    const result = await square.charge({
      idempotencyKey: key,
      amountCents: 800,
      sourceToken: 'cnon:card-nonce-ok',
    });
    expect(result.ok).toBe(true);
    expect(requestsWithKey(key).map((r) => r.status)).toEqual([500, 200]);
    expect(fake.payments.size).toBe(before + 1);
    if (result.ok) expect(fake.payments.has(result.providerPaymentId)).toBe(true);
  });

  it('throws when 5xx outlasts the retries, naming the status but not the token', async () => {
    fake.failNext(2);
    const gateway = gatewayFor({ maxRetries: 1 });
    const error = await gateway
      .charge({
        idempotencyKey: randomUUID(),
        amountCents: 100,
        sourceToken: 'cnon:card-nonce-ok',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Square charge failed: error answer (HTTP 500: INTERNAL_SERVER_ERROR)',
    );
  });
});

describe('square gateway: failures that are not declines', () => {
  it('throws on a wrong access token without leaking it', async () => {
    const token = 'EAAAl-wrong-secret-token';
    const error = await gatewayFor({ accessToken: token })
      .charge({ idempotencyKey: randomUUID(), amountCents: 100, sourceToken: 'cnon:card-nonce-ok' })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'Square charge failed: access refused (HTTP 401: UNAUTHORIZED)',
    );
    expect(JSON.stringify(error)).not.toContain(token);
    expect(String((error as Error).stack)).not.toContain(token);
    expect(fake.requests.at(-1)?.status).toBe(401);
  });

  it('throws when Square cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      gatewayFor({ baseUrl: `http://127.0.0.1:${port}` }).charge({
        idempotencyKey: randomUUID(),
        amountCents: 100,
        sourceToken: 'cnon:card-nonce-ok',
      }),
    ).rejects.toThrow(/^Square charge failed: could not reach Square/);
  });
});

describe('square gateway: cards on file', () => {
  it('files a card under a new customer, reuses that customer, and charges the card on file', async () => {
    const customersBefore = fake.customers.size;
    const first = await square.saveCard({
      customerRef: 'user-7',
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: randomUUID(),
      cardholderName: 'Maya Lopez',
      email: 'maya@example.com',
    });
    expect(first).toEqual({
      ok: true,
      card: {
        providerCardId: expect.stringMatching(/^ccof:/),
        providerCustomerId: expect.any(String),
        brand: 'VISA',
        last4: '1111',
        expMonth: 12,
        expYear: 2030,
      },
    });
    if (!first.ok) return;
    const customerId = first.card.providerCustomerId ?? '';
    expect(fake.customers.get(customerId)).toMatchObject({
      reference_id: 'user-7',
      given_name: 'Maya Lopez',
      email_address: 'maya@example.com',
    });
    expect(fake.cards.get(first.card.providerCardId)).toMatchObject({ customer_id: customerId });

    const second = await square.saveCard({
      customerRef: 'user-7',
      providerCustomerId: customerId,
      sourceToken: 'cnon:card-nonce-ok-mastercard',
      idempotencyKey: randomUUID(),
    });
    expect(second).toMatchObject({
      ok: true,
      card: { providerCustomerId: customerId, brand: 'MASTERCARD', last4: '4444' },
    });
    expect(fake.customers.size).toBe(customersBefore + 1);
    if (!second.ok) return;

    const paid = await charge(second.card.providerCardId, { customerId, amountCents: 100 });
    expect(paid).toMatchObject({ ok: true, card: { brand: 'MASTERCARD', last4: '4444' } });
    if (paid.ok)
      expect(fake.payments.get(paid.providerPaymentId)).toMatchObject({
        customer_id: customerId,
        card_details: { entry_method: 'ON_FILE' },
      });
  });

  it('files the card under a new customer when the old one is gone on Square', async () => {
    const result = await square.saveCard({
      customerRef: 'user-8',
      providerCustomerId: 'DELETEDCUSTOMER0000000000X',
      sourceToken: 'cnon:card-nonce-ok',
      idempotencyKey: randomUUID(),
    });
    expect(result).toMatchObject({ ok: true });
    if (result.ok) {
      expect(result.card.providerCustomerId).not.toBe('DELETEDCUSTOMER0000000000X');
      expect(fake.customers.get(result.card.providerCustomerId ?? '')).toMatchObject({
        reference_id: 'user-8',
      });
    }
  });

  it('declines a card that cannot be filed, filing nothing', async () => {
    const cardsBefore = fake.cards.size;
    expect(
      await square.saveCard({
        customerRef: 'user-9',
        sourceToken: 'cnon:card-nonce-declined',
        idempotencyKey: randomUUID(),
      }),
    ).toEqual({ ok: false, declineMessage: DEFAULT_DECLINE_MESSAGE });
    expect(fake.cards.size).toBe(cardsBefore);
  });
});

describe('square gateway: refunds', () => {
  it('refunds a payment in part and in full, and refuses more than was paid', async () => {
    const paid = await charge('cnon:card-nonce-ok', { amountCents: 1000 });
    if (!paid.ok) throw new Error('charge failed');
    const refund = (amountCents: number) =>
      square.refund({
        idempotencyKey: randomUUID(),
        providerPaymentId: paid.providerPaymentId,
        amountCents,
        reason: 'Order cancelled',
      });
    const part = await refund(400);
    expect(part).toEqual({ ok: true, providerRefundId: expect.any(String) });
    if (part.ok)
      expect(fake.refunds.get(part.providerRefundId)).toMatchObject({
        payment_id: paid.providerPaymentId,
        amount_money: { amount: 400, currency: 'USD' },
        reason: 'Order cancelled',
      });
    expect(await refund(600)).toMatchObject({ ok: true });
    expect(await refund(1)).toEqual({
      ok: false,
      message:
        'Square refused the refund: The requested refund amount exceeds the amount available to refund.',
    });
  });
});

describe('square gateway through the shop', () => {
  let t: TestApp;
  let shopper: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: square });
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('10 concurrent chargeOnce calls with one key make one Square payment', async () => {
    fake.latencyMs = 50;
    const request = {
      userId: shopper.user.id,
      idempotencyKey: `checkout-${randomUUID()}`,
      amountCents: 2500,
      sourceToken: 'cnon:card-nonce-ok',
      purpose: 'order:9',
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => chargeOnce(t.ctx, square, request)),
    );
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const key = providerKey(request.userId, request.idempotencyKey);
    expect(requestsWithKey(key)).toHaveLength(1);
    expect(results[0]?.payment).toMatchObject({
      provider: 'square',
      status: 'completed',
      amountCents: 2500,
      cardBrand: 'VISA',
      cardLast4: '1111',
      providerPaymentId: expect.any(String),
    });
    expect(fake.payments.get(results[0]?.payment.providerPaymentId ?? '')).toMatchObject({
      amount_money: { amount: 2500 },
    });
  });

  it("records a Square decline through chargeOnce with Square's message", async () => {
    const { payment } = await chargeOnce(t.ctx, square, {
      userId: shopper.user.id,
      idempotencyKey: `checkout-${randomUUID()}`,
      amountCents: 100,
      sourceToken: 'cnon:card-nonce-rejected-cvv',
      purpose: 'play:1',
    });
    expect(payment).toMatchObject({
      provider: 'square',
      status: 'declined',
      failureMessage:
        'The security code (CVV) was not accepted. Please check it or use a different card.',
    });
  });

  it('files the profile card under one Square customer named after the profile', async () => {
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie: shopper.cookie },
        payload,
      });
    const first = await patch({
      name: 'Maya Lopez',
      email: 'maya@example.com',
      paymentMethod: { type: 'card', token: 'cnon:card-nonce-ok' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().paymentMethod).toMatchObject({ cardBrand: 'VISA', lastFourDigits: '1111' });
    const customer = [...fake.customers.values()].find(
      (c) => c.reference_id === `user-${shopper.user.id}`,
    );
    expect(customer).toMatchObject({ given_name: 'Maya Lopez', email_address: 'maya@example.com' });

    const second = await patch({
      paymentMethod: { type: 'card', token: 'cnon:card-nonce-ok-mastercard' },
    });
    expect(second.json().paymentMethod).toMatchObject({ cardBrand: 'MASTERCARD' });
    const customers = [...fake.customers.values()].filter(
      (c) => c.reference_id === `user-${shopper.user.id}`,
    );
    expect(customers).toHaveLength(1);
    const cards = [...fake.cards.values()].filter((c) => c.customer_id === customer?.id);
    expect(cards).toHaveLength(2);

    const declined = await patch({
      paymentMethod: { type: 'card', token: 'cnon:card-nonce-declined' },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ message: DEFAULT_DECLINE_MESSAGE });
  });

  it('files a card once when the same token is sent twice (a retried PATCH)', async () => {
    const retrier = await signUp(t.app);
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie: retrier.cookie },
        payload: {
          name: 'Rita Retry',
          email: 'rita@example.com',
          paymentMethod: { type: 'card', token: 'cnon:card-nonce-ok-mastercard' },
        },
      });
    const cardRequestsBefore = fake.requests.filter((r) => r.path === '/v2/cards').length;

    const first = await patch();
    const again = await patch();

    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const customers = [...fake.customers.values()].filter(
      (c) => c.reference_id === `user-${retrier.user.id}`,
    );
    expect(customers).toHaveLength(1);
    const cards = [...fake.cards.values()].filter((c) => c.customer_id === customers[0]?.id);
    expect(cards).toHaveLength(1);
    // Both PATCHes reached Square with one key; the second got the first card back.
    const cardRequests = fake.requests
      .filter((r) => r.path === '/v2/cards')
      .slice(cardRequestsBefore);
    expect(cardRequests).toHaveLength(2);
    expect(new Set(cardRequests.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(cardRequests[0]?.idempotencyKey?.length).toBeLessThanOrEqual(45);
  });

  it('charges only the shopper’s own Square card on file', async () => {
    const owner = await signUp(t.app);
    const thief = await signUp(t.app);
    for (const who of [owner, thief]) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie: who.cookie },
        payload: {
          name: 'Card Owner',
          paymentMethod: { type: 'card', token: 'cnon:card-nonce-ok' },
        },
      });
      expect(saved.statusCode).toBe(200);
    }
    const ownerCustomer = [...fake.customers.values()].find(
      (c) => c.reference_id === `user-${owner.user.id}`,
    );
    const ownerCard = [...fake.cards.values()].find((c) => c.customer_id === ownerCustomer?.id);
    const paymentsBefore = fake.payments.size;
    const error = await chargeOnce(t.ctx, square, {
      userId: thief.user.id,
      idempotencyKey: `steal-${randomUUID()}`,
      amountCents: 100,
      sourceToken: String(ownerCard?.id),
      customerId: String(ownerCustomer?.id),
      purpose: 'order: stolen',
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message:
        'This card is not on file for your account. Add it in your profile or pay with a new card.',
    });
    expect(fake.payments.size).toBe(paymentsBefore);
  });
});
