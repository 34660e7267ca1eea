import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/contracts/cart';
import type { Product } from '../../../../shared/contracts/catalog';
import {
  checkoutRequestSchema,
  singleOrderRequestSchema,
} from '../../../../shared/contracts/orders';
import { type Profile, profileMessages } from '../../../../shared/contracts/profile';
import {
  type CheckoutFormValues,
  cartCheckoutRequest,
  cartCheckoutTotals,
  checkoutFormDefaults,
  checkoutFormSchema,
  parseProductIdParam,
  SHIPPING_METHOD_REQUIRED,
  singleOrderRequest,
  singleProductTotals,
} from './checkout-form';

const profile: Profile = {
  name: 'Dana Shopper',
  email: 'dana@example.com',
  phone: '9495550100',
  address: {
    line1: '123 Ocean Ave',
    city: 'Laguna Beach',
    state: 'CA',
    postalCode: '92651',
    country: 'USA',
  },
  paymentMethod: {
    type: 'card',
    cardBrand: 'VISA',
    lastFourDigits: '1111',
    expMonth: 12,
    expYear: 2030,
  },
  preferences: { receiveNotifications: true, newsletterSubscription: false },
};

const values: CheckoutFormValues = {
  fullName: 'Dana Shopper',
  email: 'dana@example.com',
  phone: '9495550100',
  address: '123 Ocean Ave',
  city: 'Laguna Beach',
  state: 'CA',
  zipCode: '92651',
  shippingMethod: 'local',
  payment: 'card',
  saveToProfile: true,
};

function line(id: number, price: number, quantity: number): CartItem {
  return {
    id,
    productId: id + 100,
    product: { id: id + 100 } as Product,
    quantity,
    price,
    type: 'regular',
    competitionId: null,
    auctionId: null,
    size: null,
  };
}

describe('checkout form', () => {
  it('is prefilled from the profile', () => {
    expect(checkoutFormDefaults(profile, 'card')).toEqual(values);
  });

  it('starts empty without a profile', () => {
    const defaults = checkoutFormDefaults(undefined, 'cod');
    expect(defaults.fullName).toBe('');
    expect(defaults.zipCode).toBe('');
    expect(defaults.payment).toBe('cod');
  });

  it('says what is wrong with the spec messages', () => {
    const result = checkoutFormSchema.safeParse({
      fullName: 'D',
      email: 'not-an-email',
      phone: '123',
      address: '1 A',
      city: 'L',
      state: 'C',
      zipCode: '926',
      shippingMethod: '',
      payment: 'card',
      saveToProfile: true,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      fullName: profileMessages.name,
      email: profileMessages.email,
      phone: profileMessages.phone,
      address: profileMessages.line1,
      city: profileMessages.city,
      state: profileMessages.state,
      zipCode: profileMessages.postalCode,
      shippingMethod: SHIPPING_METHOD_REQUIRED,
    });
  });

  it("refuses a ZIP outside 92651 with the profile form's message", () => {
    const result = checkoutFormSchema.safeParse({ ...values, zipCode: '92660' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zipCode', 'We currently deliver only to ZIP code 92651 (Laguna Beach).'],
    ]);
    expect(checkoutFormSchema.safeParse({ ...values, zipCode: '92651-1234' }).success).toBe(true);
  });
});

describe('cart checkout request', () => {
  const items = [line(1, 49.99, 2), line(2, 15, 1)];

  it('delivers free and adds 8% tax to the subtotal, in cents', () => {
    expect(cartCheckoutTotals(items)).toEqual({
      subtotalCents: 11498,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 920,
      totalCents: 12418,
    });
  });

  it('sends the lines and the summary in dollars, as the contract wants', () => {
    const request = cartCheckoutRequest(items, values);
    expect(request).toEqual({
      paymentMethod: 'square',
      items: [
        { id: 1, productId: 101, quantity: 2, price: 49.99, type: 'regular' },
        { id: 2, productId: 102, quantity: 1, price: 15, type: 'regular' },
      ],
      shipping: { method: 'local', cost: 0 },
      summary: { subtotal: 114.98, discount: 0, shipping: 0, tax: 9.2, total: 124.18 },
      customerInfo: {
        name: 'Dana Shopper',
        email: 'dana@example.com',
        phone: '9495550100',
        address: { line1: '123 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
      },
      saveToProfile: true,
    });
    expect(checkoutRequestSchema.safeParse(request).success).toBe(true);
  });

  it('takes an applied code off and taxes what is left, sending the code and the discount', () => {
    const laguna10 = {
      code: 'LAGUNA10',
      percentOff: 10,
      amountOffCents: null,
      minSubtotalCents: null,
      productTypes: [],
    };
    // 10% of $99.98 = $10.00 (999.8 -> 1000) and of $15.00 = $1.50; tax 8% of $103.48 = $8.28.
    expect(cartCheckoutTotals(items, laguna10)).toEqual({
      subtotalCents: 11498,
      discountCents: 1150,
      shippingCents: 0,
      taxCents: 828,
      totalCents: 11176,
    });
    const request = cartCheckoutRequest(items, values, undefined, laguna10);
    expect(request.discountCode).toBe('LAGUNA10');
    expect(request.summary).toEqual({
      subtotal: 114.98,
      discount: 11.5,
      shipping: 0,
      tax: 8.28,
      total: 111.76,
    });
  });

  it('pays cash on delivery or with an Apple Pay token when chosen', () => {
    expect(cartCheckoutRequest(items, { ...values, payment: 'cod' }).paymentMethod).toBe('cod');
    expect(
      cartCheckoutRequest(items, { ...values, payment: 'apple_pay' }, 'apple-token'),
    ).toMatchObject({ paymentMethod: 'apple_pay', paymentToken: 'apple-token' });
  });
});

describe('single-product order request', () => {
  it('delivers free with 8% tax and charges the card on file without a token', () => {
    expect(singleProductTotals({ price: 120, productType: 'sunglasses' })).toEqual({
      subtotalCents: 12000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 960,
      totalCents: 12960,
    });
    const request = singleOrderRequest(
      { id: 7, price: 120, productType: 'sunglasses' as const },
      values,
    );
    expect(request).toMatchObject({
      productId: 7,
      quantity: 1,
      subtotal: 120,
      shipping: 0,
      tax: 9.6,
      total: 129.6,
      paymentMethod: 'card',
    });
    expect(request.paymentToken).toBeUndefined();
    expect(singleOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('carries an Apple Pay token, or pays cash on delivery', () => {
    expect(
      singleOrderRequest(
        { id: 7, price: 120, productType: 'sunglasses' as const },
        { ...values, payment: 'apple_pay' },
        'apple-token',
      ),
    ).toMatchObject({ paymentMethod: 'apple_pay', paymentToken: 'apple-token' });
    const cod = singleOrderRequest(
      { id: 7, price: 120, productType: 'sunglasses' as const },
      { ...values, payment: 'cod' },
    );
    expect(cod).toMatchObject({ paymentMethod: 'cod', shippingMethod: 'local', shipping: 0 });
    expect(singleOrderRequestSchema.safeParse(cod).success).toBe(true);
  });
});

describe('parseProductIdParam', () => {
  it('takes positive whole numbers only', () => {
    expect(parseProductIdParam('12')).toBe(12);
    expect(parseProductIdParam(' 3 ')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12abc', '99999999999']) {
      expect(parseProductIdParam(bad), String(bad)).toBeNull();
    }
  });
});
