import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { chatUnlocks, influencerMessages } from '../../src/server/db/schema/influencers';
import { notifications } from '../../src/server/db/schema/notifications';
import { payments } from '../../src/server/db/schema/payments';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { refundUnansweredChats } from '../../src/server/modules/influencers/chat-refund.service';
import type {
  PaymentGateway,
  RefundInput,
} from '../../src/server/modules/payments/payment-gateway';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { completeProfile, newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import { type SignedUpUser, signUp, signUpElevatedAdmin } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] chat refund concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** Half a day to answer: the deadline is reached without sessions idling out. */
const REPLY_DAYS = 0.5;
const WINDOW_MS = REPLY_DAYS * 86_400_000;

const refunds: RefundInput[] = [];
/** The provider takes a moment, so concurrent ticks overlap while one holds a chat. */
const slowGateway: PaymentGateway = {
  ...testGateway,
  async refund(input) {
    refunds.push(input);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return testGateway.refund(input);
  },
};

describe.skipIf(!testDatabaseUrl)('reply or refund under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let influencerId = '';
  let account: SignedUpUser;
  let other: Awaited<ReturnType<typeof openDatabase>>;
  let processes: AppContext[];

  beforeAll(async () => {
    t = await createTestApp({ chatReplyDays: REPLY_DAYS }, undefined, { payments: slowGateway });
    t.clock.set('2026-05-01T09:00:00.000Z');
    [influencerId = ''] = await createTestInfluencers(t.ctx, 1);
    const admin = await signUpElevatedAdmin(t.app, t.ctx);
    account = await signUp(t.app);
    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/influencers/${influencerId}/account`,
      headers: { cookie: admin.cookie },
      payload: { username: account.username },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    // A second "process": its own pool on the same database.
    other = await openDatabase({ url: t.db.url, poolSize: 10 });
    processes = [t.ctx, { ...t.ctx, db: other.db }];
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** `count` shoppers who unlocked the chat and sent their first message now. */
  async function waitingShoppers(count: number): Promise<SignedUpUser[]> {
    const shoppers = await Promise.all(
      Array.from({ length: count }, async () => {
        const shopper = await signUp(t.app);
        await completeProfile(t.app, shopper.cookie);
        const unlock = await t.app.inject({
          method: 'POST',
          url: `/api/influencers/${influencerId}/chat-unlock`,
          headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
        });
        expect(unlock.statusCode, unlock.body).toBe(200);
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/influencers/${influencerId}/messages`,
          headers: { cookie: shopper.cookie },
          payload: { body: 'Hello?' },
        });
        expect(sent.statusCode, sent.body).toBe(201);
        return shopper;
      }),
    );
    return shoppers;
  }

  async function paymentsOf(userIds: number[]) {
    return t.ctx.db.select().from(payments).where(inArray(payments.userId, userIds));
  }

  it('two processes ticking at once refund each unanswered chat exactly once', async () => {
    const shoppers = await waitingShoppers(12);
    const ids = shoppers.map((shopper) => shopper.user.id);
    t.clock.advance(WINDOW_MS);
    refunds.length = 0;
    // Both schedulers' whole ticks and the sweep itself, twice over, all at once.
    const results = await Promise.all([
      ...processes.map((ctx) =>
        runSchedulerTick(ctx, { gateway: slowGateway, chatReplyDays: REPLY_DAYS }),
      ),
      ...processes.map((ctx) => refundUnansweredChats(ctx, slowGateway, { replyDays: REPLY_DAYS })),
    ]);
    const refunded = results.reduce<number>(
      (sum, result) => sum + (typeof result === 'number' ? result : (result.chatsRefunded ?? 0)),
      0,
    );
    expect(refunded).toBe(12);
    // One provider refund per payment, each under its own key.
    const rows = await paymentsOf(ids);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'refunded')).toBe(true);
    expect(refunds).toHaveLength(12);
    expect(new Set(refunds.map((refund) => refund.idempotencyKey)).size).toBe(12);
    // Each shopper told once.
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), eq(notifications.type, 'chat_refunded')));
    expect(told.map((row) => row.userId).sort()).toEqual([...ids].sort());

    // Later ticks, anywhere, refund nothing more.
    t.clock.advance(WINDOW_MS);
    const again = await Promise.all(
      processes.map((ctx) =>
        runSchedulerTick(ctx, { gateway: slowGateway, chatReplyDays: REPLY_DAYS }),
      ),
    );
    // (A tick that found the other holding the scheduler's lock did nothing at all.)
    expect(again.map((report) => report.chatsRefunded ?? 0)).toEqual([0, 0]);
    expect(refunds).toHaveLength(12);
  });

  it('a reply racing the deadline is stored before the refund (no refund) or refused after it (refunded)', async () => {
    const shoppers = await waitingShoppers(10);
    t.clock.advance(WINDOW_MS);
    refunds.length = 0;
    // At the deadline: the influencer answers every chat while the other process sweeps.
    const [answers] = await Promise.all([
      Promise.all(
        shoppers.map((shopper) =>
          t.app.inject({
            method: 'POST',
            url: `/api/inbox/${shopper.user.id}/messages`,
            headers: { cookie: account.cookie },
            payload: { body: 'Just in time?' },
          }),
        ),
      ),
      refundUnansweredChats(processes[1] as AppContext, slowGateway, { replyDays: REPLY_DAYS }),
    ]);
    const outcomes = { replied: 0, refunded: 0 };
    for (const [index, shopper] of shoppers.entries()) {
      const answer = answers[index];
      const [unlock] = await t.ctx.db
        .select()
        .from(chatUnlocks)
        .where(
          and(eq(chatUnlocks.userId, shopper.user.id), eq(chatUnlocks.influencerId, influencerId)),
        );
      const replies = await t.ctx.db
        .select()
        .from(influencerMessages)
        .where(
          and(
            eq(influencerMessages.userId, shopper.user.id),
            eq(influencerMessages.sender, 'influencer'),
          ),
        );
      const [payment] = await paymentsOf([shopper.user.id]);
      if (answer?.statusCode === 201) {
        // The reply came first: answered, never refunded.
        outcomes.replied += 1;
        expect(unlock?.repliedAt).not.toBeNull();
        expect(unlock?.refundedAt).toBeNull();
        expect(replies).toHaveLength(1);
        expect(payment?.status).toBe('completed');
      } else {
        // The refund came first: the reply is refused and nothing of it is stored.
        outcomes.refunded += 1;
        expect(answer?.statusCode).toBe(409);
        expect(answer?.json().message).toBe(
          'This chat went unanswered past its deadline and the shopper was refunded; it is closed.',
        );
        expect(unlock?.refundedAt).not.toBeNull();
        expect(unlock?.repliedAt).toBeNull();
        expect(replies).toHaveLength(0);
        expect(payment?.status).toBe('refunded');
      }
    }
    expect(outcomes.replied + outcomes.refunded).toBe(10);
    expect(refunds).toHaveLength(outcomes.refunded);
    // Nothing left to refund, whoever ticks next.
    const later = await Promise.all(
      processes.map((ctx) => refundUnansweredChats(ctx, slowGateway, { replyDays: REPLY_DAYS })),
    );
    expect(later).toEqual([0, 0]);
    expect(refunds).toHaveLength(outcomes.refunded);
  });
});
