import { z } from 'zod';
import { MAX_CART_QUANTITY } from '../limits';
import { productSchema } from './catalog';
import { rowIdSchema } from './numbers';

export { MAX_CART_QUANTITY };

export const cartMessages = {
  quantityTooLow: 'Quantity must be at least 1',
  quantityTooHigh: `Quantity must be at most ${MAX_CART_QUANTITY}`,
  notFound: 'Cart item not found',
  outOfStock: 'This product is out of stock',
  onlyLeft: (left: number) => `Only ${left} left in stock`,
  notForSale: 'This product cannot be bought at full price',
  auctionLineIsOne: 'An auction item is a single item; its quantity cannot change.',
  /** A bought line's size was chosen on the product page; only a won prize's size is chosen in the cart. */
  sizeOnProductPage:
    'To change the size, remove this line and add the size you want from the product page',
} as const;

const quantity = z
  .number({ error: cartMessages.quantityTooLow })
  .int(cartMessages.quantityTooLow)
  .min(1, cartMessages.quantityTooLow)
  .max(MAX_CART_QUANTITY, cartMessages.quantityTooHigh);

export const addToCartSchema = z.object({
  productId: rowIdSchema('Product not found'),
  quantity: quantity.default(1),
  /** The size chosen for a product sold in sizes ('S-XL': S, M, L or XL); omitted otherwise. */
  size: z.string().trim().max(10).optional(),
});
export type AddToCart = z.infer<typeof addToCartSchema>;

/**
 * A line's quantity, or a won prize's size (a prize sold in sizes is chosen in the cart: the winner
 * never went through the product page's size choice).
 */
export const updateCartItemSchema = z
  .object({ quantity: quantity.optional(), size: z.string().trim().max(10).optional() })
  .refine((body) => body.quantity !== undefined || body.size !== undefined, {
    message: cartMessages.quantityTooLow,
    path: ['quantity'],
  });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

/** A cart line as the spec's client reads it; `price` is the product's current price (dollars). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  product: productSchema,
  quantity: z.number().int(),
  price: z.number(),
  /**
   * 'regular', 'prize' (a won product at the prize price; quantity fixed at 1) or 'auction' (an
   * auction's unit to pay at its final price within 24 hours; quantity fixed at 1).
   */
  type: z.string(),
  /** The competition a prize was won in (null for regular lines). */
  competitionId: z.number().int().nullable(),
  /** The auction an 'auction' line is for (null otherwise). */
  auctionId: z.number().int().nullable(),
  /** The chosen size ('M'), or null for a product without a size choice. */
  size: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);
