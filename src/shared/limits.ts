// Limits both sides use, outside the contracts' schema modules (which re-export them): the
// browser's first load reads them without loading zod.

/** The most of one product a cart line holds. */
export const MAX_CART_QUANTITY = 99;

/** Stock at or below this (and above 0) is "low" (admin stock badge: 1 to 5). */
export const LOW_STOCK_THRESHOLD = 5;

/** Analytics events per POST; the client batches and flushes at this size. */
export const MAX_ANALYTICS_BATCH = 50;
