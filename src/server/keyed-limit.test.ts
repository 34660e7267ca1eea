import { describe, expect, it } from 'vitest';
import { KeyedLimit } from './keyed-limit';

describe('KeyedLimit', () => {
  it('lets `limit` holders in per key, the others in arrival order as places are handed on', async () => {
    const limit = new KeyedLimit(2);
    const first = await limit.enter(7);
    const second = await limit.enter(7);
    expect([first.contended, second.contended]).toEqual([false, true]);
    const order: string[] = [];
    const third = limit.enter(7).then((place) => {
      order.push('third');
      return place;
    });
    const fourth = limit.enter(7).then((place) => {
      order.push('fourth');
      return place;
    });
    // Another key is not held up.
    const other = await limit.enter(8);
    expect(other.contended).toBe(false);
    await Promise.resolve();
    expect(order).toEqual([]);
    first.leave();
    first.leave(); // a second leave hands nothing on
    expect((await third).contended).toBe(true);
    expect(order).toEqual(['third']);
    second.leave();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('forgets a key once its last holder leaves', async () => {
    const limit = new KeyedLimit(1);
    (await limit.enter(1)).leave();
    expect((await limit.enter(1)).contended).toBe(false);
  });
});
