import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { IMAGE_WIDTHS } from '../../../shared/image-path';
import { imageMessages } from '../../../shared/validation-messages';
import { saveImage } from './images.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0af"/></svg>',
);

/** The drawing above, stored: its URL. */
const saveDrawing = () =>
  saveImage(t.ctx, { bytes: svg, contentType: 'image/svg+xml', width: 10, height: 10 });

describe('images', () => {
  it('stores bytes under their SHA-256 and serves them at that stable URL, cached forever', async () => {
    const url = await saveDrawing();
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
    const first = await saveDrawing();
    const second = await saveDrawing();
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
    const url = await saveDrawing();
    const response = await t.app.inject({ method: 'GET', url: url.replace('.svg', '.png') });
    expect(response.statusCode).toBe(404);
    // Only a found picture is kept (issue 36): this answer was cached for a year before.
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('sized copies (decision 0054)', () => {
  /** A landscape photo, 600 × 400, as an upload would store it. */
  const photo = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: '#e76f51' } })
      .webp()
      .toBuffer();

  it('the message lists the widths', () => {
    expect(imageMessages.width).toBe(
      'Image width must be one of 128, 256, 384, 512, 768, 1024 or 1536.',
    );
  });

  it('draws an SVG as WebP at every width, larger than the drawing too, cached forever', async () => {
    const url = await saveDrawing();
    for (const width of IMAGE_WIDTHS) {
      const response = await t.app.inject({ url: `${url}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const drawn = await sharp(response.rawPayload).metadata();
      expect(drawn.format).toBe('webp');
      expect([drawn.width, drawn.height]).toEqual([width, width]);
    }
    const file = url.slice('/images/'.length);
    const again = await t.app.inject({
      url: `${url}?w=256`,
      headers: { 'if-none-match': `"${file}-256"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('scales a photo down keeping its shape, and never enlarges it', async () => {
    const bytes = await photo();
    const url = await saveImage(t.ctx, {
      bytes,
      contentType: 'image/webp',
      width: 600,
      height: 400,
    });
    const sizeAt = async (width: number) => {
      const response = await t.app.inject({ url: `${url}?w=${width}` });
      expect(response.statusCode).toBe(200);
      const { width: w, height: h } = await sharp(response.rawPayload).metadata();
      return [w, h];
    };
    expect(await sizeAt(384)).toEqual([384, 256]);
    expect(await sizeAt(128)).toEqual([128, 85]);
    expect(await sizeAt(1536)).toEqual([600, 400]);
    // The original is still served as stored.
    const original = await t.app.inject({ url });
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });

  it.each(['100', '0', '-128', '128.0', 'abc', '', '1536px'])(
    'answers 400 with the widths for w=%s',
    async (w) => {
      const url = await saveDrawing();
      const response = await t.app.inject({ url: `${url}?w=${encodeURIComponent(w)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: imageMessages.width });
    },
  );

  it('answers 404 for a sized copy of an image that does not exist, or under the wrong type', async () => {
    const missing = await t.app.inject({ url: `/images/${'0'.repeat(64)}.png?w=128` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const url = await saveDrawing();
    await t.app.inject({ url: `${url}?w=128` });
    const wrongType = await t.app.inject({ url: `${url.replace('.svg', '.png')}?w=128` });
    expect(wrongType.statusCode).toBe(404);
  });
});
