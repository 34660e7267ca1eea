import { z } from 'zod';
import type { CartItem } from '../../../../shared/contracts/cart';
import type { Product } from '../../../../shared/contracts/catalog';
import {
  type CheckoutRequest,
  type CustomerInfo,
  customerInfoSchema,
  type SingleOrderRequest,
} from '../../../../shared/contracts/orders';
import type { Profile } from '../../../../shared/contracts/profile';
import { toCents, toDollars } from '../../../../shared/money';
import {
  type OrderTotals,
  orderTotals,
  SHIPPING_OPTIONS,
  type ShippingMethod,
  shippingMethods,
} from '../../../../shared/pricing';
import { pricedLines } from '../../cart/lib/cart-lines';

export const SHIPPING_METHOD_REQUIRED = 'Please select a shipping method';

/** How the shopper pays: the card on file, cash on delivery (cart only) or Apple Pay (single product). */
export const paymentChoices = ['card', 'cod', 'apple_pay'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

const { shape: customer } = customerInfoSchema;

/**
 * The checkout form (shopper.md section 5): the same rules and messages as the profile, taken from
 * the server's own customerInfo schema so the two can never disagree.
 */
export const checkoutFormSchema = z.object({
  fullName: customer.name,
  email: customer.email,
  phone: customer.phone,
  address: customer.address.shape.line1,
  city: customer.address.shape.city,
  state: customer.address.shape.state,
  zipCode: customer.address.shape.postalCode,
  shippingMethod: z.enum(shippingMethods, { error: SHIPPING_METHOD_REQUIRED }),
  payment: z.enum(paymentChoices, { error: 'Please choose how to pay' }),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** The form prefilled from the profile; what the profile lacks starts empty. */
export function checkoutFormDefaults(
  profile: Profile | undefined,
  payment: PaymentChoice,
): CheckoutFormInput {
  return {
    fullName: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address.line1 ?? '',
    city: profile?.address.city ?? '',
    state: profile?.address.state ?? '',
    zipCode: profile?.address.postalCode ?? '',
    shippingMethod: 'standard',
    payment,
  };
}

export function toCustomerInfo(values: CheckoutFormValues): CustomerInfo {
  return {
    name: values.fullName,
    email: values.email,
    phone: values.phone,
    address: {
      line1: values.address,
      city: values.city,
      state: values.state,
      postalCode: values.zipCode,
    },
  };
}

/** What the cart costs with this shipping method: the figures shown and sent, in cents. */
export function cartCheckoutTotals(
  items: readonly CartItem[],
  shippingMethod: ShippingMethod,
): OrderTotals {
  return orderTotals(pricedLines(items), SHIPPING_OPTIONS[shippingMethod].costCents);
}

/** A single product ships free; tax is 8% as in the cart (shopper.md section 9). */
export function singleProductTotals(product: Pick<Product, 'price'>, quantity = 1): OrderTotals {
  return orderTotals([{ unitPriceCents: toCents(product.price), quantity }], 0);
}

/**
 * POST /api/checkout's body: the lines and the summary exactly as shown, so the server can refuse
 * (409) a total that no longer matches its own.
 */
export function cartCheckoutRequest(
  items: readonly CartItem[],
  values: CheckoutFormValues,
): CheckoutRequest {
  const totals = cartCheckoutTotals(items, values.shippingMethod);
  return {
    paymentMethod: values.payment === 'cod' ? 'cod' : 'square',
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      quantity: item.quantity,
      price: item.price,
      type: item.type,
    })),
    shipping: { method: values.shippingMethod, cost: toDollars(totals.shippingCents) },
    summary: {
      subtotal: toDollars(totals.subtotalCents),
      shipping: toDollars(totals.shippingCents),
      tax: toDollars(totals.taxCents),
      total: toDollars(totals.totalCents),
    },
    customerInfo: toCustomerInfo(values),
  };
}

/**
 * POST /api/orders' body for one product: the card on file (no token) or an Apple Pay token.
 */
export function singleOrderRequest(
  product: Pick<Product, 'id' | 'price'>,
  values: CheckoutFormValues,
  applePayToken?: string,
): SingleOrderRequest {
  const totals = singleProductTotals(product);
  return {
    productId: product.id,
    quantity: 1,
    subtotal: toDollars(totals.subtotalCents),
    shipping: 0,
    tax: toDollars(totals.taxCents),
    total: toDollars(totals.totalCents),
    shippingMethod: 'free',
    customerInfo: toCustomerInfo(values),
    ...(applePayToken
      ? { paymentMethod: 'apple_pay' as const, paymentToken: applePayToken }
      : { paymentMethod: 'card' as const }),
  };
}

/** `?productId=12` -> 12; missing, empty or not a positive whole number -> null. */
export function parseProductIdParam(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) ? id : null;
}
