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
import {
  type DiscountedTotals,
  type DiscountLine,
  type DiscountTerms,
  discountedTotals,
  type PricedDiscount,
  priceDiscount,
} from '../../../../shared/discount-rules';
import { toDollars } from '../../../../shared/money';
import {
  isDeliveryZipOrIncomplete,
  LOCAL_DELIVERY,
  LOCAL_DELIVERY_ONLY_MESSAGE,
  shippingMethods,
} from '../../../../shared/pricing';
import { soldPriceCents } from '../../../lib/product-display';
import { pricedLines } from '../../cart';

export const SHIPPING_METHOD_REQUIRED = 'Please select a shipping method';

/**
 * How the shopper pays, the same three on both checkouts: the card on file,
 * Apple Pay (where the device supports it) or cash on delivery.
 */
export const paymentChoices = ['card', 'apple_pay', 'cod'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

const { shape: customer } = customerInfoSchema;

/**
 * The checkout form (shopper.md section 5): the same rules and messages as the profile, taken from
 * the server's own customerInfo schema so the two can never disagree; a ZIP outside 92651 is
 * refused on the field with the profile form's message.
 */
export const checkoutFormSchema = z.object({
  fullName: customer.name,
  email: customer.email,
  phone: customer.phone,
  address: customer.address.shape.line1,
  city: customer.address.shape.city,
  state: customer.address.shape.state,
  zipCode: customer.address.shape.postalCode.refine(
    isDeliveryZipOrIncomplete,
    LOCAL_DELIVERY_ONLY_MESSAGE,
  ),
  shippingMethod: z.enum(shippingMethods, { error: SHIPPING_METHOD_REQUIRED }),
  payment: z.enum(paymentChoices, { error: 'Please choose how to pay' }),
  /** Write these details to the profile with the order, so the next checkout starts from them. */
  saveToProfile: z.boolean(),
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
    shippingMethod: LOCAL_DELIVERY.method,
    payment,
    saveToProfile: true,
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

/** Whether the form's delivery details differ from the profile's (then saving them is offered). */
export function differsFromProfile(values: CheckoutFormInput, profile: Profile): boolean {
  const pairs: [string, string | null][] = [
    [values.fullName, profile.name],
    [values.email, profile.email],
    [values.phone, profile.phone],
    [values.address, profile.address.line1],
    [values.city, profile.address.city],
    [values.state, profile.address.state],
    [values.zipCode, profile.address.postalCode],
  ];
  return pairs.some(([typed, saved]) => typed.trim() !== (saved ?? '').trim());
}

/** The cart's lines as a discount code sees them (a prize or an auction's unit keeps its price). */
export function cartDiscountLines(items: readonly CartItem[]): DiscountLine[] {
  return pricedLines(items).map((line, index) => ({
    ...line,
    productType: items[index]?.product.productType ?? '',
    fixedPrice: items[index]?.type !== 'regular',
  }));
}

export function productDiscountLines(
  product: Pick<Product, 'price' | 'productType'> & Partial<Pick<Product, 'halfPriceEnabled'>>,
  quantity = 1,
): DiscountLine[] {
  // The price as sold: half price when its flag is on.
  return [{ productType: product.productType, unitPriceCents: soldPriceCents(product), quantity }];
}

/** The figures of these lines with a discount code's terms (or none), delivered free. */
function totalsWith(lines: DiscountLine[], discount: DiscountTerms | null): DiscountedTotals {
  const priced: PricedDiscount | null = discount ? priceDiscount(lines, discount) : null;
  return discountedTotals(lines, priced?.ok ? priced.discountCents : 0, LOCAL_DELIVERY.costCents);
}

/** What the cart costs, delivered free, with the applied code: the figures shown and sent, in cents. */
export function cartCheckoutTotals(
  items: readonly CartItem[],
  discount: DiscountTerms | null = null,
): DiscountedTotals {
  return totalsWith(cartDiscountLines(items), discount);
}

/** One product, delivered free like the cart; tax is 8% of what is left after a code (shopper.md section 9). */
export function singleProductTotals(
  product: Pick<Product, 'price' | 'productType'> & Partial<Pick<Product, 'halfPriceEnabled'>>,
  discount: DiscountTerms | null = null,
  quantity = 1,
): DiscountedTotals {
  return totalsWith(productDiscountLines(product, quantity), discount);
}

/**
 * POST /api/checkout's body: the lines and the summary exactly as shown, so the server can refuse
 * (409) a total that no longer matches its own.
 */
export function cartCheckoutRequest(
  items: readonly CartItem[],
  values: CheckoutFormValues,
  applePayToken?: string,
  discount: DiscountTerms | null = null,
): CheckoutRequest {
  const totals = cartCheckoutTotals(items, discount);
  return {
    paymentMethod:
      values.payment === 'cod' ? 'cod' : values.payment === 'apple_pay' ? 'apple_pay' : 'square',
    ...(values.payment === 'apple_pay' && applePayToken ? { paymentToken: applePayToken } : {}),
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
      discount: toDollars(totals.discountCents),
      shipping: toDollars(totals.shippingCents),
      tax: toDollars(totals.taxCents),
      total: toDollars(totals.totalCents),
    },
    customerInfo: toCustomerInfo(values),
    saveToProfile: values.saveToProfile,
    ...(discount ? { discountCode: discount.code } : {}),
  };
}

/**
 * POST /api/orders' body for one product: the card on file (no token), an Apple Pay token, or
 * cash on delivery.
 */
export function singleOrderRequest(
  product: Pick<Product, 'id' | 'price' | 'productType'> &
    Partial<Pick<Product, 'halfPriceEnabled'>>,
  values: CheckoutFormValues,
  applePayToken?: string,
  size?: string | null,
  discount: DiscountTerms | null = null,
): SingleOrderRequest {
  const totals = singleProductTotals(product, discount);
  return {
    productId: product.id,
    quantity: 1,
    ...(size ? { size } : {}),
    subtotal: toDollars(totals.subtotalCents),
    discount: toDollars(totals.discountCents),
    shipping: toDollars(totals.shippingCents),
    tax: toDollars(totals.taxCents),
    total: toDollars(totals.totalCents),
    ...(discount ? { discountCode: discount.code } : {}),
    shippingMethod: values.shippingMethod,
    customerInfo: toCustomerInfo(values),
    saveToProfile: values.saveToProfile,
    ...(values.payment === 'apple_pay' && applePayToken
      ? { paymentMethod: 'apple_pay' as const, paymentToken: applePayToken }
      : { paymentMethod: values.payment === 'cod' ? ('cod' as const) : ('card' as const) }),
  };
}

/** `?productId=12` -> 12; missing, empty or not a positive whole number -> null. */
export function parseProductIdParam(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) ? id : null;
}
