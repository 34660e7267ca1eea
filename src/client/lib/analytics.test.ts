import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch } from '../../shared/contracts/analytics';
import { analyticsBatchSchema, MAX_ANALYTICS_BATCH } from '../../shared/contracts/analytics';
import { createAnalyticsClient } from './analytics';

function setup(beaconAnswer?: boolean) {
  const sent: AnalyticsBatch[] = [];
  const beaconed: AnalyticsBatch[] = [];
  let scheduled: (() => void) | null = null;
  const send = vi.fn(async (batch: AnalyticsBatch) => {
    sent.push(batch);
  });
  const client = createAnalyticsClient({
    transport: {
      send,
      ...(beaconAnswer === undefined
        ? {}
        : {
            beacon: (batch: AnalyticsBatch) => {
              beaconed.push(batch);
              return beaconAnswer;
            },
          }),
    },
    now: () => new Date('2026-03-02T13:00:00.000Z'),
    setTimer: (run) => {
      scheduled = run;
      return 1;
    },
    clearTimer: () => {
      scheduled = null;
    },
  });
  return { client, sent, beaconed, send, tick: () => scheduled?.() };
}

describe('analytics client', () => {
  it('batches events until the timer fires, in the shape the server accepts', () => {
    const { client, sent, tick } = setup();
    client.track('select_influencer', { influencerId: 'ava', productId: 3 }, '/social-play/3');
    client.track('page_view', undefined, '/home');
    expect(sent).toHaveLength(0);
    tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toEqual([
      {
        name: 'select_influencer',
        properties: { influencerId: 'ava', productId: 3 },
        path: '/social-play/3',
        occurredAt: '2026-03-02T13:00:00.000Z',
      },
      { name: 'page_view', path: '/home', occurredAt: '2026-03-02T13:00:00.000Z' },
    ]);
    expect(analyticsBatchSchema.safeParse(sent[0]).success).toBe(true);
    expect(client.pending()).toBe(0);
  });

  it('sends at once when a batch is full, never more than the server takes per request', () => {
    const { client, sent } = setup();
    for (let i = 0; i < MAX_ANALYTICS_BATCH; i += 1) client.track('expand_metrics');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(MAX_ANALYTICS_BATCH);
  });

  it('hands the queue to the beacon when the page is hidden, falling back to a POST', () => {
    const accepted = setup(true);
    accepted.client.track('submit_play', { productId: 1 });
    accepted.client.flushOnHide();
    expect(accepted.beaconed).toHaveLength(1);
    expect(accepted.sent).toHaveLength(0);

    const refused = setup(false);
    refused.client.track('submit_play', { productId: 1 });
    refused.client.flushOnHide();
    expect(refused.sent).toHaveLength(1);
  });

  it('ignores failed sends and drops undefined properties', async () => {
    const client = createAnalyticsClient({
      transport: { send: () => Promise.reject(new Error('offline')) },
      setTimer: () => 1,
      clearTimer: () => {},
    });
    client.track('view_influencer', { influencerId: 'x', note: undefined });
    expect(() => client.flush()).not.toThrow();
    await Promise.resolve();
    expect(client.pending()).toBe(0);
  });
});
