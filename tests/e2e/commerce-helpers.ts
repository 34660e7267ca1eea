import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { CartItem } from '../../src/shared/contracts/cart';
import type { CustomerInfo, Invoice } from '../../src/shared/contracts/orders';
import { checkoutBodyFor, LAGUNA_CUSTOMER, newIdempotencyKey } from '../fixtures/commerce';

/** The API as the page's signed-in user (same cookies as the browser context). */
function api(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  if (!response.ok())
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Fills the profile (Laguna Beach address) and saves a card on file with the sandbox token, and
 * confirms the shopper is 18 or older (paid games and bids) unless `ageConfirmed: false`.
 */
export async function completeProfileFor(
  target: Page | APIRequestContext,
  options: { customer?: CustomerInfo; token?: string; ageConfirmed?: boolean } = {},
): Promise<void> {
  const customer = options.customer ?? LAGUNA_CUSTOMER;
  if (options.ageConfirmed !== false) {
    await ok(
      await api(target).post('/api/user/age-confirmation', { data: { confirmed: true } }),
      'age confirmation',
    );
  }
  await ok(
    await api(target).patch('/api/user/profile', {
      data: {
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        address: { ...customer.address, country: 'USA' },
        paymentMethod: { type: 'credit_card', token: options.token ?? 'cnon:card-nonce-ok' },
      },
    }),
    'profile',
  );
}

export interface PlaceOrderOptions {
  items: { productId: number; quantity?: number }[];
  /** 'square' charges the card on file (or `paymentToken`); 'cod' is cash on delivery. */
  paymentMethod?: 'square' | 'apple_pay' | 'cod';
  paymentToken?: string;
  customer?: CustomerInfo;
}

/**
 * Places a cart order through the API for the page's signed-in user, as the checkout screen would:
 * fills the cart, sends the totals the shared pricing computes, with a fresh Idempotency-Key.
 * The profile must be complete (see completeProfileFor). Answers the new order's id.
 */
export async function placeOrder(
  target: Page | APIRequestContext,
  options: PlaceOrderOptions,
): Promise<number> {
  const request = api(target);
  for (const item of options.items) {
    await ok(
      await request.post('/api/cart', {
        data: { productId: item.productId, quantity: item.quantity ?? 1 },
      }),
      'add to cart',
    );
  }
  const cart = await ok<CartItem[]>(await request.get('/api/cart'), 'cart');
  const body = checkoutBodyFor(cart, {
    paymentMethod: options.paymentMethod,
    paymentToken: options.paymentToken,
    customer: options.customer,
  });
  const result = await ok<{ orderId: number }>(
    await request.post('/api/checkout', {
      data: body,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
    'checkout',
  );
  return result.orderId;
}

/** The signed-in user's invoices (GET /api/invoices), newest first. */
export async function apiInvoices(target: Page | APIRequestContext): Promise<Invoice[]> {
  return ok<Invoice[]>(await api(target).get('/api/invoices'), 'invoices');
}

/** The invoice of one of the signed-in user's orders. */
export async function invoiceOfOrder(
  target: Page | APIRequestContext,
  orderId: number,
): Promise<Invoice> {
  const invoice = (await apiInvoices(target)).find((entry) => entry.orderId === orderId);
  if (!invoice) throw new Error(`no invoice for order ${orderId}`);
  return invoice;
}

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; city: string; state: string; postalCode: string };
}

/** Types the contact details into the profile's 'Personal information' form (not saved yet). */
export async function fillPersonalForm(form: Locator, contact: ContactDetails): Promise<void> {
  await form.getByLabel('Full Name').fill(contact.name);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByLabel('Phone').fill(contact.phone);
  await form.getByLabel('Address').fill(contact.address.line1);
  await form.getByLabel('City').fill(contact.address.city);
  await form.getByLabel('State').fill(contact.address.state);
  await form.getByLabel('Postal Code').fill(contact.address.postalCode);
}
