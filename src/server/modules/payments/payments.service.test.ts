import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../tests/fixtures/database';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { selectRows } from '../../db/sql';
import type { ChargeInput, PaymentGateway } from './payment-gateway';
import {
  findPaymentByKey,
  insertPayment,
  paymentJson,
  paymentWrittenWith,
} from './payments.repository';
import {
  cardOnFile,
  cardOnFileAsked,
  cardOnFileFrom,
  chargeOnce,
  fileCard,
  providerKey,
} from './payments.service';
import {
  DECLINE_MESSAGE,
  SANDBOX_DECLINED_TOKEN,
  SANDBOX_OK_TOKEN,
  testGateway,
} from './test-gateway';

let t: TestApp;
let shopper: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

/** Wraps the test gateway and counts what reaches the provider. */
function countingGateway(delayMs = 0) {
  const calls: ChargeInput[] = [];
  const gateway: PaymentGateway = {
    name: 'test',
    async charge(input) {
      calls.push(input);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return testGateway.charge(input);
    },
    saveCard: (input) => testGateway.saveCard(input),
    refund: (input) => testGateway.refund(input),
  };
  return { gateway, calls };
}

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

describe('testGateway', () => {
  it("accepts Square's sandbox ok token and our test form's ok tokens, declines the rest", async () => {
    const base = { idempotencyKey: 'k1', amountCents: 100 };
    expect(await testGateway.charge({ ...base, sourceToken: SANDBOX_OK_TOKEN })).toMatchObject({
      ok: true,
    });
    expect(
      await testGateway.charge({ ...base, sourceToken: 'cnon:test:visa:1111:ok' }),
    ).toMatchObject({
      ok: true,
      card: { brand: 'VISA', last4: '1111' },
    });
    for (const sourceToken of [SANDBOX_DECLINED_TOKEN, 'cnon:test:visa:0002:declined', 'garbage']) {
      expect(await testGateway.charge({ ...base, sourceToken })).toEqual({
        ok: false,
        declineMessage: DECLINE_MESSAGE,
      });
    }
  });

  it('gives the same payment id for the same key', async () => {
    const a = await testGateway.charge({
      idempotencyKey: 'same',
      amountCents: 100,
      sourceToken: SANDBOX_OK_TOKEN,
    });
    const b = await testGateway.charge({
      idempotencyKey: 'same',
      amountCents: 100,
      sourceToken: SANDBOX_OK_TOKEN,
    });
    expect(a).toEqual(b);
  });
});

describe('chargeOnce', () => {
  it('records a completed charge in cents with the card summary', async () => {
    const { gateway } = countingGateway();
    const { payment, replayed } = await chargeOnce(t.ctx, gateway, {
      userId: shopper.user.id,
      idempotencyKey: newKey(),
      amountCents: 1299,
      sourceToken: 'cnon:test:mastercard:4444:ok',
      purpose: 'order:1',
    });
    expect(replayed).toBe(false);
    expect(payment).toMatchObject({
      status: 'completed',
      amountCents: 1299,
      cardBrand: 'MASTERCARD',
      cardLast4: '4444',
      provider: 'test',
    });
  });

  it('records a decline as a value, and a retry returns it without calling the provider again', async () => {
    const { gateway, calls } = countingGateway();
    const request = {
      userId: shopper.user.id,
      idempotencyKey: newKey(),
      amountCents: 100,
      sourceToken: SANDBOX_DECLINED_TOKEN,
      purpose: 'play:3',
    };
    const first = await chargeOnce(t.ctx, gateway, request);
    expect(first.payment).toMatchObject({ status: 'declined', failureMessage: DECLINE_MESSAGE });
    const again = await chargeOnce(t.ctx, gateway, request);
    expect(again).toMatchObject({ replayed: true, payment: { id: first.payment.id } });
    expect(calls).toHaveLength(1);
  });

  it('never charges twice for one key, and passes the provider a key of at most 45 characters', async () => {
    const { gateway, calls } = countingGateway();
    const request = {
      userId: shopper.user.id,
      idempotencyKey: newKey(),
      amountCents: 500,
      sourceToken: SANDBOX_OK_TOKEN,
      purpose: 'order:2',
    };
    const first = await chargeOnce(t.ctx, gateway, request);
    const second = await chargeOnce(t.ctx, gateway, request);
    expect(second.payment.id).toBe(first.payment.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(providerKey(shopper.user.id, request.idempotencyKey));
    expect(calls[0]?.idempotencyKey.length).toBeLessThanOrEqual(45);
  });

  it('refuses to reuse a key for a different amount or purpose with 409', async () => {
    const { gateway } = countingGateway();
    const key = newKey();
    await chargeOnce(t.ctx, gateway, {
      userId: shopper.user.id,
      idempotencyKey: key,
      amountCents: 100,
      sourceToken: SANDBOX_OK_TOKEN,
      purpose: 'play:1',
    });
    await expect(
      chargeOnce(t.ctx, gateway, {
        userId: shopper.user.id,
        idempotencyKey: key,
        amountCents: 200,
        sourceToken: SANDBOX_OK_TOKEN,
        purpose: 'play:1',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it("keeps users' keys apart: the same key from another user is another payment", async () => {
    const { gateway, calls } = countingGateway();
    const key = newKey();
    const mine = await chargeOnce(t.ctx, gateway, {
      userId: shopper.user.id,
      idempotencyKey: key,
      amountCents: 100,
      sourceToken: SANDBOX_OK_TOKEN,
      purpose: 'play:1',
    });
    const theirs = await chargeOnce(t.ctx, gateway, {
      userId: other.user.id,
      idempotencyKey: key,
      amountCents: 100,
      sourceToken: SANDBOX_OK_TOKEN,
      purpose: 'play:1',
    });
    expect(theirs.payment.id).not.toBe(mine.payment.id);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).not.toBe(calls[1]?.idempotencyKey);
  });

  it.each([
    [{ idempotencyKey: 'short' }, 'Idempotency-Key must be 8 to 64 letters, digits, - or _'],
    [
      { idempotencyKey: 'has spaces in it' },
      'Idempotency-Key must be 8 to 64 letters, digits, - or _',
    ],
    [{ amountCents: 0 }, 'Amount must be a positive number of cents'],
    [{ amountCents: 1.5 }, 'Amount must be a positive number of cents'],
  ])('refuses %j with 400', async (change, message) => {
    const { gateway, calls } = countingGateway();
    await expect(
      chargeOnce(t.ctx, gateway, {
        userId: shopper.user.id,
        idempotencyKey: newKey(),
        amountCents: 100,
        sourceToken: SANDBOX_OK_TOKEN,
        purpose: 'x',
        ...change,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(calls).toHaveLength(0);
  });
});

if (!testDatabaseUrl)
  console.log(
    '[tests] concurrent charge test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );

describe.skipIf(!testDatabaseUrl)('chargeOnce under concurrency (PostgreSQL)', () => {
  it('10 concurrent retries of one key make one payment and one provider charge', async () => {
    const { gateway, calls } = countingGateway(50);
    const request = {
      userId: shopper.user.id,
      idempotencyKey: newKey(),
      amountCents: 2500,
      sourceToken: SANDBOX_OK_TOKEN,
      purpose: 'order:9',
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => chargeOnce(t.ctx, gateway, request)),
    );
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});

describe('the card on file asked in passing', () => {
  const asked = async (userId: number) => {
    const [row] = await selectRows<{ card: unknown }>(
      t.db.db,
      sql`select ${cardOnFileAsked({ userId: sql`${userId}::integer` })} as card`,
    );
    return cardOnFileFrom(row?.card);
  };

  it('reads the same card as its own read: the newest not replaced, with its dates', async () => {
    const card = {
      userId: other.user.id,
      provider: 'test',
      providerCustomerId: null,
      brand: 'VISA',
      expMonth: 12,
      expYear: 2030,
    };
    await fileCard(t.db.db, {
      ...card,
      providerCardId: 'ccof:first',
      last4: '1111',
      createdAt: new Date('2026-07-01T17:00:00.123Z'),
    });
    await fileCard(t.db.db, {
      ...card,
      providerCardId: 'ccof:second',
      providerCustomerId: 'customer-1',
      last4: '4242',
      createdAt: new Date('2026-07-02T09:30:00.456Z'),
    });
    const own = await cardOnFile(t.db.db, other.user.id);
    expect(own).toMatchObject({ providerCardId: 'ccof:second', last4: '4242', replacedAt: null });
    const inPassing = await asked(other.user.id);
    expect(inPassing).toEqual(own);
    expect(inPassing?.createdAt).toEqual(new Date('2026-07-02T09:30:00.456Z'));
  });

  it('answers nothing for a shopper without a card', async () => {
    const { user } = await signUp(t.app);
    expect(await asked(user.id)).toBeUndefined();
    expect(await cardOnFile(t.db.db, user.id)).toBeUndefined();
  });
});

describe('a payment written by the order’s statement', () => {
  it('is the row the charge writes itself, column for column but its id and key', async () => {
    const values = {
      userId: shopper.user.id,
      provider: 'test',
      amountCents: 8640,
      status: 'completed',
      purpose: 'order: Ray-Ban Aviator',
      providerPaymentId: 'test-payment-1',
      cardBrand: 'Visa',
      cardLast4: '4242',
      failureMessage: null,
      createdAt: new Date('2026-07-01T17:00:00.123Z'),
    };
    const itself = await insertPayment(t.ctx.db, { ...values, idempotencyKey: newKey() });
    const key = newKey();
    const [written] = await selectRows<{ id: number }>(
      t.ctx.db,
      sql`with paid as (${paymentWrittenWith(sql`${paymentJson({ ...values, idempotencyKey: key })}`)})
        select id from paid`,
    );
    const byStatement = await findPaymentByKey(t.ctx.db, shopper.user.id, key);
    expect(byStatement?.id).toBe(written?.id);
    const { id: _a, idempotencyKey: _b, ...rest } = byStatement ?? itself;
    const { id: _c, idempotencyKey: _d, ...expected } = itself;
    expect(rest).toEqual(expected);
  });
});
