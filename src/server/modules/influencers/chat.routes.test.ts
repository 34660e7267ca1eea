import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, newIdempotencyKey } from '../../../../tests/fixtures/commerce';
import { createTestInfluencers } from '../../../../tests/fixtures/competitions';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, injector, type TestApp } from '../../../../tests/fixtures/server';
import type { Invoice } from '../../../shared/contracts/orders';
import { payments } from '../../db/schema/payments';

let t: TestApp;
let shopper: SignedUpUser;
let influencerIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-10T17:20:00.000Z');
  shopper = await signUp(t.app);
  influencerIds = await createTestInfluencers(t.ctx, 5);
});
afterAll(() => t.close());

const call: ReturnType<typeof injector> = (...args) => injector(t.app)(...args);

describe('influencer chat', () => {
  it('is locked, then unlocked by one $5 charge with an invoice line', async () => {
    const [influencer = ''] = influencerIds;
    const buyer = await signUp(t.app);
    const locked = await call('GET', `/api/influencers/${influencer}/chat`, buyer.cookie);
    expect(locked.json()).toEqual({
      unlocked: false,
      price: 5,
      replyWindow: '7 days',
      replyDueAt: null,
      refunded: false,
      blocked: false,
    });
    const refused = await call('POST', `/api/influencers/${influencer}/messages`, buyer.cookie, {
      body: 'Hi!',
    });
    expect(refused.statusCode).toBe(403);

    const noCard = await call(
      'POST',
      `/api/influencers/${influencer}/chat-unlock`,
      buyer.cookie,
      undefined,
      newIdempotencyKey(),
    );
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().code).toBe('PAYMENT_METHOD_REQUIRED');

    await completeProfile(t.app, buyer.cookie);
    const unlock = () =>
      call(
        'POST',
        `/api/influencers/${influencer}/chat-unlock`,
        buyer.cookie,
        undefined,
        newIdempotencyKey(),
      );
    const first = await unlock();
    expect(first.statusCode).toBe(200);
    const again = await unlock();
    expect(again.json()).toEqual(first.json());
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, buyer.user.id));
    expect(charged.map((payment) => payment.amountCents)).toEqual([500]);
    const invoice = (
      await call('GET', `/api/invoices/${first.json().invoiceId}`, buyer.cookie)
    ).json<Invoice>();
    expect(invoice.items[0]).toMatchObject({ type: 'SERVICE', total: 5 });

    const sent = await call('POST', `/api/influencers/${influencer}/messages`, buyer.cookie, {
      body: '  Love your beach shots!  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().body).toBe('Love your beach shots!');
    const blank = await call('POST', `/api/influencers/${influencer}/messages`, buyer.cookie, {
      body: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const tooLong = await call('POST', `/api/influencers/${influencer}/messages`, buyer.cookie, {
      body: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    const thread = await call('GET', `/api/influencers/${influencer}/messages`, buyer.cookie);
    expect(thread.json().map((message: { body: string; from: string }) => message)).toEqual([
      expect.objectContaining({ body: 'Love your beach shots!', from: 'shopper' }),
    ]);
    // The first message starts the reply deadline: 7 days from it.
    expect(
      (await call('GET', `/api/influencers/${influencer}/chat`, buyer.cookie)).json(),
    ).toMatchObject({ unlocked: true, replyDueAt: '2026-04-17T17:20:00.000Z' });
    // Another user sees none of it.
    expect(
      (await call('GET', `/api/influencers/${influencer}/messages`, shopper.cookie)).json(),
    ).toEqual([]);
    expect((await call('GET', '/api/influencers/nobody/chat', buyer.cookie)).statusCode).toBe(404);
  });
});
