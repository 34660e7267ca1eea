import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../../tests/fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Product } from '../../../shared/contracts/catalog';
import { competitions } from '../../db/schema/competitions';

let t: TestApp;
let shopper: SignedUpUser;
let adminWithoutPin: SignedUpUser;
let admin: SignedUpUser;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  adminWithoutPin = await signUpAdmin(t.app, t.ctx);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8643c' } });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture.clone().jpeg().toBuffer();
});
afterAll(() => t.close());

const sunglasses = {
  productType: 'sunglasses',
  brand: 'Laguna Optics',
  model: 'Heisler Aviator',
  size: '58mm',
  quantity: 12,
  price: 159.99,
  entryPrice: 5,
  description: 'BADGE:New;;Polarized lenses.',
  imageUrl: '/images/placeholder.png',
  playEnabled: true,
};

/** A multipart body with a `data` JSON field and an optional image file. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----social-market-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload && method !== 'GET' ? { payload } : {}),
  });

describe('who may write products', () => {
  it('walks every admin call as signed out (401), shopper (403), admin without PIN (403 PIN_REQUIRED) and admin with PIN', async () => {
    const target = await createProduct(t.ctx);
    const calls = [
      ['POST', '/api/products', 201],
      ['PUT', `/api/products/${target.id}`, 200],
      ['PATCH', `/api/products/${target.id}`, 200],
      ['GET', `/api/admin/products/${target.id}/usage`, 200],
      ['GET', '/api/admin/products/held-units', 200],
      ['DELETE', `/api/products/${target.id}`, 204],
    ] as const;
    for (const [method, url, adminStatus] of calls) {
      const anonymous = await send(method, url, undefined, sunglasses);
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      const asShopper = await send(method, url, shopper.cookie, sunglasses);
      expect(asShopper.statusCode, `${method} ${url} shopper`).toBe(403);
      expect(asShopper.json()).toEqual({ message: 'Admin access required' });
      const noPin = await send(method, url, adminWithoutPin.cookie, sunglasses);
      expect(noPin.statusCode, `${method} ${url} admin without PIN`).toBe(403);
      expect(noPin.json()).toEqual({
        code: 'PIN_REQUIRED',
        message: 'Please verify your admin PIN to continue.',
      });
      const asAdmin = await send(method, url, admin.cookie, sunglasses);
      expect(asAdmin.statusCode, `${method} ${url} admin: ${asAdmin.body}`).toBe(adminStatus);
    }
  });

  it('refuses before reading the body: a shopper’s malformed JSON still gets 403, not 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(403);
  });

  it('needs the step-up again after 30 minutes', async () => {
    const fresh = await signUpElevatedAdmin(t.app, t.ctx);
    expect((await send('POST', '/api/products', fresh.cookie, sunglasses)).statusCode).toBe(201);
    t.clock.advance(30 * 60 * 1000);
    const expired = await send('POST', '/api/products', fresh.cookie, sunglasses);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('PIN_REQUIRED');
    // The shared admin's step-up expired too: pass it again for the tests that follow.
    admin = await signUpElevatedAdmin(t.app, t.ctx);
  });
});

describe('creating and changing products', () => {
  it('creates from JSON with defaults: a $1 entry and maxContestants = floor(price / $1), whatever is sent', async () => {
    const response = await send('POST', '/api/products', admin.cookie, {
      ...sunglasses,
      maxContestants: 3,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Product>();
    expect(created).toMatchObject({
      brand: 'Laguna Optics',
      price: 159.99,
      entryPrice: 1,
      maxContestants: 159,
      buyNowEnabled: true,
      bidEnabled: false,
      donateEnabled: false,
    });
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })
    ).json();
    expect(listed).toEqual(created);
  });

  it.each([[''], [null], [7.5], ['10'], [0]])(
    'stores the $1 entry whatever entry fee is sent (%j)',
    async (entryPrice) => {
      const response = await send('POST', '/api/products', admin.cookie, {
        ...sunglasses,
        price: 20,
        entryPrice,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ entryPrice: 1, maxContestants: 20 });
    },
  );

  it.each([
    [{ price: 0 }, 'Price must be greater than 0'],
    [{ price: 'abc' }, 'Price must be a valid number greater than zero'],
    [{ quantity: -1 }, 'Quantity cannot be negative'],
    [{ quantity: 1.5 }, 'Quantity must be a valid number'],
    [{ brand: '' }, 'Brand is required'],
    [{ model: '' }, 'Model is required'],
    [{ size: '' }, 'Size is required'],
    [{ description: '' }, 'Description is required'],
    [{ price: 1001 }, 'Maximum 1,000 contestants'],
    [{ price: 1.99 }, 'Must allow at least 2 contestants'],
    [
      { productType: 'hats' },
      'Unknown product type. Use one of: sunglasses, tshirt, shoe, book, coffee, tea, handbag',
    ],
    [{ productType: 'tshirt', model: '', sku: 'LT-1' }, 'Name is required'],
    [{ productType: 'tshirt' }, 'SKU is required'],
    [{ productType: 'shoe' }, 'SKU is required'],
    [
      { productType: 'book', description: 'AUTHOR:Marina Okafor;;Tides.', size: '212' },
      'SKU is required',
    ],
    [{ productType: 'book', brand: '' }, 'Book name is required'],
    [{ productType: 'book', description: 'A summary only' }, 'Author is required'],
    [
      { productType: 'book', description: 'AUTHOR:Marina Okafor;;Tides.', size: '0', sku: 'BK-1' },
      'Pages must be at least 1',
    ],
    [{ productType: 'coffee', model: '' }, 'Name/Blend is required'],
    [{ productType: 'coffee', sku: 'CF-1', weight: null }, 'Weight is required'],
    [{ productType: 'tea', weight: 0.1 }, 'SKU is required'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const response = await send('POST', '/api/products', admin.cookie, {
      ...sunglasses,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('accepts 2 to 1,000 contestants ($2 to $1,000.99 at $1) and play-disabled products at any price', async () => {
    for (const [price, contestants] of [
      [2, 2],
      [149, 149],
      [1000.99, 1000],
    ] as const) {
      expect(
        (await send('POST', '/api/products', admin.cookie, { ...sunglasses, price })).json(),
      ).toMatchObject({ entryPrice: 1, maxContestants: contestants });
    }
    const dear = await send('POST', '/api/products', admin.cookie, {
      ...sunglasses,
      price: 2890,
      playEnabled: false,
    });
    expect(dear.statusCode).toBe(201);
    expect(dear.json()).toMatchObject({ entryPrice: 1, maxContestants: 2890, playEnabled: false });
  });

  it.each([
    ['sunglasses', 'An image is required for new products'],
    ['tshirt', 'An image is required for new t-shirts'],
    ['shoe', 'An image is required for new shoes'],
    ['handbag', 'An image is required for new products'],
  ])('wants an image for a new %s: "%s"', async (productType, message) => {
    const response = await send('POST', '/api/products', admin.cookie, {
      ...sunglasses,
      productType,
      sku: 'SKU-1',
      imageUrl: null,
    });
    expect(response.json()).toEqual({ message });
  });

  it('creates coffee with its extras from JSON (weight in kg)', async () => {
    const response = await send('POST', '/api/products', admin.cookie, {
      productType: 'coffee',
      brand: 'Crystal Cove Roasters',
      model: 'Morning Swell',
      description: 'Bright and sweet.',
      weight: 0.34,
      price: 18,
      sku: 'CCR-MS',
      quantity: 20,
      imageUrl: '/images/coffee.png',
      roast: 'medium',
      origin: 'Huila, Colombia',
      playEnabled: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      productType: 'coffee',
      weight: 0.34,
      roast: 'medium',
      sku: 'CCR-MS',
      size: '',
    });
  });

  it('PATCH changes only the given fields; PUT keeps the image with keepExistingImage', async () => {
    const created = (await send('POST', '/api/products', admin.cookie, sunglasses)).json<Product>();
    const patched = await send('PATCH', `/api/products/${created.id}`, admin.cookie, {
      quantity: 3,
      price: 149,
    });
    expect(patched.json()).toMatchObject({
      quantity: 3,
      price: 149,
      brand: 'Laguna Optics',
      maxContestants: 149,
    });

    const put = await send('PUT', `/api/products/${created.id}`, admin.cookie, {
      ...sunglasses,
      model: 'Renamed',
      imageUrl: null,
      keepExistingImage: 'true',
    });
    expect(put.json()).toMatchObject({ model: 'Renamed', imageUrl: created.imageUrl });
  });

  it('DELETE archives: gone from the catalogue, 404 afterwards', async () => {
    const created = (await send('POST', '/api/products', admin.cookie, sunglasses)).json<Product>();
    expect((await send('DELETE', `/api/products/${created.id}`, admin.cookie)).statusCode).toBe(
      204,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    expect(list.some((p) => p.id === created.id)).toBe(false);
    expect((await send('DELETE', `/api/products/${created.id}`, admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/products/abc', admin.cookie, {})).statusCode).toBe(404);
  });
});

describe('what a delete would touch', () => {
  it('counts waiting and live games, unclaimed and donated prizes, orders and carts; held units per product', async () => {
    const product = await createProduct(t.ctx, { playEnabled: true, quantity: 4 });
    const usage = (id: number) => send('GET', `/api/admin/products/${id}/usage`, admin.cookie);
    expect((await usage(product.id)).json()).toEqual({
      productId: product.id,
      waitingGames: 0,
      waitingEntries: 0,
      liveGames: 0,
      liveEntries: 0,
      unclaimedPrizes: 0,
      orders: 0,
      donatedPrizes: 0,
      carts: 0,
      heldUnits: 0,
    });

    const now = t.clock.now();
    const game = {
      productId: product.id,
      requiredParticipants: 10,
      entryPriceCents: 100,
      fillDeadline: now,
      createdAt: now,
    };
    await t.ctx.db.insert(competitions).values([
      { ...game, status: 'waiting' },
      { ...game, status: 'completed', prizeOutcome: 'donated', prizeOutcomeAt: now },
      { ...game, status: 'cancelled', cancelledAt: now },
    ]);
    const shopperA = await signUp(t.app);
    const shopperB = await signUp(t.app);
    await addToCart(t.app, shopperA.cookie, product.id);
    await addToCart(t.app, shopperB.cookie, product.id);

    expect((await usage(product.id)).json()).toMatchObject({
      waitingGames: 1,
      waitingEntries: 0,
      liveGames: 0,
      donatedPrizes: 1,
      carts: 2,
      heldUnits: 1,
    });
    const held = await send('GET', '/api/admin/products/held-units', admin.cookie);
    expect(held.json()[String(product.id)]).toBe(1);

    expect((await usage(999_999)).statusCode).toBe(404);
    expect((await usage(999_999)).json()).toEqual({ message: 'Product not found' });
  });
});

describe('image uploads', () => {
  const upload = (
    method: 'POST' | 'PUT',
    url: string,
    fields: object,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const body = multipart({ data: JSON.stringify(fields) }, file);
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, cookie: admin.cookie },
      payload: body.payload,
    });
  };

  it.each([
    ['PNG', 'shades.png', 'image/png'],
    ['JPEG', 'shades.jpg', 'image/jpeg'],
  ])('accepts a real %s, re-encoded to WebP and served', async (kind, name, type) => {
    const bytes = kind === 'PNG' ? png : jpeg;
    const response = await upload(
      'POST',
      '/api/products',
      { ...sunglasses, imageUrl: null },
      { name, type, bytes },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json<Product>();
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: imageUrl ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 64, 48, undefined]);
  });

  it('refuses a text file renamed .png with 400 and leaves the product unchanged', async () => {
    const created = (await send('POST', '/api/products', admin.cookie, sunglasses)).json<Product>();
    const response = await upload(
      'PUT',
      `/api/products/${created.id}`,
      { ...sunglasses, model: 'Should not be saved' },
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please upload a JPEG, PNG, WebP or GIF image.' });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })
    ).json<Product>();
    expect(after).toEqual(created);
  });

  it('refuses a corrupt image (right magic bytes, broken data) with 400', async () => {
    const corrupt = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const response = await upload(
      'POST',
      '/api/products',
      { ...sunglasses, imageUrl: null },
      {
        name: 'broken.png',
        type: 'image/png',
        bytes: corrupt,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.',
    });
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10, 0)]);
    const response = await upload(
      'POST',
      '/api/products',
      { ...sunglasses, imageUrl: null },
      {
        name: 'huge.png',
        type: 'image/png',
        bytes: big,
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The image is too large. Please upload an image of at most 5 MB.',
    });
  });

  it('answers 400 for a data field that is not JSON', async () => {
    const body = multipart({ data: '{oops' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...body.headers, cookie: admin.cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The data field must hold the product fields as JSON',
    });
  });
});
