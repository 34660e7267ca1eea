import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/catalog';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import {
  addToCart,
  checkOutCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  postCheckout,
} from '../fixtures/commerce';
import { testDatabaseUrl } from '../fixtures/database';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { slowCountedGateway } from '../fixtures/payments';
import { createTestApp, type TestApp } from '../fixtures/server';

const CHANGED =
  'This product changed while you were editing it (a sale or a game may have changed its stock). Reload it and make your change again.';

/** The offline provider, slowed down so a checkout holds its product lock while an admin saves. */
const { gateway: slowGateway } = slowCountedGateway();

let t: TestApp;
let admin: SignedUpUser;
let shopper: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: slowGateway });
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
});
afterAll(() => t.close());

/** What the admin form sends: every field, as the product answer gave them, with some changed. */
function formFields(product: Product, changes: Partial<Product> = {}) {
  const { id: _id, version: _version, createdAt: _createdAt, ...fields } = product;
  return { ...fields, ...changes };
}

const read = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

function put(id: number, fields: object, ifMatch?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: { cookie: admin.cookie, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: fields,
  });
}

function patch(id: number, fields: object, ifMatch?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: { cookie: admin.cookie, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: fields,
  });
}

/** PUT as the multipart forms send it: `data` JSON, keepExistingImage, If-Match. */
function putMultipart(id: number, fields: object, ifMatch: string) {
  const boundary = '----version-test';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: {
      cookie: admin.cookie,
      'if-match': ifMatch,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `${part('data', JSON.stringify(fields))}${part('keepExistingImage', 'true')}--${boundary}--\r\n`,
  });
}

async function buy(productId: number, quantity = 1): Promise<number> {
  await addToCart(t.app, shopper.cookie, productId, quantity);
  const response = await checkOutCart(t.app, shopper.cookie);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json<{ orderId: number }>().orderId;
}

async function stored(id: number) {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error('no product');
  return row;
}

describe('product versions', () => {
  it('start at 1 and come with every product answer', async () => {
    const product = await createProduct(t.ctx, { quantity: 4 });
    expect(product.version).toBe(1);
    expect((await read(product.id)).version).toBe(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    expect(listed.find((candidate) => candidate.id === product.id)?.version).toBe(1);
  });

  it('rise when checkout decrements the stock, and the cached product answer shows it', async () => {
    const product = await createProduct(t.ctx, { quantity: 5 });
    const before = await read(product.id);
    await buy(product.id, 2);
    const after = await read(product.id);
    expect(after.quantity).toBe(3);
    expect(after.version).toBe(before.version + 1);
  });

  it('rise when an admin cancels an order and the stock is put back', async () => {
    const product = await createProduct(t.ctx, { quantity: 5 });
    const orderId = await buy(product.id);
    const sold = await read(product.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const restocked = await read(product.id);
    expect(restocked.quantity).toBe(5);
    expect(restocked.version).toBe(sold.version + 1);
  });

  it('rise when a competition opens and holds a unit for its winner', async () => {
    const product = await createProduct(t.ctx, {
      quantity: 3,
      playEnabled: true,
      priceCents: 1_000,
      entryPriceCents: 100,
    });
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    const held = await read(product.id);
    expect(held.quantity).toBe(2);
    expect(held.version).toBe(product.version + 1);
  });
});

describe('admin saves with If-Match', () => {
  it('refuses a stale version after an order took stock: 409 PRODUCT_CHANGED, the sale stands', async () => {
    const product = await createProduct(t.ctx, { quantity: 10 });
    const loaded = await read(product.id); // the admin opens the form
    await buy(product.id, 3); // shoppers buy meanwhile

    // The admin saves the old count of 10 with a new price.
    const refused = await put(product.id, formFields(loaded, { price: 99 }), `"${loaded.version}"`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'PRODUCT_CHANGED', message: CHANGED });
    const after = await read(product.id);
    expect(after.quantity).toBe(7);
    expect(after.price).toBe(loaded.price);

    // The multipart form and PATCH are refused the same way.
    const multipart = await putMultipart(
      product.id,
      formFields(loaded, { price: 99 }),
      `"${loaded.version}"`,
    );
    expect(multipart.statusCode).toBe(409);
    expect(multipart.json().code).toBe('PRODUCT_CHANGED');
    const patched = await patch(product.id, { quantity: 10 }, `"${loaded.version}"`);
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toEqual({ code: 'PRODUCT_CHANGED', message: CHANGED });
    expect((await stored(product.id)).quantity).toBe(7);
  });

  it('saves with the current version (PUT, multipart PUT, PATCH), and the version rises each time', async () => {
    const product = await createProduct(t.ctx, { quantity: 10 });
    await buy(product.id);
    const reloaded = await read(product.id);

    const saved = await put(
      product.id,
      formFields(reloaded, { quantity: 20 }),
      `"${reloaded.version}"`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Product>()).toMatchObject({ quantity: 20, version: reloaded.version + 1 });

    const viaForm = await putMultipart(
      product.id,
      formFields(saved.json<Product>(), { price: 80 }),
      `"${saved.json<Product>().version}"`,
    );
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json<Product>()).toMatchObject({ price: 80, version: reloaded.version + 2 });

    const patched = await patch(product.id, { size: '60mm' }, String(reloaded.version + 2));
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Product>()).toMatchObject({
      size: '60mm',
      quantity: 20,
      version: reloaded.version + 3,
    });
  });

  it('without If-Match (or with *) writes as before: API clients and scripts keep working', async () => {
    const product = await createProduct(t.ctx, { quantity: 10 });
    const loaded = await read(product.id);
    await buy(product.id);
    const replaced = await put(product.id, formFields(loaded, { quantity: 15 }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Product>()).toMatchObject({ quantity: 15, version: loaded.version + 2 });
    const patched = await patch(product.id, { price: 70 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await patch(product.id, { price: 71 }, '*')).statusCode).toBe(200);
    expect((await read(product.id)).price).toBe(71);
  });

  it('answers a malformed If-Match with 400 and a version past the range with 409', async () => {
    const product = await createProduct(t.ctx, { quantity: 10 });
    const loaded = await read(product.id);
    for (const bad of ['W/"1"', '"one"', '"1", "2"', '""']) {
      const response = await put(product.id, formFields(loaded), bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(
        'If-Match must be the product version in quotes, like "3", as the product answer gives it',
      );
    }
    const huge = await patch(product.id, { price: 5 }, '"9999999999"');
    expect(huge.statusCode).toBe(409);
    expect(await read(product.id)).toEqual(loaded);
  });

  it.skipIf(!testDatabaseUrl)(
    'compares the version under the row lock: a save waiting on a sale in progress is refused (PostgreSQL)',
    async () => {
      const product = await createProduct(t.ctx, { quantity: 10 });
      const loaded = await read(product.id);
      let save: Promise<LightMyRequestResponse> | undefined;
      // A sale holds the row (uncommitted decrement) while the admin's save arrives: the save has
      // already read the old version, so only the UPDATE's own comparison can catch the sale.
      await t.ctx.db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} - 1` })
          .where(eq(products.id, product.id));
        save = put(product.id, formFields(loaded, { quantity: 30 }), `"${loaded.version}"`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      const answer = await save;
      expect(answer?.statusCode, answer?.body).toBe(409);
      expect(answer?.json().code).toBe('PRODUCT_CHANGED');
      expect((await stored(product.id)).quantity).toBe(9);
    },
  );

  it('keeps a PATCH without If-Match from writing back stock it read before a sale', async () => {
    const product = await createProduct(t.ctx, { quantity: 10 });
    for (let round = 0; round < 5; round += 1) {
      await addToCart(t.app, shopper.cookie, product.id);
      const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
      const [sale, save] = await Promise.all([
        postCheckout(t.app, shopper.cookie, body),
        patch(product.id, { size: `${50 + round}mm` }),
      ]);
      expect(sale.statusCode, sale.body).toBe(201);
      expect(save.statusCode, save.body).toBe(200);
    }
    expect((await stored(product.id)).quantity).toBe(5);
  });
});
