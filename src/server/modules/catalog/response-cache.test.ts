import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new ResponseCache(2);
    cache.set('a', { body: '1' });
    cache.set('b', { body: '2' });
    expect(cache.get('a')?.body).toBe('1'); // a is now the most recent
    cache.set('c', { body: '3' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('1');
    expect(cache.get('c')?.body).toBe('3');
  });

  it('stays within its byte budget and never stores a body larger than it', () => {
    const cache = new ResponseCache(100, 10);
    cache.set('big', { body: 'x'.repeat(11) });
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', { body: 'x'.repeat(6) });
    cache.set('b', { body: 'y'.repeat(6) });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('yyyyyy');
    expect(cache.size).toBe(1);
  });

  it('replaces an entry in place', () => {
    const cache = new ResponseCache(2, 10);
    cache.set('a', { body: '12345' });
    cache.set('a', { body: '123456789' });
    expect(cache.get('a')?.body).toBe('123456789');
    expect(cache.size).toBe(1);
  });
});

describe('ResponseCache.getOrLoad', () => {
  it('loads a key once for concurrent misses, then serves it from the cache', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { body: 'answer' };
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.getOrLoad('k', load)));
    expect(results.map((r) => r.body)).toEqual(['answer', 'answer', 'answer', 'answer', 'answer']);
    expect(loads).toBe(1);
    await cache.getOrLoad('k', load);
    expect(loads).toBe(1);
  });

  it('does not cache a failed load', async () => {
    const cache = new ResponseCache();
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('nope')))).rejects.toThrow(
      'nope',
    );
    expect((await cache.getOrLoad('k', async () => ({ body: 'ok' }))).body).toBe('ok');
  });
});
