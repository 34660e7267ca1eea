import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';

describe('lazySchema', () => {
  it('loads the schema once, on first use, and parses as the schema does', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      return z.object({ id: z.number() });
    });
    expect(loads).toBe(0);
    expect(await parseAnswer(schema, Promise.resolve({ id: 1, extra: 'x' }))).toEqual({ id: 1 });
    expect(await parseAnswer(schema, Promise.resolve({ id: 2 }))).toEqual({ id: 2 });
    expect(loads).toBe(1);
    await expect(parseAnswer(schema, Promise.resolve({ id: 'x' }))).rejects.toThrow();
  });

  it('a failed answer fails as the request did, and loads no schema', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      return z.object({ id: z.number() });
    });
    const failed = Promise.reject(new ApiError(401, 'Not signed in'));
    await expect(parseAnswer(schema, failed)).rejects.toBeInstanceOf(ApiError);
    expect(loads).toBe(0);
  });

  it('reports a schema that did not arrive as a network error, and tries again next time', async () => {
    let attempt = 0;
    const schema = lazySchema(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return z.string();
    });
    await expect(parseAnswer(schema, Promise.resolve('a'))).rejects.toBeInstanceOf(NetworkError);
    expect(await parseAnswer(schema, Promise.resolve('a'))).toBe('a');
    expect(attempt).toBe(2);
  });
});
