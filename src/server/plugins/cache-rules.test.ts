import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../tests/fixtures/server';

/** Issue 36, item 4: what a browser or a shared cache may keep. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cache rules', () => {
  it("a signed-in shopper's API answers are private and not stored", async () => {
    const { cookie } = await signUp(t.app);
    for (const url of ['/api/user', '/api/user/orders']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('an error is never kept, whoever asks', async () => {
    const { cookie } = await signUp(t.app);
    const missing = await t.app.inject({ url: '/api/products/987654', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject({ url: '/api/user' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it("a visitor's public answer keeps its own rule", async () => {
    const response = await t.app.inject({ url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('private, no-store');
  });
});
