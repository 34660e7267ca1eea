import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { saveImage } from './images.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0af"/></svg>',
);

describe('images', () => {
  it('stores bytes under their SHA-256 and serves them at that stable URL, cached forever', async () => {
    const url = await saveImage(t.ctx, {
      bytes: svg,
      contentType: 'image/svg+xml',
      width: 10,
      height: 10,
    });
    const hash = createHash('sha256').update(svg).digest('hex');
    expect(url).toBe(`/images/${hash}.svg`);

    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${hash}"`);
    // An SVG opened on its own cannot run script.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.rawPayload.equals(Buffer.from(svg))).toBe(true);

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${hash}"` },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('saves the same bytes once', async () => {
    const first = await saveImage(t.ctx, {
      bytes: svg,
      contentType: 'image/svg+xml',
      width: 10,
      height: 10,
    });
    const second = await saveImage(t.ctx, {
      bytes: svg,
      contentType: 'image/svg+xml',
      width: 10,
      height: 10,
    });
    expect(second).toBe(first);
  });

  it.each([`/images/${'0'.repeat(64)}.png`, '/images/not-a-hash.png', '/images/../../etc/passwd'])(
    'answers 404 JSON for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    },
  );

  it('answers 404 when the extension does not match the stored type', async () => {
    const url = await saveImage(t.ctx, {
      bytes: svg,
      contentType: 'image/svg+xml',
      width: 10,
      height: 10,
    });
    const response = await t.app.inject({ method: 'GET', url: url.replace('.svg', '.png') });
    expect(response.statusCode).toBe(404);
  });
});
