import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const options = { baseMs: 500, maxMs: 30_000 };

describe('backoffDelay', () => {
  it('doubles the ceiling with every attempt and waits in its upper half', () => {
    expect(backoffDelay(0, options, () => 0)).toBe(250);
    expect(backoffDelay(0, options, () => 1)).toBe(500);
    expect(backoffDelay(1, options, () => 0)).toBe(500);
    expect(backoffDelay(1, options, () => 1)).toBe(1000);
    expect(backoffDelay(3, options, () => 0.5)).toBe(3000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(backoffDelay(6, options, () => 1)).toBe(30_000);
    expect(backoffDelay(1000, options, () => 1)).toBe(30_000);
    expect(backoffDelay(1000, options, () => 0)).toBe(15_000);
  });

  it('spreads a crowd of clients over the window (jitter)', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const delays = Array.from({ length: 200 }, () => backoffDelay(4, options, random));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(4000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(8000);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('treats a negative or fractional attempt as the nearest sensible one', () => {
    expect(backoffDelay(-3, options, () => 1)).toBe(500);
    expect(backoffDelay(1.7, options, () => 1)).toBe(1000);
  });
});
