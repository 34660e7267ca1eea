import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeProfile,
  newIdempotencyKey,
  payNowForty,
} from '../../../../tests/fixtures/commerce';
import { createTestInfluencers, enter } from '../../../../tests/fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Competition } from '../../../shared/contracts/competitions';
import { RESYNC_ID } from '../../../shared/contracts/live';
import { type LiveEvent, topics } from '../../events';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { startMetricsPoller } from '../influencers/metrics.service';
import { defaultMetricsProvider } from '../influencers/metrics-provider';
import { testGateway } from '../payments/test-gateway';

/** What the modules publish, as the live channel would see it. */
let t: TestApp;
let seen: LiveEvent[] = [];
const unsubscribes: (() => void)[] = [];

function follow(topic: string) {
  unsubscribes.push(t.events.subscribe(topic, (event) => seen.push(event)));
}

async function settled(): Promise<LiveEvent[]> {
  // Events of publishOnCommit arrive through LISTEN (PostgreSQL) a moment after the commit.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const events = seen;
  seen = [];
  return events;
}

const topicsOf = (events: LiveEvent[]) => [...new Set(events.map((event) => event.topic))].sort();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T12:20:00.000Z');
});
afterAll(async () => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  await t?.close();
});

describe('competitions publish what changed, after it committed', () => {
  let ids: string[];
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let competitionId: number;
  let productId: number;

  beforeAll(async () => {
    ids = await createTestInfluencers(t.ctx, 10);
    const product = await createProduct(t.ctx, {
      priceCents: 200,
      entryPriceCents: 100,
      maxContestants: 2,
      playEnabled: true,
      quantity: 3,
    });
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    await completeProfile(t.app, alice.cookie);
    await completeProfile(t.app, bob.cookie);
    follow(topics.games);
    follow(topics.notifications(alice.user.id));
    follow(topics.notifications(bob.user.id));
    await settled();

    await runSchedulerTick(t.ctx, { gateway: testGateway });
    const competition = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/competition` })
    ).json<Competition>();
    competitionId = competition.id;
    productId = product.id;
    follow(topics.competition(competitionId));
    expect(await settled()).toContainEqual(
      expect.objectContaining({ topic: topics.games, id: RESYNC_ID }),
    );
  });

  it('an entry: the competition, the games lists and the player’s bell', async () => {
    const response = await enter(t.app, alice.cookie, productId, ids.slice(0, 5));
    expect(response.statusCode).toBe(201);
    expect(topicsOf(await settled())).toEqual(
      [topics.competition(competitionId), topics.games, topics.notifications(alice.user.id)].sort(),
    );
  });

  it('the entry that fills it tells every player (game ready)', async () => {
    const response = await enter(t.app, bob.cookie, productId, ids.slice(5, 10));
    expect(response.statusCode).toBe(201);
    expect(topicsOf(await settled())).toEqual(
      [
        topics.competition(competitionId),
        topics.games,
        topics.notifications(alice.user.id),
        topics.notifications(bob.user.id),
      ].sort(),
    );
  });

  it('a tick that starts it, and one that moves nothing', async () => {
    t.clock.set('2026-03-02T13:00:00.000Z');
    const report = await runSchedulerTick(t.ctx, { gateway: testGateway });
    expect(report.started).toBe(1);
    expect(topicsOf(await settled())).toEqual(
      [
        topics.competition(competitionId),
        topics.games,
        topics.notifications(alice.user.id),
        topics.notifications(bob.user.id),
      ].sort(),
    );
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    expect(await settled()).toEqual([]);
  });

  it('a tick that completes it', async () => {
    t.clock.set('2026-03-02T14:00:00.000Z');
    const report = await runSchedulerTick(t.ctx, { gateway: testGateway });
    expect(report.completed).toBe(1);
    expect(topicsOf(await settled())).toEqual(
      expect.arrayContaining([
        topics.competition(competitionId),
        topics.games,
        topics.notifications(alice.user.id),
        topics.notifications(bob.user.id),
      ]),
    );
  });
});

it('a metrics poll that stored snapshots moves live scores', async () => {
  follow(topics.metrics);
  await settled();
  const stop = startMetricsPoller(t.ctx, defaultMetricsProvider, 300);
  await stop();
  const events = await settled();
  expect(events).toContainEqual(expect.objectContaining({ topic: topics.metrics }));
});

describe('an order publishes the shopper’s bell, after it committed', () => {
  it('Pay Now: the bell rings once, with the notice written in the invoice’s statement', async () => {
    const product = await createProduct(t.ctx, { priceCents: 4000, quantity: 5 });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    follow(topics.notifications(shopper.user.id));
    await settled();

    const placed = await payNowForty(t.app, shopper.cookie, product.id, newIdempotencyKey());
    expect(placed.statusCode).toBe(201);
    const bell = (await settled()).filter(
      (event) => event.topic === topics.notifications(shopper.user.id),
    );
    expect(bell).toHaveLength(1);
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: shopper.cookie },
    });
    expect(notices.json()).toMatchObject([
      {
        type: 'payment_success',
        title: 'Payment Successful',
        actionUrl: `/order-confirmation/${placed.json().orderId}`,
      },
    ]);
  });
});
