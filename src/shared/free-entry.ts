// Buy one, play free: the words both sides use. No zod here.

/** Where Pay is chosen on a product page with the flag on. */
export const FREE_ENTRY_PRODUCT_TEXT =
  'Buy one, play free: buying this gives you a free entry into its next game';

/** The play page's confirm button when the shopper holds a credit for the product. */
export const FREE_ENTRY_JOIN_TEXT = 'Join free (your entry with your purchase)';

/** A free entry's $0 invoice line, followed by ': ' and the product's name. */
export const FREE_ENTRY_INVOICE_LINE = 'Game entry (free with your purchase)';

/** A free entry's invoice payment method (nothing was charged). */
export const FREE_ENTRY_PAYMENT_METHOD = 'free_entry';
export const FREE_ENTRY_PAYMENT_LABEL = 'Free entry with your purchase';

/** The order confirmation's line for a product whose purchase earned a free entry. */
export function freeEntryEarnedText(productName: string, waitsForPayment: boolean): string {
  return waitsForPayment
    ? `Your free entry into the next game for ${productName} is yours once this order is paid.`
    : `Your purchase includes a free entry into the next game for ${productName}.`;
}
