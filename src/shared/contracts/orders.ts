import { z } from 'zod';
import { orderStatuses } from '../order-texts';
import { shippingMethods, storedShippingMethods } from '../pricing';
import { PG_INTEGER_MAX, rowIdSchema } from './numbers';
import { profileMessages } from './profile';

export {
  checkoutErrorCodes,
  checkoutMessages,
  orderStatuses,
  orderStatusLabels,
} from '../order-texts';

const text = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

/** Delivery contact and address: the checkout form's fields (shopper.md section 5). */
export const customerInfoSchema = z.object({
  name: text(2, profileMessages.name),
  email: z.email({ error: profileMessages.email }).max(200, profileMessages.email),
  phone: text(10, profileMessages.phone, 30),
  address: z.object({
    line1: text(5, profileMessages.line1),
    city: text(2, profileMessages.city),
    state: text(2, profileMessages.state),
    postalCode: text(5, profileMessages.postalCode, 20),
  }),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

const money = z.number({ error: 'Amounts must be numbers' }).nonnegative().max(1_000_000);

/** A card token from the card form; omitted to charge the card on file. */
const paymentToken = z.string().trim().min(1).max(500).optional();

/**
 * Save the checkout form's contact and address to the profile with the order, so the next checkout
 * starts from them. Optional; the checkout screens send it as the shopper chose.
 */
const saveToProfile = z.boolean().optional();

/** A discount code the shopper typed; empty or absent: none. */
const discountCode = z
  .string()
  .trim()
  .max(64, 'Discount codes are at most 64 characters')
  .optional();

/**
 * POST /api/checkout (cart): the spec's payload, plus `customerInfo` (the checkout form's delivery
 * details, which the spec's payload leaves out) and `saveToProfile`. `items` and `summary` are what
 * the shopper saw; the server recomputes both and refuses a mismatch with 409. Payment: the card
 * (`square`: a token, or the card on file), Apple Pay (`apple_pay` with its token) or cash on
 * delivery (`cod`), the same three as POST /api/orders.
 */
export const checkoutRequestSchema = z.object({
  paymentMethod: z.enum(['square', 'apple_pay', 'cod'], {
    error: 'Choose card, Apple Pay or cash on delivery',
  }),
  paymentToken,
  items: z
    .array(
      z.object({
        id: z.number().int().max(PG_INTEGER_MAX),
        productId: z.number().int().max(PG_INTEGER_MAX),
        quantity: z.number().int().min(1).max(PG_INTEGER_MAX),
        price: money,
        type: z.string().max(20).default('regular'),
      }),
    )
    .max(200),
  shipping: z.object({
    method: z.enum(shippingMethods, { error: 'Please select a shipping method' }),
    cost: money,
  }),
  /** `discount`: what the discount code took off, as the shopper saw it (0 or absent without one). */
  summary: z.object({
    subtotal: money,
    discount: money.optional(),
    shipping: money,
    tax: money,
    total: money,
  }),
  customerInfo: customerInfoSchema,
  saveToProfile,
  discountCode,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResultSchema = z.object({ orderId: z.number().int() });

/**
 * POST /api/orders (single-product checkout, free local delivery): the spec's payload, plus
 * `saveToProfile`. Money fields are what the shopper saw; the server recomputes them and refuses a
 * mismatch with 409. Payment: the card (token or card on file), Apple Pay, or cash on delivery.
 */
export const singleOrderRequestSchema = z.object({
  productId: rowIdSchema('Product not found'),
  quantity: z.number().int().min(1).max(99).default(1),
  subtotal: money,
  /** What the discount code took off, as the shopper saw it (0 or absent without one). */
  discount: money.optional(),
  shipping: money,
  tax: money,
  total: money,
  shippingMethod: z.string().max(40).optional(),
  customerInfo: customerInfoSchema,
  paymentToken,
  paymentMethod: z.enum(['card', 'square', 'apple_pay', 'cod']).optional(),
  /** The size chosen on the product page, for a product sold in sizes. */
  size: z.string().trim().max(10).optional(),
  saveToProfile,
  discountCode,
});
export type SingleOrderRequest = z.input<typeof singleOrderRequestSchema>;

export const singleOrderResultSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
});

export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['processing', 'cancelled'],
  processing: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['completed', 'cancelled'],
  // Within MONEY_BACK_DAYS of the delivery (the server checks): returned and refunded.
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** How an order was paid: a card (saved or one-time), Apple Pay, or cash on delivery. */
export const orderPaymentMethods = ['card', 'apple_pay', 'cod'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** Unit price paid, dollars. */
  price: z.number(),
  /** This line's share of the order's discount, dollars. */
  discount: z.number(),
  quantity: z.number().int(),
  /** The size bought ('M'), or null for a product without a size choice. */
  size: z.string().nullable(),
  /** As it was when ordered. */
  product: z.object({
    id: z.number().int(),
    imageUrl: z.string().nullable(),
    brand: z.string(),
    model: z.string(),
    productType: z.string(),
  }),
});

export const orderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  userId: z.number().int(),
  createdAt: z.string(),
  status: orderStatusSchema,
  paymentMethod: z.enum(orderPaymentMethods),
  /** Card used, when paid by card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  subtotal: z.number(),
  /** Taken off the subtotal by `discountCode`; tax is on what is left. */
  discount: z.number(),
  discountCode: z.string().nullable(),
  tax: z.number(),
  total: z.number(),
  shipping: z.object({
    /** 'local', or an order from before decision 0014: 'standard' | 'express' | 'free'. */
    method: z.enum(storedShippingMethods),
    cost: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    line1: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  items: z.array(orderItemSchema),
  invoiceId: z.number().int().nullable(),
  /**
   * The free entries this order earned (buy one, play free), one per product:
   * 'waiting' until a cash-on-delivery order is paid, 'unused', 'used' by an entry, or 'void'
   * (the order was cancelled before it was used).
   */
  freeEntries: z.array(
    z.object({
      productId: z.number().int(),
      state: z.enum(['waiting', 'unused', 'used', 'void']),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** The admin's orders tab: every order with its shopper. */
export const adminOrderSchema = orderSchema.extend({
  username: z.string(),
  allowedTransitions: z.array(orderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(adminOrderSchema);
export const adminOrderQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: orderStatusSchema.optional(),
});
export const orderTransitionSchema = z.object({ status: orderStatusSchema });

/** Invoice statuses: paid, pending (cash on delivery, with a due date), refunded, void (cancelled unpaid). */
export const invoiceStatuses = ['paid', 'pending', 'refunded', 'void'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Item types: a product, shipping, a game entry, or a service (an influencer's chat access). */
export const invoiceItemTypes = ['PRODUCT', 'SHIPPING', 'PLAY', 'SERVICE', 'AUCTION'] as const;

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** 'INV-000001': sequential, without gaps. */
  invoiceNumber: z.string(),
  orderId: z.number().int().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string().nullable(),
  status: invoiceStatusSchema,
  /** 'card' | 'apple_pay' | 'cod' */
  paymentMethod: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  subtotal: z.number(),
  /** Taken off the subtotal by `discountCode` (0 without one); tax is on what is left. */
  discount: z.number(),
  discountCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /** One line per part: street, 'City, ST 92651', country. */
    address: z.string(),
  }),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
      type: z.enum(invoiceItemTypes),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

/** GET /api/square/config */
export const paymentConfigSchema = z.object({
  provider: z.enum(['test', 'square']),
  applicationId: z.string().nullable(),
  locationId: z.string().nullable(),
  /** 'sandbox' | 'production': which Web Payments SDK script the card form loads. */
  environment: z.enum(['sandbox', 'production']).nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
